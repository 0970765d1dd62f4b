import { describe, expect, it } from 'vitest'

import { parseTrustedProxies } from './client-address'
import { PEER_HEADER, refererUrlOf, remoteIpOf, USER_AGENT_MAX, userAgentOf } from './visitor-identity'

const headers = (init: Record<string, string>) => new Headers(init)

describe('remoteIpOf', () => {
  const none = parseTrustedProxies(undefined)

  // Regression (hardening issue, item 1): the first X-Forwarded-For hop was taken whatever sent
  // it, so a client that wrote its own header escaped every per-address limit.
  it("takes the connection's address written by Vitrine's server, not what the client claims", () => {
    expect(remoteIpOf(headers({ [PEER_HEADER]: '198.51.100.9', 'x-forwarded-for': '1.2.3.4' }), none)).toBe('198.51.100.9')
    expect(remoteIpOf(headers({ [PEER_HEADER]: '::ffff:127.0.0.1' }), none)).toBe('127.0.0.1')
  })

  it('counts the hops of trusted proxies only', () => {
    const oneProxy = parseTrustedProxies('1')
    expect(remoteIpOf(headers({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': 'forged, 203.0.113.7' }), oneProxy)).toBe('203.0.113.7')
  })

  it('without a peer header (next dev), the last hop stands for the connection', () => {
    expect(remoteIpOf(headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }), none)).toBe('10.0.0.1')
    expect(remoteIpOf(headers({ 'x-forwarded-for': ' 2001:DB8::1 ' }), none)).toBe('2001:db8::1')
  })

  it('drops a port some proxies add', () => {
    expect(remoteIpOf(headers({ 'x-forwarded-for': '203.0.113.7:51234' }), none)).toBe('203.0.113.7')
    expect(remoteIpOf(headers({ 'x-forwarded-for': '[2001:db8::1]:443' }), none)).toBe('2001:db8::1')
  })

  it('gives an empty string for a missing header or anything that is not an address', () => {
    expect(remoteIpOf(headers({}), none)).toBe('')
    expect(remoteIpOf(headers({ 'x-forwarded-for': 'unknown' }), none)).toBe('')
    expect(remoteIpOf(headers({ 'x-forwarded-for': '<script>' }), none)).toBe('')
  })
})

describe('userAgentOf', () => {
  it('trims and cuts to 254 characters, as CF7 stores it', () => {
    expect(userAgentOf(headers({ 'user-agent': '  Mozilla/5.0  ' }))).toBe('Mozilla/5.0')
    expect(userAgentOf(headers({ 'user-agent': 'x'.repeat(300) }))).toHaveLength(USER_AGENT_MAX)
    expect(userAgentOf(headers({}))).toBe('')
  })
})

describe('refererUrlOf', () => {
  it('keeps http(s) URLs only', () => {
    expect(refererUrlOf(headers({ referer: 'https://example.com/contact?x=1' }))).toBe('https://example.com/contact?x=1')
    expect(refererUrlOf(headers({ referer: 'javascript:alert(1)' }))).toBe('')
    expect(refererUrlOf(headers({ referer: 'not a url' }))).toBe('')
    expect(refererUrlOf(headers({ referer: `https://example.com/${'a'.repeat(3000)}` }))).toBe('')
  })
})
