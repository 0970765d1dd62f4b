import { describe, expect, it } from 'vitest'

import { postedDataHash } from './posted-data-hash.server'

const input = { secret: 's', now: Date.UTC(2026, 10, 22, 12, 5), remoteIp: '203.0.113.7', unitTag: 'wpcf7-f1-p2-o1', data: { a: 'x', b: ['y'] } }

describe('postedDataHash', () => {
  it('is 64 hex characters, the same within a half hour', () => {
    const hash = postedDataHash(input)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(postedDataHash({ ...input, now: input.now + 60_000 })).toBe(hash)
  })

  it('changes with the data, the address, the unit tag, the secret and the half hour', () => {
    const hash = postedDataHash(input)
    expect(postedDataHash({ ...input, data: { a: 'z' } })).not.toBe(hash)
    expect(postedDataHash({ ...input, remoteIp: '203.0.113.8' })).not.toBe(hash)
    expect(postedDataHash({ ...input, unitTag: 'wpcf7-f1-p2-o2' })).not.toBe(hash)
    expect(postedDataHash({ ...input, secret: 't' })).not.toBe(hash)
    expect(postedDataHash({ ...input, now: input.now + 30 * 60_000 })).not.toBe(hash)
  })
})
