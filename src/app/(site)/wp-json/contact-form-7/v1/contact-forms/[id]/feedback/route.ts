/** Contact Form 7's feedback endpoint: a visitor's submission (multipart). See docs/api.md. */
import { handleFeedback } from '@/features/contact-form/feedback-handlers.server'

type Context = { params: Promise<{ id: string }> }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handleFeedback(request, (await params).id)
}
