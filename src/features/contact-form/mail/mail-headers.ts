/**
 * A mail's headers from its template: every value on one line (nothing a visitor typed can start
 * a header of its own), only the additional headers that are safe, and a usable sender. Pure.
 */

import { type MailSource, mailTagPattern, mailTagValue, replaceMailTags } from './mail-tags'

/**
 * A header value on one line: every line break (and other control character) becomes a space,
 * so nothing a visitor typed can start a header of its own.
 */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim()
}

/** Headers the additional-headers box may set: where replies go and who gets a copy. */
const addressHeaders = { 'reply-to': 'replyTo', cc: 'cc', bcc: 'bcc' } as const

export type ParsedHeaders = {
  replyTo?: string
  cc?: string
  bcc?: string
  /** Other safe headers (`X-…`) from the additional headers. */
  headers: Record<string, string>
  /** Additional header lines that were left out (not `Name: value`, or a name that is not allowed). */
  rejectedHeaders: string[]
}

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

/** Special mail-tags whose values come from the site and its editors: everything else a tag prints, the visitor chose. */
const siteTagNames: ReadonlySet<string> = new Set(['_site_title', '_site_url', '_site_admin_email', '_contact_form_title', '_post_title', '_post_url', '_date', '_time'])

/** Does this template text print anything the visitor chose: a field, `[_raw_…]`, their address, browser or page? */
export function hasVisitorMailTags(text: string, source: MailSource): boolean {
  return [...text.matchAll(mailTagPattern)].some(
    ([, open, name, close]) => !(open === '[' && close === ']') && !siteTagNames.has(name) && mailTagValue(name, source) !== undefined,
  )
}

/**
 * The From of a mail (issue 17, item 8): nothing the visitor typed sets it. A display name
 * written with a visitor's mail-tag (`[your-name] <wordpress@…>`, a common CF7 recipe) becomes the
 * site's title, and an address written with one becomes the default sender: a visitor could
 * otherwise make the site's own mail say it comes from "PayPal Security" or from any address.
 * Site tags (`[_site_title]`, `[_contact_form_title]`…) still work. Contact Form 7 itself replaces
 * every mail-tag in its From and only strips line breaks; who wrote belongs in Reply-To.
 */
export function renderFrom(template: string | null | undefined, source: MailSource, defaultFromAddress: string): string {
  const written = (template ?? '').trim()
  const angled = /^(.*?)\s*<([^<>]*)>$/.exec(written)
  const nameTemplate = angled ? angled[1] : ''
  const addressTemplate = angled ? angled[2] : written
  const name = hasVisitorMailTags(nameTemplate, source) ? headerSafe(source.special._site_title) : renderHeader(nameTemplate, source)
  const address = hasVisitorMailTags(addressTemplate, source) ? '' : renderHeader(addressTemplate, source)
  return formatAddress(name.replace(/^"(.*)"$/, '$1'), isMailAddress(address) ? address : defaultFromAddress)
}

/** A header of the template with its mail-tags replaced, on one line. */
export function renderHeader(template: string | null | undefined, source: MailSource): string {
  return headerSafe(replaceMailTags(template ?? '', source, headerSafe).text)
}
