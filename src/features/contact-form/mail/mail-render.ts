/**
 * Contact Form 7's mail templates, rendered for one stored submission: mail-tags replaced,
 * headers made safe, the body as plain text or HTML, the files to attach. Pure: everything it
 * needs (values, site details, dates) comes in as arguments.
 *
 * Mail-tags as CF7: `[field]` prints the posted value through the field's pipes
 * (`"Sales|sales@example.com"` prints the address), `[_raw_field]` the value as posted, and the
 * special tags listed in `SpecialTagValues`. A tag Vitrine does not know is left as typed, and
 * `[[tag]]` prints `[tag]`, as in CF7.
 */

import { type FormTag, type ParsedForm, pipedValue } from './form-tags'
import type { StoredData } from './submission-data'

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

export const specialTagNames = [
  '_remote_ip',
  '_user_agent',
  '_url',
  '_date',
  '_time',
  '_site_title',
  '_site_url',
  '_site_admin_email',
  '_contact_form_title',
  '_post_title',
  '_post_url',
] as const

export type SpecialTagName = (typeof specialTagNames)[number]
export type SpecialTagValues = Record<SpecialTagName, string>

/** A stored upload, as the submission keeps it (`storedAs` is null when the bytes were not kept). */
export type SubmissionFile = { field: string; filename: string; storedAs: string | null; mimeType: string }

export type MailSource = {
  form: Pick<ParsedForm, 'fields'>
  data: StoredData
  files: readonly SubmissionFile[]
  special: SpecialTagValues
}

export type MailAttachment = { field: string; filename: string; storedAs: string; mimeType: string }

