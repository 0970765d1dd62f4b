import 'server-only'

/**
 * Everything one mail of a stored submission needs from the database (its form's template, the
 * site's title and admin address, the page the form was on, the uploaded files), gathered and
 * handed to the pure renderer (mail-render.ts). Run by the outbox job at send time.
 */


import type { Payload, SendEmailOptions } from 'payload'

import { getEnv } from '@/lib/env'
import { settingsGlobal } from '@/lib/site-memo'
import type { FormSubmission, Site } from '@/payload-types'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { contactFormById } from '../load-contact-form.server'
import { keyedRecord } from '../validation/values/keyed'
import { readStoredUpload } from '../submissions/upload-storage.server'
import { MailRenderError, type RenderedMail, renderMail, submissionMessageId } from './mail-render'
import { type SubmissionFile, specialTagValues } from './mail-tags'
import type { MailKind } from './outbox/mail-state.server'

export type ComposedMail = { rendered: RenderedMail; message: SendEmailOptions }

/** CF7's `[_site_admin_email]`: the site's admin address, else the address of the first admin. */
async function siteAdminEmail(payload: Payload, configured: string | null | undefined): Promise<string> {
  if (configured) return configured
  const { docs } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true, pagination: false })
  return docs[0]?.email ?? ''
}

/** `[_post_title]` and `[_post_url]`: the page the form was posted from (`_wpcf7_container_post`). */
async function containerPage(payload: Payload, id: number | null | undefined, siteUrl: string): Promise<{ title: string; url: string }> {
  if (!id) return { title: '', url: '' }
  const page = await payload.findByID({ collection: 'pages', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!page) return { title: '', url: '' }
  return { title: page.title, url: page.slug === 'home' ? `${siteUrl}/` : `${siteUrl}/${page.slug}` }
}

function submissionFiles(submission: FormSubmission): SubmissionFile[] {
  return (submission.attachments ?? []).map((file) => ({
    field: file.field ?? '',
    filename: file.filename ?? 'file',
    storedAs: file.storedAs ?? null,
    mimeType: file.mimeType ?? 'application/octet-stream',
  }))
}

/** The data as stored, shaped as the form's fields (values posted for fields no longer in the form are kept too). */
function submissionData(submission: FormSubmission): Record<string, string | string[]> {
  const data = submission.data
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return {}
  const values = keyedRecord<string | string[]>()
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') values[key] = value
    else if (Array.isArray(value)) values[key] = value.map(String)
  }
  return values
}

/**
 * Renders one mail of a submission into what `payload.sendEmail` takes. Throws MailRenderError
 * for what no retry can fix (the form was deleted, no recipient, an attached file is gone).
 */
export async function composeSubmissionMail(payload: Payload, submission: FormSubmission, which: MailKind): Promise<ComposedMail> {
  const formId = typeof submission.form === 'number' ? submission.form : submission.form.id
  const form = await contactFormById(payload, formId)
  if (!form) throw new MailRenderError('The contact form of this submission no longer exists.')
  const env = getEnv()
  const site = await settingsGlobal<Site>(payload, 'site', { depth: 0, as: 'server' })
  const page = await containerPage(payload, submission.meta?.containerPost, env.SERVER_URL)

  const rendered = renderMail(
    (which === 'mail' ? form.mail : form.mail2) ?? {},
    {
      form: parseFormTemplate(form.form),
      data: submissionData(submission),
      files: submissionFiles(submission),
      special: specialTagValues({
        remoteIp: submission.meta?.remoteIp ?? '',
        userAgent: submission.meta?.userAgent ?? '',
        url: submission.meta?.url ?? '',
        submittedAt: new Date(submission.createdAt),
        siteTitle: site.title,
        siteUrl: env.SERVER_URL,
        siteAdminEmail: await siteAdminEmail(payload, site.adminEmail),
        formTitle: form.title,
        postTitle: page.title,
        postUrl: page.url,
      }),
    },
    { defaultFromAddress: payload.email.defaultFromAddress, messageId: submissionMessageId(submission, which, new URL(env.SERVER_URL).hostname) },
  )
  return { rendered, message: await toMessage(rendered) }
}

async function toMessage(mail: RenderedMail): Promise<SendEmailOptions> {
  const attachments = await Promise.all(
    mail.attachments.map(async (file) => {
      const content = await readStoredUpload(file.storedAs)
      if (!content) throw new MailRenderError(`The attached file “${file.filename}” is no longer stored.`)
      return { filename: file.filename, content, contentType: file.mimeType }
    }),
  )
  return {
    to: mail.to,
    from: mail.from,
    subject: mail.subject,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.cc ? { cc: mail.cc } : {}),
    ...(mail.bcc ? { bcc: mail.bcc } : {}),
    headers: mail.headers,
    ...(mail.html === undefined ? { text: mail.text } : { html: mail.html }),
    attachments,
    messageId: mail.messageId,
  }
}
