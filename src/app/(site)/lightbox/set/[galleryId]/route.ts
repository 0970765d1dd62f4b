/** The popup's window onto a gallery's filtered, sorted set. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleLightboxSet } from '@/features/gallery/index.server'

type Context = { params: Promise<{ galleryId: string }> }

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return handleLightboxSet(await payloadInstance(), request, (await params).galleryId)
}
