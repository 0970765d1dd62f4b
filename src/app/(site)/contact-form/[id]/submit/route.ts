/** A contact form posted without JavaScript. See docs/api.md and docs/decisions/006. */
import { handleNoJsSubmit } from '@/features/contact-form/feedback-handlers.server'

type Context = { params: Promise<{ id: string }> }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handleNoJsSubmit(request, (await params).id)
}