export type RenderedMail = {
  to: string
  from: string
  subject: string
  replyTo?: string
  cc?: string
  bcc?: string
  /** Other safe headers (`X-…`) from the additional headers. */
  headers: Record<string, string>
  /** Additional header lines that were left out (not `Name: value`, or a name that is not allowed). */
  rejectedHeaders: string[]
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
// Mail-tags

/** CF7's mail-tag pattern: `[name]` or `[name "option"]`, with `[[name]]` as the escape for a literal tag. */
const mailTagPattern = /(\[?)\[[\t ]*([a-zA-Z_][0-9a-zA-Z:._-]*)[\t ]*(?:(?:"[^"]*"|'[^']*')[\t ]*)*\](\]?)/g

/** The value of a mail-tag, or undefined when the tag is not one Vitrine knows (it is then left as typed). */
export function mailTagValue(name: string, source: MailSource): string | undefined {
  if ((specialTagNames as readonly string[]).includes(name)) return source.special[name as SpecialTagName]
  const raw = name.startsWith('_raw_')
  const fieldName = raw ? name.slice('_raw_'.length) : name
  const tag = source.form.fields.find((field) => field.name === fieldName)
  if (tag?.type === 'file') return filesOf(source, fieldName).map((file) => file.filename).join(', ')
  const stored = source.data[fieldName]
  if (stored === undefined) return tag ? '' : undefined
  const values = typeof stored === 'string' ? [stored] : stored
  return (raw || !tag ? values : values.map((value) => pipedValue(tag, value))).join(', ')
}

function filesOf(source: MailSource, field: string): SubmissionFile[] {
  return source.files.filter((file) => file.field === field)
}

type Replaced = { text: string; values: string[] }

/**
 * Replaces the mail-tags of one piece of template text. `format` turns a value into what is
 * written (made header-safe, or HTML-escaped); `values` lists what each known tag gave, for
 * "exclude lines with blank mail-tags".
 */
export function replaceMailTags(text: string, source: MailSource, format: (value: string) => string = (value) => value): Replaced {
  const values: string[] = []
  const replaced = text.replace(mailTagPattern, (match: string, open: string, name: string, close: string) => {
    if (open === '[' && close === ']') return match.slice(1, -1)
    const value = mailTagValue(name, source)
    if (value === undefined) return match
    values.push(value)
    return open + format(value) + close
  })
  return { text: replaced, values }
}

// ---------------------------------------------------------------------------------------------
// Headers

/**
 * A header value on one line: every line break (and other control character) becomes a space,
 * so nothing a visitor typed can start a header of its own.
 */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim()
}

function renderHeader(template: string | null | undefined, source: MailSource): string {
  return headerSafe(replaceMailTags(template ?? '', source, headerSafe).text)
}

/** Headers the additional-headers box may set: where replies go and who gets a copy. */
const addressHeaders = { 'reply-to': 'replyTo', cc: 'cc', bcc: 'bcc' } as const

type ParsedHeaders = Pick<RenderedMail, 'replyTo' | 'cc' | 'bcc' | 'headers' | 'rejectedHeaders'>

/**
 * The additional headers, one `Name: value` a line. Lines are split from the template before
 * any value goes in, and values are made one-line, so a value can never add a line. Allowed:
 * Reply-To, Cc, Bcc and informational `X-…` headers; anything else (From, To, Content-Type,
 * …) is left out and reported.
 */
export function parseAdditionalHeaders(template: string | null | undefined, source: MailSource): ParsedHeaders {
  const parsed: ParsedHeaders = { headers: {}, rejectedHeaders: [] }
  for (const line of (template ?? '').split(/\r\n|\r|\n/)) {
    const rendered = headerSafe(replaceMailTags(line, source, headerSafe).text)
    if (rendered === '') continue
    const match = /^([A-Za-z][A-Za-z0-9-]*)[\t ]*:[\t ]*(.*)$/.exec(rendered)
    const name = match?.[1].toLowerCase() ?? ''
    const value = match?.[2] ?? ''
    if (value === '' && match) continue
    if (name in addressHeaders) {
      const key = addressHeaders[name as keyof typeof addressHeaders]
      parsed[key] = parsed[key] ? `${parsed[key]}, ${value}` : value
    } else if (name.startsWith('x-') && match) {
      parsed.headers[match[1]] = value
    } else {
      parsed.rejectedHeaders.push(rendered)
    }
  }
  return parsed
}

const addressPattern = /^[^\s@<>()[\],;:"\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/

export function isMailAddress(text: string): boolean {
  return addressPattern.test(text)
}

/** `Name <address>` with the name quoted when it holds characters an address list treats specially. */
export function formatAddress(name: string, address: string): string {
  if (name === '') return address
  const plain = /^[\p{L}\p{N} !#$%&'*+/=?^_`{|}~-]+$/u.test(name)
  return `${plain ? name : `"${name.replace(/["\\]/g, '\\$&')}"`} <${address}>`
}

/**
 * The sender: the template's `Name <address>` when the address is usable, else the same name
 * with the default address. (CF7's default sender, `wordpress@[_site_url]`, prints a URL where
 * a domain belongs; a mail server would refuse that.)
 */
export function renderSender(rendered: string, defaultFromAddress: string): string {
  const angled = /^(.*?)\s*<([^<>]*)>$/.exec(rendered)
  const name = (angled ? angled[1] : '').trim().replace(/^"(.*)"$/, '$1')
  const address = (angled ? angled[2] : rendered).trim()
  return formatAddress(name, isMailAddress(address) ? address : defaultFromAddress)
}

// ---------------------------------------------------------------------------------------------
// Body

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char])
}

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
  const fileFields = new Set(source.form.fields.filter((tag: FormTag) => tag.type === 'file').map((tag) => tag.name))
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
    from: renderSender(renderHeader(template.sender, source), options.defaultFromAddress),
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

// ---------------------------------------------------------------------------------------------
// Special tags

export type SpecialTagInput = {
  remoteIp: string
  userAgent: string
  url: string
  submittedAt: Date
  /** IANA time zone for `[_date]` and `[_time]`; the server's when unset. */
  timeZone?: string
  siteTitle: string
  siteUrl: string
  siteAdminEmail: string
  formTitle: string
  postTitle: string
  postUrl: string
}

/** The special mail-tags. `[_date]` and `[_time]` read as WordPress's defaults: "November 22, 2026", "5:13 pm". */
export function specialTagValues(input: SpecialTagInput): SpecialTagValues {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: input.timeZone }).format(input.submittedAt)
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: input.timeZone })
    .format(input.submittedAt)
    .replace(/\s*(AM|PM)$/, (_match, half: string) => ` ${half.toLowerCase()}`)
  return {
    _remote_ip: input.remoteIp,
    _user_agent: input.userAgent,
    _url: input.url,
    _date: date,
    _time: time,
    _site_title: input.siteTitle,
    _site_url: input.siteUrl,
    _site_admin_email: input.siteAdminEmail,
    _contact_form_title: input.formTitle,
    _post_title: input.postTitle,
    _post_url: input.postUrl,
  }
}
