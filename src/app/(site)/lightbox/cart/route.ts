/** The visitor's cart (kept in a signed cookie). See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleChangeCart, handleGetCart } from '@/features/lightbox/index.server'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return handleGetCart(await payloadInstance(), request)
}

export async function POST(request: Request): Promise<Response> {
  return handleChangeCart(await payloadInstance(), request)
}
