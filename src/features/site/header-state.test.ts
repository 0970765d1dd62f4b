import { afterEach, describe, expect, it, vi } from 'vitest'

import { BOXED_NAV_FIX_AFTER, debounce, HEADER_SHRINK_AFTER, headerState, MOBILE_MAX_WIDTH, RESIZE_DEBOUNCE_MS } from './header-state'

describe('the header shrinks after 60 px of scroll on screens wider than 767 px', () => {
  it('carries the spec’s numbers', () => {
    expect([HEADER_SHRINK_AFTER, BOXED_NAV_FIX_AFTER, MOBILE_MAX_WIDTH, RESIZE_DEBOUNCE_MS]).toEqual([60, 40, 767, 150])
  })

  it('stays full size up to 60 px and shrinks from 61 px, at 768 px and wider', () => {
    expect(headerState('classic', 0, 1280).shrunk).toBe(false)
    expect(headerState('classic', 60, 1280).shrunk).toBe(false)
    expect(headerState('classic', 61, 1280).shrunk).toBe(true)
    expect(headerState('classic', 61, 768).shrunk).toBe(true)
  })

  it('never shrinks at 767 px or narrower, however far the page scrolls', () => {
    expect(headerState('classic', 61, 767).shrunk).toBe(false)
    expect(headerState('classic', 5000, 375).shrunk).toBe(false)
  })

  it('does not shrink the boxed layout, whose navigation fixes instead', () => {
    expect(headerState('boxed', 500, 1280)).toEqual({ shrunk: false, navFixed: true })
  })
})

describe('the boxed navigation fixes after 40 px', () => {
  it('is in place up to 40 px and fixed from 41 px, on any width', () => {
    expect(headerState('boxed', 40, 1280).navFixed).toBe(false)
    expect(headerState('boxed', 41, 1280).navFixed).toBe(true)
    expect(headerState('boxed', 41, 375).navFixed).toBe(true)
  })

  it('never fixes in the classic layout (the whole header is sticky there)', () => {
    expect(headerState('classic', 500, 1280).navFixed).toBe(false)
  })
})

describe('resizing is debounced by 150 ms', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs once, 150 ms after the last resize, with the last size', () => {
    vi.useFakeTimers()
    const seen: number[] = []
    const onResize = debounce((width: number) => seen.push(width), RESIZE_DEBOUNCE_MS)
    onResize(800)
    vi.advanceTimersByTime(100)
    onResize(700)
    vi.advanceTimersByTime(149)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([700])
  })

  it('drops a pending call when cancelled', () => {
    vi.useFakeTimers()
    const seen: number[] = []
    const onResize = debounce((width: number) => seen.push(width), RESIZE_DEBOUNCE_MS)
    onResize(800)
    onResize.cancel()
    vi.advanceTimersByTime(500)
    expect(seen).toEqual([])
  })
})
