/** Contact Form 7's feedback endpoint: a visitor's submission (multipart). See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleFeedback, withPayload } from '@/features/contact-form/index.server'

type Context = { params: Promise<{ id: string }> }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params
  return withPayload(id, payloadInstance, (payload) => handleFeedback(payload, request, id))
}
