/** A gallery photo with the site's watermark baked in. See docs/api.md and docs/decisions/011. */
import { payloadInstance } from '@/app/payload.server'
import { serveWatermarked } from '@/features/media/index.server'

// Every answer depends on the query (`v`) and the current settings; the response's own
// Cache-Control makes browsers and proxies keep the images, not Next's cache.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ mediaId: string; file: string }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return serveWatermarked(await payloadInstance(), request, await params)
}
