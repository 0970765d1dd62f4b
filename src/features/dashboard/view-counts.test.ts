import { describe, expect, it } from 'vitest'

import { MAX_COUNTS_PER_FLUSH, parseViewCounts } from './view-counts'

describe('the server’s page view counts', () => {
  it('merges counts of the same path and day', () => {
    expect(
      parseViewCounts({
        views: [
          { path: '/', day: '2026-11-27', views: 2 },
          { path: '/', day: '2026-11-27', views: 3 },
          { path: '/', day: '2026-11-26', views: 1 },
        ],
      }),
    ).toEqual({
      ok: true,
      counts: [
        { path: '/', day: '2026-11-27', views: 5 },
        { path: '/', day: '2026-11-26', views: 1 },
      ],
    })
  })

  it('refuses what is not a count with a sentence', () => {
    const refused = (body: unknown) => {
      const parsed = parseViewCounts(body)
      return parsed.ok ? null : parsed.message
    }
    expect(refused(null)).toMatch(/Send/)
    expect(refused({ views: 'x' })).toMatch(/Send/)
    expect(refused({ views: [{ path: 'about', day: '2026-11-27', views: 1 }] })).toMatch(/Count 1: the path/)
    expect(refused({ views: [{ path: '/a?b=1', day: '2026-11-27', views: 1 }] })).toMatch(/no query/)
    expect(refused({ views: [{ path: '/a', day: '27.11.2026', views: 1 }] })).toMatch(/YYYY-MM-DD/)
    expect(refused({ views: [{ path: '/a', day: '2026-13-45', views: 1 }] })).toMatch(/YYYY-MM-DD/)
    expect(refused({ views: [{ path: '/a', day: '2026-11-27', views: 0 }] })).toMatch(/whole number/)
    expect(refused({ views: [{ path: '/a', day: '2026-11-27', views: 1.5 }] })).toMatch(/whole number/)
    expect(refused({ views: [{ path: '/' + 'a'.repeat(600), day: '2026-11-27', views: 1 }] })).toMatch(/at most 512/)
    expect(refused({ views: Array.from({ length: MAX_COUNTS_PER_FLUSH + 1 }, () => ({ path: '/', day: '2026-11-27', views: 1 })) })).toMatch(/At most/)
  })
})
