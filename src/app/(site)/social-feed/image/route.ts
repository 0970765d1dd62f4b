/** Pictures in a social feed, through the site: `GET /social-feed/image?src=…&sig=…`. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleFeedImage, withFeedPayload } from '@/features/social-feed/index.server'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return withFeedPayload(payloadInstance, (payload) => handleFeedImage(payload.secret, request))
}
