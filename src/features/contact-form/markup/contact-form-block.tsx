import type { Payload } from 'payload'

import type { Page } from '@/payload-types'

import { isSettingOn, readAdditionalSettings } from '../additional-settings'
import { parseFormTemplate } from '../form-tags/parser/parse'
import { loadContactForm } from '../load-contact-form.server'
import { contactFormSubmitPath } from '../routes'
import { contactFormSecret } from '../signing/contact-form-secret.server'
import { ContactForm } from './contact-form'

type ContactFormData = Extract<NonNullable<Page['layout']>[number], { blockType: 'contactForm' }>

type Props = {
  block: ContactFormData
  /** The site's Payload, to read the form's admin-only settings and its signing secret. */
  payload: Payload
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
export async function ContactFormBlockView({ block, payload, pageId = 0, ordinal = 1 }: Props) {
  const form = typeof block.form === 'object' ? block.form : null
  if (!form) return null
  // The additional settings are admin-only, so the page (read with visitor access) does not carry
  // them; the server reads the one setting the visitor's browser needs.
  const settings = readAdditionalSettings((await loadContactForm(payload, String(form.id)))?.additionalSettings)
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
        secret={contactFormSecret(payload)}
        acceptanceAsValidation={isSettingOn(settings, 'acceptance_as_validation')}
      />
    </section>
  )
}
