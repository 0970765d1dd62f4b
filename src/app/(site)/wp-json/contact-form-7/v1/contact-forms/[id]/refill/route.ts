/** Contact Form 7's refill endpoint: new quiz questions and a fresh start-time token. See docs/api.md. */
import { payloadInstance } from '@/app/payload.server'
import { handleRefill, withPayload } from '@/features/contact-form/index.server'

type Context = { params: Promise<{ id: string }> }

// Never cached: every answer carries a fresh signed time and a random question.
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params
  return withPayload(id, payloadInstance, (payload) => handleRefill(payload, request, id))
}
