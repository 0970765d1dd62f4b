/** Contact Form 7's validation schema of a form. See docs/api.md. */
import { handleSchema } from '@/features/contact-form/feedback-handlers.server'

type Context = { params: Promise<{ id: string }> }

// Read per request: the form may change at any time, and the answer is tiny.
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return handleSchema(request, (await params).id)
}
