/**
 * A mail's headers from its template: every value on one line (nothing a visitor typed can start
 * a header of its own), only the additional headers that are safe, and a usable sender. Pure.
 */

import { type MailSource, replaceMailTags } from './mail-tags'

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

/** A header of the template with its mail-tags replaced, on one line. */
export function renderHeader(template: string | null | undefined, source: MailSource): string {
  return headerSafe(replaceMailTags(template ?? '', source, headerSafe).text)
}
