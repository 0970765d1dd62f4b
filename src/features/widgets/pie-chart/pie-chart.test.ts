import { describe, expect, it } from 'vitest'

import { clampPercent, dashOffset, PIE_DEFAULTS, pieRing, valueAt } from './pie-chart'

describe('the pie chart', () => {
  it('is 165 px across with a 3 px line and animates over 1000 ms', () => {
    expect(PIE_DEFAULTS).toEqual({ size: 165, lineWidth: 3, animateMs: 1000 })
  })

  it('draws its ring inside the box: radius 81 px, centre 82.5', () => {
    const ring = pieRing()
    expect(ring.radius).toBe(81)
    expect(ring.centre).toBe(82.5)
    expect(ring.circumference).toBeCloseTo(508.94, 2)
  })

  it('leaves the right share of the ring undrawn', () => {
    const { circumference } = pieRing()
    expect(dashOffset(0, circumference)).toBeCloseTo(circumference)
    expect(dashOffset(75, circumference)).toBeCloseTo(circumference / 4)
    expect(dashOffset(100, circumference)).toBe(0)
    expect(dashOffset(140, circumference)).toBe(0)
  })

  it('counts up to the value over 1000 ms', () => {
    expect(valueAt(80, 0)).toBe(0)
    expect(valueAt(80, 500)).toBeGreaterThan(40)
    expect(valueAt(80, 999)).toBeLessThanOrEqual(80)
    expect(valueAt(80, 1000)).toBe(80)
  })

  it('keeps values between 0 and 100', () => {
    expect([clampPercent(-5), clampPercent(105), clampPercent(Number.NaN)]).toEqual([0, 100, 0])
  })
})
