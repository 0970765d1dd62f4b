import { describe, expect, it } from 'vitest'

import { decodeResult, encodeResult, isHttps, type NoJsResult, resultCookieHeader, returnPathOf } from './no-js-result.server'

const now = 1_800_000_000_000
const result: NoJsResult = {
  formId: 3,
  postId: 7,
  ordinal: 1,
  status: 'validation_failed',
  message: 'One or more fields have an error.',
  invalidFields: [{ field: 'your-email', message: 'Please enter an email address.', idref: null }],
  values: { 'your-name': 'Zoë <script>', 'topics[]': ['a', 'b'] },
  valuesDropped: false,
  startedAt: now - 5000,
  returnTo: '/contact',
  expiresAt: now + 120_000,
}

describe('the result cookie', () => {
  it('round-trips a result', () => {
    expect(decodeResult('secret', encodeResult('secret', result), now)).toEqual(result)
  })

  it('refuses a forged, tampered, expired or garbled value', () => {
    const value = encodeResult('secret', result)
    expect(decodeResult('other', value, now)).toBeNull()
    expect(decodeResult('secret', `x${value}`, now)).toBeNull()
    expect(decodeResult('secret', value, result.expiresAt)).toBeNull()
    expect(decodeResult('secret', 'abc', now)).toBeNull()
    expect(decodeResult('secret', undefined, now)).toBeNull()
  })

  it('leaves the values out when they would not fit in a cookie', () => {
    const random = Array.from({ length: 6000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join('')
    const decoded = decodeResult('secret', encodeResult('secret', { ...result, values: { message: random } }), now)
    expect(decoded).toMatchObject({ values: {}, valuesDropped: true, status: 'validation_failed' })
  })

  it('is sent back to the result page only, never to scripts', () => {
    expect(resultCookieHeader(3, 'v', true)).toBe('wpcf7_result=v; Path=/contact-form/3; Max-Age=120; HttpOnly; SameSite=Lax; Secure')
    expect(resultCookieHeader(3, 'v', false)).not.toContain('Secure')
  })
})

describe('returnPathOf', () => {
  const request = (referer: string, host = 'example.com') => new Request('http://example.com/contact-form/3/submit', { headers: { referer, host } })

  it('keeps a path on this host only', () => {
    expect(returnPathOf(request('https://example.com/contact?x=1#top'))).toBe('/contact?x=1')
    expect(returnPathOf(request('https://evil.example/contact'))).toBe('')
    expect(returnPathOf(request('https://example.com/contact-form/3'))).toBe('')
    expect(returnPathOf(request('not a url'))).toBe('')
  })
})

describe('isHttps', () => {
  it('believes the proxy’s X-Forwarded-Proto, else the URL', () => {
    expect(isHttps(new Request('http://x/', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(true)
    expect(isHttps(new Request('https://x/'))).toBe(true)
    expect(isHttps(new Request('http://x/'))).toBe(false)
  })
})
