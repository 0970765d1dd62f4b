import { describe, expect, it } from 'vitest'

import { SCROLL_TOP, scrollPositionAt, scrollTopVisible } from './scroll-to-top'

describe('the scroll-to-top link', () => {
  it('carries the spec’s numbers: 200 px, fade in 600 ms, fade out 400 ms, scroll 1200 ms', () => {
    expect(SCROLL_TOP).toEqual({ threshold: 200, fadeInMs: 600, fadeOutMs: 400, scrollMs: 1200 })
  })

  it('shows after more than 200 px of scroll', () => {
    expect(scrollTopVisible(0)).toBe(false)
    expect(scrollTopVisible(200)).toBe(false)
    expect(scrollTopVisible(201)).toBe(true)
  })

  it('scrolls from 3000 px to the top in 1200 ms, halfway at 600 ms, slow at both ends', () => {
    expect(scrollPositionAt(3000, 0, false)).toBe(3000)
    expect(scrollPositionAt(3000, 600, false)).toBe(1500)
    expect(scrollPositionAt(3000, 120, false)).toBeGreaterThan(2900)
    expect(scrollPositionAt(3000, 1080, false)).toBeLessThan(100)
    expect(scrollPositionAt(3000, 1200, false)).toBe(0)
  })

  it('goes to the top at once under reduced motion', () => {
    expect(scrollPositionAt(3000, 0, true)).toBe(0)
  })
})
