import { describe, expect, it } from 'vitest'

import { clientAddress, normaliseAddress, parseTrustedProxies } from './client-address'

const none = parseTrustedProxies(undefined)

describe('clientAddress', () => {
  // Regression: the left-most X-Forwarded-For entry was taken whatever sent it, so a client
  // escaped every per-address limit by sending its own header.
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', () => {
    expect(clientAddress('198.51.100.9', '1.2.3.4', none)).toBe('198.51.100.9')
    expect(clientAddress('198.51.100.9', '1.2.3.4, 5.6.7.8', none)).toBe('198.51.100.9')
    expect(clientAddress('198.51.100.9', null, none)).toBe('198.51.100.9')
  })

  it('takes the address the trusted proxies saw, never what the client wrote before them', () => {
    const oneHop = parseTrustedProxies('1')
    // The proxy (peer 10.0.0.2) appended the client's real address to whatever the client sent.
    expect(clientAddress('10.0.0.2', 'forged, 203.0.113.7', oneHop)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.2', '203.0.113.7', oneHop)).toBe('203.0.113.7')
    const twoHops = parseTrustedProxies('2')
    expect(clientAddress('10.0.0.3', '1.1.1.1, 203.0.113.7, 10.0.0.2', twoHops)).toBe('203.0.113.7')
    // Fewer hops than configured: the left-most one there is.
    expect(clientAddress('10.0.0.3', null, twoHops)).toBe('10.0.0.3')
  })

  it('walks a list of trusted proxies from the right', () => {
    const list = parseTrustedProxies('10.0.0.0/8, 192.168.1.5, ::1')
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.7, 192.168.1.5', list)).toBe('203.0.113.7')
    expect(clientAddress('::1', '203.0.113.7', list)).toBe('203.0.113.7')
    // The peer itself is not a trusted proxy: its header is the client's own claim.
    expect(clientAddress('198.51.100.9', '10.0.0.1', list)).toBe('198.51.100.9')
    // Every hop trusted: the left-most.
    expect(clientAddress('10.0.0.2', '10.0.0.1', list)).toBe('10.0.0.1')
    // A trusted proxy passed on garbage: no address rather than a guess.
    expect(clientAddress('10.0.0.2', 'not-an-ip', list)).toBe('')
  })
})

describe('normaliseAddress', () => {
  it('keeps the address of the forms proxies write', () => {
    expect(normaliseAddress('203.0.113.7:51234')).toBe('203.0.113.7')
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(normaliseAddress('unknown')).toBe('')
    expect(normaliseAddress('')).toBe('')
  })
})

describe('parseTrustedProxies', () => {
  it('reads none, a hop count or a list', () => {
    expect(parseTrustedProxies('').kind).toBe('none')
    expect(parseTrustedProxies('none').kind).toBe('none')
    expect(parseTrustedProxies('0').kind).toBe('none')
    expect(parseTrustedProxies('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(parseTrustedProxies('10.0.0.0/8,::1').kind).toBe('list')
  })
  it('refuses what it cannot read, saying what it wants', () => {
    expect(() => parseTrustedProxies('11')).toThrow(/0 to 10/)
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" is neither/)
    expect(() => parseTrustedProxies('proxy.example.com')).toThrow(/IP addresses and networks/)
    expect(() => parseTrustedProxies('10.0.0.1/8/1')).toThrow()
  })
})
