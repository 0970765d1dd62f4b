import { describe, expect, it } from 'vitest'

import { columnCount, columnWidth, DEFAULT_CONTAINER_WIDTH } from './columns'

describe('columnCount: container width / (thumbnail width + gap), capped by the maximum', () => {
  it('fits the default 180 px thumbnails with a 4 px gap five times into the 1088 px column', () => {
    expect(columnCount(DEFAULT_CONTAINER_WIDTH, 180, 4, 5)).toBe(5) // 1088 / 184 = 5.9
    expect(columnCount(DEFAULT_CONTAINER_WIDTH, 180, 4, 4)).toBe(4) // capped by the maximum
    expect(columnCount(700, 180, 4, 5)).toBe(3) // 700 / 184 = 3.8
  })

  it('takes "thumbnail width plus one" literally with a 1 px gap', () => {
    expect(columnCount(905, 180, 1, 10)).toBe(5) // 905 / 181 = 5 exactly
    expect(columnCount(904, 180, 1, 10)).toBe(4) // one pixel short of the fifth
  })

  it('fits the lightbox filmstrip: 75 px thumbnails, 2 px gap, 260 px minimum content width', () => {
    expect(columnCount(260, 75, 2, 10)).toBe(3) // 260 / 77 = 3.4
    expect(columnCount(220, 75, 2, 10)).toBe(2) // 220 / 77 = 2.9
  })

  it('never answers fewer than one column, nor more than the maximum', () => {
    expect(columnCount(100, 180, 4, 5)).toBe(1)
    expect(columnCount(0, 180, 4, 5)).toBe(1)
    expect(columnCount(-50, 180, 4, 5)).toBe(1)
    expect(columnCount(100_000, 180, 4, 5)).toBe(5)
    expect(columnCount(1000, 180, 4, 0)).toBe(1)
  })

  it('survives nonsense sizes', () => {
    expect(columnCount(1000, 0, 0, 6)).toBe(6)
    expect(columnCount(Number.NaN, 180, 4, 5)).toBe(1)
    expect(columnCount(1000, 180, Number.POSITIVE_INFINITY, 5)).toBe(5)
  })

  it('splits the container into equal columns between the gaps', () => {
    expect(columnWidth(1088, 4, 4)).toBe(269) // (1088 - 3 × 4) / 4
    expect(columnWidth(1088, 5, 4)).toBeCloseTo(214.4)
    expect(columnWidth(10, 4, 4)).toBe(0)
  })
})
