import { describe, expect, it } from 'vitest'

import { timeAgo } from './time-ago'

const now = Date.parse('2025-03-10T12:00:00Z')
const ago = (seconds: number) => timeAgo(new Date(now - seconds * 1000).toISOString(), now)

describe('timeAgo (SPEC.md section 9 wording)', () => {
  it.each([
    [0, '0 seconds ago'],
    [1, '1 second ago'],
    [59, '59 seconds ago'],
    [60, 'a minute ago'],
    [119, 'a minute ago'],
    [120, '2 minutes ago'],
    [44 * 60 + 59, '44 minutes ago'],
    [45 * 60, 'an hour ago'],
    [2 * 3600 - 1, 'an hour ago'],
    [2 * 3600, '2 hours ago'],
    [23 * 3600 + 59 * 60, '23 hours ago'],
    [24 * 3600 - 1, '23 hours ago'],
    [24 * 3600, 'a day ago'],
    [47 * 3600 + 59 * 60, 'a day ago'],
    [48 * 3600, '2 days ago'],
    [30 * 86400 + 5, '30 days ago'],
  ])('%i seconds reads "%s"', (seconds, wording) => {
    expect(ago(seconds)).toBe(wording)
  })

  it('reads a time slightly in the future (a source whose clock runs fast) as now', () => {
    expect(timeAgo(new Date(now + 5000), now)).toBe('0 seconds ago')
  })

  it('reads the v1.1 date format as well as ISO', () => {
    expect(timeAgo('Mon Mar 10 11:57:00 +0000 2025', now)).toBe('3 minutes ago')
  })

  it('says nothing for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('')
  })
})
