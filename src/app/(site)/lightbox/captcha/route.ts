/** A new one-time captcha for the comment form: its picture, and its token in a cookie. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleCaptcha } from '@/features/lightbox/index.server'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return handleCaptcha(await payloadInstance(), request)
}
