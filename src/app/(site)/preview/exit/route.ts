/** Leaves the live preview: `GET /preview/exit`. See docs/api.md. */
import { handlePreviewExit } from '@/features/preview/index.server'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return handlePreviewExit(request)
}
