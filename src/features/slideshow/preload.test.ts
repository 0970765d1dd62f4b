import { describe, expect, it } from 'vitest'

import { preloadCount } from './preload'

describe('preloadCount: 0 or at least the total means every image', () => {
  it('loads every image for 0 and for counts at or above the total', () => {
    expect(preloadCount(0, 12)).toBe(12)
    expect(preloadCount(12, 12)).toBe(12)
    expect(preloadCount(15, 12)).toBe(12)
  })

  it('loads the configured number otherwise', () => {
    expect(preloadCount(5, 12)).toBe(5)
    expect(preloadCount(1, 12)).toBe(1)
  })

  it('treats negative or missing counts as 0 (all) and an empty gallery as nothing to load', () => {
    expect(preloadCount(-3, 12)).toBe(12)
    expect(preloadCount(Number.NaN, 12)).toBe(12)
    expect(preloadCount(5, 0)).toBe(0)
  })
})
