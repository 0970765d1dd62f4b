/**
 * Contact Form 7's mail templates, rendered for one stored submission: mail-tags replaced
 * (mail-tags.ts), headers made safe (mail-headers.ts), the body as plain text or HTML, the files
 * to attach. Pure: everything it needs (values, site details, dates) comes in as arguments.
 */

import { escapeHtml } from '@/lib/escape-html'

import { formTagRegistry } from '../form-tags/registry'
import { isMailAddress, type ParsedHeaders, parseAdditionalHeaders, renderFrom, renderHeader } from './mail-headers'
import { filesOf, type MailSource, mailTagPattern, replaceMailTags } from './mail-tags'

/** One of the two mails of a form, as the editor filled it in (contact-forms `mail` / `mail2`). */
export type MailTemplate = {
  recipient?: string | null
  sender?: string | null
  subject?: string | null
  additionalHeaders?: string | null
  body?: string | null
  attachments?: string | null
  useHtml?: boolean | null
  excludeBlank?: boolean | null
}

export type MailAttachment = { field: string; filename: string; storedAs: string; mimeType: string }

export type RenderedMail = ParsedHeaders & {
  to: string
  from: string
  subject: string
  text?: string
  html?: string
  attachments: MailAttachment[]
  messageId: string
}

export type RenderOptions = {
  /** The address used when the template's sender holds no usable address (MAIL_FROM). */
  defaultFromAddress: string
  messageId: string
}

// ---------------------------------------------------------------------------------------------
// Body

/** A value in an HTML body: escaped, its own line breaks kept as `<br>`. */
function htmlValue(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n')
}

/**
 * The body, line by line: with `excludeBlank`, a line whose mail-tags all came out blank is
 * dropped (CF7's rule: lines without mail-tags stay). In HTML, values are escaped; a template
 * written as plain text (no tags of its own) gets `<br>` for its line breaks, as CF7's autop.
 */
export function renderBody(template: string | null | undefined, source: MailSource, options: { html: boolean; excludeBlank: boolean }): string {
  const format = options.html ? htmlValue : (value: string) => value
  const lines: string[] = []
  for (const line of (template ?? '').split(/\r\n|\r|\n/)) {
    const { text, values } = replaceMailTags(line, source, format)
    if (options.excludeBlank && values.length > 0 && values.every((value) => value.trim() === '')) continue
    lines.push(text)
  }
  if (!options.html) return lines.join('\n')
  const writtenAsText = !/<[a-zA-Z][^>]*>/.test(template ?? '')
  return lines.join(writtenAsText ? '<br>\n' : '\n')
}

function htmlDocument(subject: string, body: string): string {
  return `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(subject)}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`
}

// ---------------------------------------------------------------------------------------------
// Attachments


/**
 * The files named by the attachments box: the uploads of each file field whose mail-tag is
 * there (`[your-file]`). CF7 also takes file paths; Vitrine does not, so a template can never
 * attach a file from the server's disk. Files whose bytes were not kept are skipped.
 */
export function mailAttachments(template: string | null | undefined, source: MailSource): MailAttachment[] {
  const fileFields = new Set(source.form.fields.filter((tag) => formTagRegistry[tag.type].mail.attaches).map((tag) => tag.name))
  const named = [...(template ?? '').matchAll(mailTagPattern)].map((match) => match[2]).filter((name) => fileFields.has(name))
  return [...new Set(named)].flatMap((field) =>
    filesOf(source, field).flatMap((file) => (file.storedAs ? [{ field, filename: file.filename, storedAs: file.storedAs, mimeType: file.mimeType }] : [])),
  )
}

// ---------------------------------------------------------------------------------------------
// The whole mail


export class MailRenderError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MailRenderError'
  }
}

/**
 * The "To" as rendered, when every entry of it (`address` or `Name <address>`, comma-separated)
 * is a mail address. A mail server would refuse anything else for good, so it fails here, at
 * once, with a message that says which part to fix, instead of after every retry.
 */
export function checkRecipients(to: string): string {
  // Commas inside a quoted name ("Doe, Jane" <jane@example.com>) do not separate entries; an
  // entry left blank (an optional field that was not filled in) is left out.
  const entries = (to.match(/(?:"[^"]*"|[^,])+/g) ?? []).map((entry) => entry.trim()).filter(Boolean)
  if (entries.length === 0) {
    throw new MailRenderError('The mail has no recipient: its “To” came out blank. Check the “To” of the form’s mail settings.')
  }
  for (const entry of entries) {
    const address = (/<([^<>]*)>$/.exec(entry)?.[1] ?? entry).trim()
    if (!isMailAddress(address)) {
      throw new MailRenderError(`The mail’s “To” came out as “${to.slice(0, 200)}”, and “${entry.slice(0, 100)}” is not a mail address. Check the “To” of the form’s mail settings.`)
    }
  }
  return entries.join(', ')
}

/** Renders a mail template for one submission. Throws MailRenderError when it has no valid recipient. */
export function renderMail(template: MailTemplate, source: MailSource, options: RenderOptions): RenderedMail {
  const to = checkRecipients(renderHeader(template.recipient, source))
  const subject = renderHeader(template.subject, source)
  const html = template.useHtml === true
  const body = renderBody(template.body, source, { html, excludeBlank: template.excludeBlank === true })
  return {
    to,
    from: renderFrom(template.sender, source, options.defaultFromAddress),
    subject,
    ...parseAdditionalHeaders(template.additionalHeaders, source),
    ...(html ? { html: htmlDocument(subject, body) } : { text: body }),
    attachments: mailAttachments(template.attachments, source),
    messageId: options.messageId,
  }
}

/**
 * The Message-ID of one mail of one submission: the same on every attempt, so a copy sent twice
 * (see docs/decisions/007-mail-outbox.md) is recognisable as a duplicate by mail clients and
 * servers. The submission's creation time keeps two sites on one host name apart.
 */
export function submissionMessageId(submission: { id: number; createdAt: string }, which: 'mail' | 'mail2', host: string): string {
  const domain = /^[A-Za-z0-9.-]+$/.test(host) && host !== '' ? host : 'localhost'
  return `<contact-form.${submission.id}.${Date.parse(submission.createdAt) || 0}.${which}@${domain}>`
}
