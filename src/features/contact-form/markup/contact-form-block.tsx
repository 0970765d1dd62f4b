import { isSettingOn, readAdditionalSettings } from '@/features/contact-form/additional-settings'
import { ContactForm } from '@/features/contact-form/contact-form'
import { contactFormSecret } from '@/features/contact-form/contact-form-secret.server'
import { parseFormTemplate } from '@/features/contact-form/form-tags'
import { contactFormSubmitPath } from '@/features/contact-form/routes'
import { loadContactForm } from '@/features/contact-form/submission.server'
import { payloadClient } from '@/lib/payload.server'
import type { Page } from '@/payload-types'

type ContactFormData = Extract<NonNullable<Page['layout']>[number], { blockType: 'contactForm' }>

type Props = {
  block: ContactFormData
  /** The page the form is on: part of the form's unit tag and its `_wpcf7_container_post`. */
  pageId?: number
  /** Which copy of this form on the page, from 1. */
  ordinal?: number
}

/**
 * A contact form as Contact Form 7 renders it. The page is cached, so the form's signed start
 * time is the time the page was rendered: the minimum fill time can only ever pass a real
 * visitor (see docs/decisions/006).
 */
export async function ContactFormBlock({ block, pageId = 0, ordinal = 1 }: Props) {
  const form = typeof block.form === 'object' ? block.form : null
  if (!form) return null
  // The additional settings are admin-only, so the page (read with visitor access) does not carry
  // them; the server reads the one setting the visitor's browser needs.
  const settings = readAdditionalSettings((await loadContactForm(await payloadClient(), String(form.id)))?.additionalSettings)
  return (
    <section className="contact-block">
      {block.heading && <h2>{block.heading}</h2>}
      <ContactForm
        form={parseFormTemplate(form.form)}
        formId={form.id}
        title={form.title}
        postId={pageId}
        ordinal={ordinal}
        action={contactFormSubmitPath(form.id)}
        messages={form.messages ?? undefined}
        secret={await contactFormSecret()}
        acceptanceAsValidation={isSettingOn(settings, 'acceptance_as_validation')}
      />
    </section>
  )
}
