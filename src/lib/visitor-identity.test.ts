import { describe, expect, it } from 'vitest'

import { refererUrlOf, remoteIpOf, USER_AGENT_MAX, userAgentOf } from './visitor-identity'

const headers = (init: Record<string, string>) => new Headers(init)

describe('remoteIpOf', () => {
  it('takes the first hop of X-Forwarded-For', () => {
    expect(remoteIpOf(headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7')
    expect(remoteIpOf(headers({ 'x-forwarded-for': ' 2001:DB8::1 ' }))).toBe('2001:db8::1')
  })

  it('drops a port some proxies add', () => {
    expect(remoteIpOf(headers({ 'x-forwarded-for': '203.0.113.7:51234' }))).toBe('203.0.113.7')
    expect(remoteIpOf(headers({ 'x-forwarded-for': '[2001:db8::1]:443' }))).toBe('2001:db8::1')
  })

  it('gives an empty string for a missing header or anything that is not an address', () => {
    expect(remoteIpOf(headers({}))).toBe('')
    expect(remoteIpOf(headers({ 'x-forwarded-for': 'unknown' }))).toBe('')
    expect(remoteIpOf(headers({ 'x-forwarded-for': '<script>' }))).toBe('')
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
