/** A photo's published comments, and a visitor's new comment. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleListComments, handlePostComment } from '@/features/lightbox/index.server'

type Context = { params: Promise<{ imageId: string }> }

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return handleListComments(await payloadInstance(), (await params).imageId)
}

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handlePostComment(await payloadInstance(), request, (await params).imageId)
}
