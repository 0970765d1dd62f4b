/** An order request from the cart, stored and mailed to the site owner (no payment). See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleOrder } from '@/features/lightbox/index.server'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return handleOrder(await payloadInstance(), request)
}
