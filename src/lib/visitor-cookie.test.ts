import { describe, expect, it } from 'vitest'

import { addressKey, deriveVisitorSecret, newVisitorId, readVisitorId, signVisitorId, visitorCookieHeader, visitorKey } from './visitor-cookie'

const secret = deriveVisitorSecret('a site secret of at least thirty-two characters')
const withCookie = (value: string) => new Headers({ cookie: `other=1; vitrine_visitor=${value}; last=2` })

describe('the signed visitor cookie', () => {
  it('reads back the id it signed', () => {
    const id = newVisitorId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(readVisitorId(withCookie(signVisitorId(id, secret)), secret)).toBe(id)
  })

  it('refuses a forged, altered or foreign signature, and a missing cookie', () => {
    const id = newVisitorId()
    const signed = signVisitorId(id, secret)
    expect(readVisitorId(withCookie(`${newVisitorId()}.${signed.split('.')[1]}`), secret)).toBeNull()
    expect(readVisitorId(withCookie(signVisitorId(id, deriveVisitorSecret('another site’s secret, also long enough'))), secret)).toBeNull()
    expect(readVisitorId(withCookie(`${signed}x`), secret)).toBeNull()
    expect(readVisitorId(withCookie('garbage'), secret)).toBeNull()
    expect(readVisitorId(new Headers(), secret)).toBeNull()
  })

  it('is HttpOnly, SameSite=Lax, a year long, and Secure over https', () => {
    const header = visitorCookieHeader(newVisitorId(), secret, true)
    expect(header).toMatch(/^vitrine_visitor=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure$/)
    expect(visitorCookieHeader(newVisitorId(), secret, false)).not.toContain('Secure')
  })

  it('keys visitors and addresses apart, without revealing them', () => {
    expect(visitorKey('abc', secret)).not.toBe(addressKey('abc', secret))
    expect(addressKey('203.0.113.7', secret)).not.toContain('203')
    expect(addressKey('203.0.113.7', secret)).toBe(addressKey('203.0.113.7', secret))
  })

  it('cannot be derived from an empty secret', () => {
    expect(() => deriveVisitorSecret('')).toThrow(/no secret/)
  })
})
