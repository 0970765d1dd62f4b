/** A view of a photo (counted once per visitor and day). See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleHit } from '@/features/lightbox/index.server'

type Context = { params: Promise<{ imageId: string }> }

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handleHit(await payloadInstance(), request, (await params).imageId)
}
