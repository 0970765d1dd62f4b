import { describe, expect, it } from 'vitest'

import { AUTOHIDE, fadeMs, msUntilHide } from './autohide'

describe('autohide timings (SPEC.md section 9)', () => {
  it('are hold 1000 ms, fade in 200 ms, fade out 600 ms', () => {
    expect(AUTOHIDE).toEqual({ holdMs: 1000, fadeInMs: 200, fadeOutMs: 600 })
  })

  it('keep the controls for 1000 ms after the last pointer movement, then hide them', () => {
    expect(msUntilHide(0)).toBe(1000)
    expect(msUntilHide(400)).toBe(600)
    expect(msUntilHide(999)).toBe(1)
    expect(msUntilHide(1000)).toBe(0)
    expect(msUntilHide(1500)).toBe(0)
  })

  it('fade in over 200 ms and out over 600 ms, and not at all under prefers-reduced-motion', () => {
    expect(fadeMs(true, false)).toBe(200)
    expect(fadeMs(false, false)).toBe(600)
    expect(fadeMs(true, true)).toBe(0)
    expect(fadeMs(false, true)).toBe(0)
  })
})
