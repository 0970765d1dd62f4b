/** What a photo offers in the shop. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handlePriceList } from '@/features/lightbox/index.server'

type Context = { params: Promise<{ imageId: string }> }

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return handlePriceList(await payloadInstance(), (await params).imageId)
}
