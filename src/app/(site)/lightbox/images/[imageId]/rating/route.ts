/** A visitor's rating of a photo. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleRating } from '@/features/lightbox/index.server'

type Context = { params: Promise<{ imageId: string }> }

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handleRating(await payloadInstance(), request, (await params).imageId)
}
