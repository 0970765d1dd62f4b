import { describe, expect, it } from 'vitest'

import { AUTOHIDE, controlsOpacity, controlsShown, fadeMs, msUntilHide } from './autohide'

describe('autohide timings (SPEC.md section 9)', () => {
  it('are hold 1000 ms, fade in 200 ms, fade out 600 ms', () => {
    expect(AUTOHIDE).toEqual({ holdMs: 1000, fadeInMs: 200, fadeOutMs: 600 })
  })

  it('keep the controls for 1000 ms after the last pointer movement, then hide them', () => {
    expect(controlsShown(0)).toBe(true)
    expect(controlsShown(999)).toBe(true)
    expect(controlsShown(1000)).toBe(false)
    expect(msUntilHide(0)).toBe(1000)
    expect(msUntilHide(400)).toBe(600)
    expect(msUntilHide(1500)).toBe(0)
  })

  it('fade in over 200 ms and out over 600 ms', () => {
    expect(controlsOpacity(0)).toBe(0)
    expect(controlsOpacity(100)).toBe(0.5)
    expect(controlsOpacity(200)).toBe(1)
    expect(controlsOpacity(999)).toBe(1)
    expect(controlsOpacity(1000)).toBe(1)
    expect(controlsOpacity(1300)).toBe(0.5)
    expect(controlsOpacity(1600)).toBe(0)
    expect(controlsOpacity(5000)).toBe(0)
  })

  it('fade in from where a fade out left them', () => {
    expect(controlsOpacity(0, 0.5)).toBe(0.5)
    expect(controlsOpacity(50, 0.5)).toBe(0.75)
    expect(controlsOpacity(100, 0.5)).toBe(1)
  })

  it('do not fade under prefers-reduced-motion: shown, then gone at 1000 ms', () => {
    expect(fadeMs(true, true)).toBe(0)
    expect(fadeMs(false, true)).toBe(0)
    expect(fadeMs(true, false)).toBe(200)
    expect(fadeMs(false, false)).toBe(600)
    expect(controlsOpacity(0, 0, true)).toBe(1)
    expect(controlsOpacity(999, 0, true)).toBe(1)
    expect(controlsOpacity(1000, 0, true)).toBe(0)
  })
})
