import { describe, expect, it } from 'vitest'

import { retentionDaysOf, spamCutoff } from './spam-retention'

describe('retentionDaysOf', () => {
  it('takes the form’s own days, 0 included', () => {
    expect(retentionDaysOf(7, 30)).toBe(7)
    expect(retentionDaysOf(0, 30)).toBe(0)
    expect(retentionDaysOf(3650, 30)).toBe(3650)
  })

  it('falls back to the site’s default for a form without a value, and never trusts a broken one', () => {
    expect(retentionDaysOf(null, 30)).toBe(30)
    expect(retentionDaysOf(undefined, 14)).toBe(14)
    expect(retentionDaysOf(-1, 30)).toBe(30)
    expect(retentionDaysOf(Number.NaN, 30)).toBe(30)
    expect(retentionDaysOf(2.9, 30)).toBe(2)
  })
})

describe('spamCutoff', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z')

  it('is N whole days before now', () => {
    expect(spamCutoff(now, 30)?.toISOString()).toBe('2026-10-28T12:00:00.000Z')
    expect(spamCutoff(now, 1)?.toISOString()).toBe('2026-11-26T12:00:00.000Z')
  })

  it('is null (nothing deleted) when the form keeps spam forever', () => {
    expect(spamCutoff(now, 0)).toBeNull()
  })
})
