import { describe, expect, it } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { resolveMessages } from './messages'
import { validateSubmission } from './validate'
import { buildValidationSchema } from './validation-schema'
import { isUrl } from './value-rules'
import { normaliseUrlInput } from './values/field-helpers'

/**
 * issue 17, item 13: a URL field takes http and https only, as Contact Form 7 6.x does (UrlRule of
 * rocklobster-in/swv-php: `parse_url` scheme in ['http', 'https']; its browser rule: `new URL()`
 * protocol in the same two). Each row: what the visitor typed, what the browser script (ours and
 * CF7's `urlInputHelper`, SPEC 5) turns it into when the field is left, and the verdict of the
 * rule, which the server and the schema the browser reads apply alike.
 */
const table: [typed: string, normalised: string, accepted: boolean][] = [
  ['http://example.com', 'http://example.com', true],
  ['https://example.com/path?q=1#top', 'https://example.com/path?q=1#top', true],
  ['https://example.com:8443/', 'https://example.com:8443/', true],
  ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM', true], // schemes are case-insensitive (RFC 3986 3.1), as the browser's URL reads them
  ['https://user@example.com', 'https://user@example.com', true],
  ['example.com', 'http://example.com', true], // no scheme, a dot: http:// is prefixed (SPEC 5)
  ['www.example.com/prints', 'http://www.example.com/prints', true],
  ['//example.com', 'http://example.com', true], // leading slashes go before the prefix, as CF7's script
  ['localhost', 'localhost', false], // no scheme and no dot: left alone, and no URL
  ['ftp://files.example.com', 'ftp://files.example.com', false],
  ['ftps://files.example.com', 'ftps://files.example.com', false],
  ['telnet://example.com', 'telnet://example.com', false],
  ['mailto:someone@example.com', 'mailto:someone@example.com', false],
  ['tel:+441234567', 'tel:+441234567', false],
  ['sms:+441234567', 'sms:+441234567', false],
  ['news:comp.lang', 'news:comp.lang', false],
  ['irc://irc.example.com/chan', 'irc://irc.example.com/chan', false],
  ['gopher://example.com', 'gopher://example.com', false],
  ['webcal://example.com/cal.ics', 'webcal://example.com/cal.ics', false],
  ['urn:isbn:0451450523', 'urn:isbn:0451450523', false],
  ['javascript:alert(1)', 'javascript:alert(1)', false],
  ['JavaScript:alert(document.cookie)', 'JavaScript:alert(document.cookie)', false],
  ['data:text/html,<script>x</script>', 'data:text/html,<script>x</script>', false],
  ['file:///etc/passwd', 'file:///etc/passwd', false],
  ['vbscript:msgbox', 'vbscript:msgbox', false],
  ['ws://example.com', 'ws://example.com', false],
  ['https://', 'https://', false],
  ['http:example.com', 'http:example.com', false], // no authority: not a web address we can link to
  ['https://exa mple.com', 'https://exa mple.com', false],
  ['not a url', 'not a url', false],
]

const messages = resolveMessages()
const form = parseFormTemplate('[url website]')

describe('the url rule: http and https only, as Contact Form 7 6.x', () => {
  it.each(table)('%j becomes %j in the browser and is accepted: %s', (typed, normalised, accepted) => {
    expect(normaliseUrlInput(typed)).toBe(normalised)
    expect(isUrl(normalised)).toBe(accepted)
    // The server normalises as the browser does, so a visitor without JavaScript gets the same verdict.
    const invalid = validateSubmission(form, { values: { website: typed } })
    expect(invalid).toEqual(accepted ? [] : [{ field: 'website', message: messages.invalid_url, idref: null }])
  })

  it('is published as CF7’s `url` rule, which CF7’s browser script checks against the same two schemes', () => {
    expect(buildValidationSchema(form, messages).rules.map((rule) => rule.rule)).toContain('url')
  })
})
