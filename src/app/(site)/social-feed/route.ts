/** The social feed proxy: `POST /social-feed` with `{"page": 12, "block": "…"}` answers that block's feed. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleSocialFeed, withFeedPayload } from '@/features/social-feed/index.server'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return withFeedPayload(payloadInstance, (payload) => handleSocialFeed(payload, request))
}
