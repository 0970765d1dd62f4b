/** Contact Form 7's validation schema of a form. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleSchema, withPayload } from '@/features/contact-form/index.server'

type Context = { params: Promise<{ id: string }> }

// Read per request: the form may change at any time, and the answer is tiny.
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params
  return withPayload(id, payloadInstance, (payload) => handleSchema(payload, request, id))
}
