/** `POST /blog/{slug}/comments`: a visitor's comment under a post, waiting for approval. See docs/api.md. */
import type { Payload } from 'payload'

import { payloadInstance } from '@/app/payload.server'
import { handlePostComment } from '@/features/post-comments/index.server'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ slug: string }> }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { slug } = await params
  let payload: Payload
  try {
    payload = await payloadInstance()
  } catch (error) {
    console.error('Post comments: Payload is unavailable.', error)
    return Response.json(
      { code: 'vitrine_comment_unavailable', message: 'Comments cannot be saved just now. Please try again in a few minutes.', data: { status: 503 } },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '60' } },
    )
  }
  return handlePostComment(payload, request, slug)
}
