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

/**
 * The schemes a URL field accepts: http and https only, as Contact Form 7 6.x (UrlRule of
 * rocklobster-in/swv-php on the server, and the same two in its browser rule). Every other
 * scheme (mailto, ftp, telnet, javascript, data, file…) is refused.
 */
export const allowedUrlSchemes: readonly string[] = ['http', 'https']

/**
 * A web address: http or https (in any case, as a browser reads a scheme), then `//` and a host.
 * Stricter than CF7 in one way: `http:example.com`, which PHP's parse_url and the browser's URL
 * both take, is refused, as it names no host a person could visit.
 */
export function isUrl(text: string): boolean {
  if (/\s/.test(text)) return false
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(text)?.[1]?.toLowerCase()
  if (!scheme || !allowedUrlSchemes.includes(scheme) || !text.slice(scheme.length + 1).startsWith('//')) return false
  try {
    return new URL(text).hostname !== ''
  } catch {
    return false
  }
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
