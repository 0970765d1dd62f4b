/**
 * The result of a contact form posted without JavaScript: the form again, with its status
 * message and, after validation_failed, each field's tip and the values typed. The outcome
 * arrives in a signed cookie set by the submit route (docs/decisions/006). Without a cookie it
 * is simply the form on a page of its own.
 */
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'

import { payloadInstance } from '@/app/payload.server'
import { contactFormSubmitPath, isSettingOn, parseFormTemplate, readAdditionalSettings } from '@/features/contact-form'
import { ContactForm, decodeResult, deriveContactFormSecret, loadContactForm, RESULT_COOKIE } from '@/features/contact-form/index.server'

type Props = { params: Promise<{ id: string }> }

// Each visitor sees their own outcome: never cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function ContactFormResultPage({ params }: Props) {
  const { id } = await params
  const payload = await payloadInstance()
  const form = await loadContactForm(payload, id)
  if (!form) notFound()
  const secret = deriveContactFormSecret(payload.secret)
  const decoded = decodeResult(secret, (await cookies()).get(RESULT_COOKIE)?.value, Date.now())
  const result = decoded?.formId === form.id ? decoded : null

  return (
    <article className="page contact-form-page">
      <h1 className="page__title">{form.title}</h1>
      {result?.returnTo && (
        <p>
          <a href={result.returnTo}>Back to the page you came from</a>
        </p>
      )}
      {result?.valuesDropped && <p className="contact-form-page__note">Your answers were too long to fill in again here: please type them once more.</p>}
      <ContactForm
        form={parseFormTemplate(form.form)}
        formId={form.id}
        title={form.title}
        postId={result?.postId ?? 0}
        ordinal={result?.ordinal ?? 1}
        action={contactFormSubmitPath(form.id)}
        messages={form.messages ?? undefined}
        secret={secret}
        acceptanceAsValidation={isSettingOn(readAdditionalSettings(form.additionalSettings), 'acceptance_as_validation')}
        startedAt={result?.startedAt ?? undefined}
        state={result ? { status: result.status, message: result.message, invalidFields: result.invalidFields, values: result.values } : undefined}
      />
    </article>
  )
}
