/**
 * Vitrine's frame around an Instagram player, which reports the post's height to the gallery page
 * with the page's secret. A route handler, so no site layout: minimal HTML with a strict CSP.
 * See docs/decisions/010 and docs/api.md.
 */
import { payloadInstance } from '@/app/payload.server'
import { handleEmbedFrame } from '@/features/embeds/index.server'

type Context = { params: Promise<{ id: string }> }

// Rendered per request from the database (the answer itself may be cached briefly by browsers).
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return handleEmbedFrame(await payloadInstance(), (await params).id)
}
