import { describe, expect, it } from 'vitest'

import { DEMO_PAGE_PATHS, demoStats } from './demo-stats'

describe('the demo month of visits', () => {
  it('is the same for the same day, covers 30 days ending today and has something of each kind', () => {
    const stats = demoStats('2026-11-27')
    expect(demoStats('2026-11-27')).toEqual(stats)
    const days = new Set(stats.pageViews.map((row) => row.day))
    expect(days.size).toBe(30)
    expect([...days].sort().at(-1)).toBe('2026-11-27')
    expect([...days].sort()[0]).toBe('2026-10-29')
    expect(stats.pageViews.length).toBe(30 * DEMO_PAGE_PATHS.length)
    expect(stats.imageViews).toHaveLength(30)
    expect(stats.ratings.length).toBeGreaterThan(20)
    expect(new Set(stats.ratings.map((rating) => rating.stars)).size).toBeGreaterThanOrEqual(4)
    const statuses = new Set(stats.submissions.map((submission) => submission.status))
    expect(statuses).toEqual(new Set(['mail_sent', 'mail_failed', 'spam', 'validation_failed']))
  })
})
