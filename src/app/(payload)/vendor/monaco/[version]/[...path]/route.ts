/** The admin's code editor (Monaco), from the installed package: `GET /vendor/monaco/{version}/vs/…`. See docs/api.md. */
import { serveMonacoFile } from '@/features/code-editor/index.server'

type Params = { params: Promise<{ version: string; path: string[] }> }

export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { version, path } = await params
  return serveMonacoFile(request, version, path)
}

export const HEAD = GET
