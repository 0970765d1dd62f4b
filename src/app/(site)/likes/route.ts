/** The post like endpoint: `POST /likes` (id=12) likes a post, `GET /likes?id=12` reads its state. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleLike, handleLikeState, withLikePayload } from '@/features/widgets/index.server'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return withLikePayload(payloadInstance, (payload) => handleLike(payload, request))
}

export async function GET(request: Request): Promise<Response> {
  return withLikePayload(payloadInstance, (payload) => handleLikeState(payload, request))
}
