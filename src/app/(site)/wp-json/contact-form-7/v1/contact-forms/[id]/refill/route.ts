/** Contact Form 7's refill endpoint: new quiz questions and a fresh start-time token. See docs/api.md. */
import { handleRefill } from '@/features/contact-form/feedback-handlers.server'

type Context = { params: Promise<{ id: string }> }

// Never cached: every answer carries a fresh signed time and a random question.
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return handleRefill(request, (await params).id)
}
