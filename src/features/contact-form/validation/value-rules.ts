/** The value rules CF7 (and WordPress behind it) use for email, URL, telephone and number fields. Pure. */

/** WordPress's is_email, which CF7 uses: deliberately simple, not RFC 5322. */
export function isEmail(text: string): boolean {
  if (text.length < 6) return false
  const at = text.indexOf('@', 1)
  if (at < 0) return false
  const local = text.slice(0, at)
  const domain = text.slice(at + 1)
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false
  if (/\.{2,}/.test(domain) || domain !== domain.replace(/^[\s.]+|[\s.]+$/g, '')) return false
  const subs = domain.split('.')
  if (subs.length < 2) return false
  return subs.every((sub) => sub === sub.replace(/^[\s-]+|[\s-]+$/g, '') && /^[a-z0-9-]+$/i.test(sub))
}

/** WordPress's allowed protocols: what a URL field accepts. */
export const allowedUrlSchemes: readonly string[] = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
  'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
]
const hostSchemes = new Set(['http', 'https', 'ftp', 'ftps', 'gopher', 'nntp', 'telnet', 'mms', 'rtsp', 'svn', 'webcal', 'feed', 'irc', 'irc6', 'ircs'])

/** A URL with an allowed scheme; web-like schemes also need a host. `javascript:` never passes. */
export function isUrl(text: string): boolean {
  if (/\s/.test(text)) return false
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(text)?.[1]?.toLowerCase()
  if (!scheme || !allowedUrlSchemes.includes(scheme)) return false
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (hostSchemes.has(scheme)) return url.hostname !== '' && text.slice(scheme.length + 1).startsWith('//')
  return text.length > scheme.length + 1
}

/**
 * The issue's telephone rule (CF7's wpcf7_is_tel): an extension after `#` or `*` is ignored,
 * separators `( ) / . -` and spaces are removed, then an optional `+` or `00` prefix, then 6 to
 * 15 digits. "+44 (20) 7946-0958 #12" passes; "12345" does not.
 */
export function isTel(text: string): boolean {
  const withoutExtension = text.split(/[#*]/)[0]
  const compact = withoutExtension.replace(/[()/.\s-]+/g, '')
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact
  return /^[0-9]{6,15}$/.test(digits)
}

/** PHP's is_numeric, which CF7 uses: a sign, digits with an optional fraction, an optional exponent. */
export function isNumber(text: string): boolean {
  return /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(text)
}
