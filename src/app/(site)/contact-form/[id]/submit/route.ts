/** A contact form posted without JavaScript. See docs/api.md and docs/decisions/006. */
import { payloadInstance } from '@/app/payload.server'
import { handleNoJsSubmit, withPayload } from '@/features/contact-form/index.server'

type Context = { params: Promise<{ id: string }> }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params
  return withPayload(id, payloadInstance, (payload) => handleNoJsSubmit(payload, request, id))
}
