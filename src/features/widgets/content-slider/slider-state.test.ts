import { describe, expect, it } from 'vitest'

import { initialSlider, isPlaying, SLIDER_DEFAULTS, slideFromHash, sliderReducer, swipeAction, type SliderEvent, type SliderState } from './slider-state'

const run = (state: SliderState, ...events: SliderEvent[]) => events.reduce(sliderReducer, state)
const ticks = (n: number, ms: number = SLIDER_DEFAULTS.tickMs): SliderEvent[] =>
  Array.from({ length: n }, () => ({ type: 'tick', ms, pauseMs: SLIDER_DEFAULTS.pauseMs }))

describe('the content slider’s numbers', () => {
  it('defaults to 1000×500, a 500 ms animation, a 5000 ms pause, 50 ms ticks and a 75 px swipe', () => {
    expect(SLIDER_DEFAULTS).toEqual({ width: 1000, height: 500, animationMs: 500, pauseMs: 5000, tickMs: 50, swipePx: 75 })
  })
})

describe('next, previous and the numbered navigation', () => {
  it('wraps from the last slide to the first and back', () => {
    const last = initialSlider(3, 2)
    expect(run(last, { type: 'next' }).index).toBe(0)
    expect(run(initialSlider(3), { type: 'previous' }).index).toBe(2)
  })

  it('goes straight to a chosen slide, clamped to the slides there are', () => {
    expect(run(initialSlider(5), { type: 'go', index: 3 }).index).toBe(3)
    expect(run(initialSlider(5), { type: 'go', index: 40 }).index).toBe(4)
    expect(run(initialSlider(5), { type: 'go', index: -2 }).index).toBe(0)
  })
})

describe('automatic advance every 5000 ms in 50 ms ticks', () => {
  it('shows a slide for 99 ticks (4950 ms) and moves on at the 100th (5000 ms)', () => {
    const state = initialSlider(3)
    expect(run(state, ...ticks(99))).toMatchObject({ index: 0, elapsed: 4950 })
    expect(run(state, ...ticks(100))).toMatchObject({ index: 1, elapsed: 0 })
  })

  it('pauses on hover and on focus, and resumes where it stopped once both are gone', () => {
    let state = run(initialSlider(3), ...ticks(60))
    state = run(state, { type: 'pause', reason: 'hover' }, { type: 'pause', reason: 'focus' }, ...ticks(200))
    expect(state).toMatchObject({ index: 0, elapsed: 3000 })
    expect(isPlaying(state)).toBe(false)
    state = run(state, { type: 'resume', reason: 'hover' }, ...ticks(200))
    expect(state).toMatchObject({ index: 0, elapsed: 3000 })
    state = run(state, { type: 'resume', reason: 'focus' }, ...ticks(40))
    expect(state).toMatchObject({ index: 1, elapsed: 0 })
  })

  // Regression: Stop then Start with focus (or the pointer) still on the button left the slider
  // standing under a button that read "Stop automatic slide show".
  it('starts from the play button even while focus and the pointer are on it, until they come back', () => {
    let state = run(initialSlider(3), { type: 'pause', reason: 'hover' }, { type: 'pause', reason: 'focus' }, { type: 'pause', reason: 'button' })
    state = run(state, { type: 'resume', reason: 'button' })
    expect(isPlaying(state)).toBe(true)
    state = run(state, ...ticks(100))
    expect(state).toMatchObject({ index: 1, elapsed: 0 })
    state = run(state, { type: 'pause', reason: 'focus' })
    expect(isPlaying(state)).toBe(false)
    // A hidden tab is not the visitor's choice: the button does not override it.
    state = run(initialSlider(3), { type: 'pause', reason: 'hidden' }, { type: 'pause', reason: 'button' }, { type: 'resume', reason: 'button' })
    expect(state.pausedBy).toEqual(['hidden'])
  })

  it('restarts the 5000 ms after a visitor changes slide', () => {
    const state = run(initialSlider(3), ...ticks(90), { type: 'next' })
    expect(state).toMatchObject({ index: 1, elapsed: 0 })
  })

  it('never advances a single slide, or a slider started paused', () => {
    expect(run(initialSlider(1), ...ticks(200)).index).toBe(0)
    expect(run(initialSlider(3, 0, { paused: true }), ...ticks(200)).index).toBe(0)
  })
})

describe('a slide whose image fails to load is skipped', () => {
  it('moves on from the current slide when its image fails', () => {
    expect(run(initialSlider(4), { type: 'fail', index: 0 }).index).toBe(1)
  })

  it('is passed over by next, previous, the numbers and the timer', () => {
    const state = run(initialSlider(4), { type: 'fail', index: 1 }, { type: 'fail', index: 3 })
    expect(run(state, { type: 'next' }).index).toBe(2)
    expect(run(state, { type: 'previous' }).index).toBe(2)
    expect(run(state, { type: 'go', index: 3 }).index).toBe(0)
    expect(run(state, ...ticks(100)).index).toBe(2)
  })

  it('stops advancing when only one slide is left', () => {
    const state = run(initialSlider(2), { type: 'fail', index: 1 })
    expect(isPlaying(state)).toBe(false)
    expect(run(state, { type: 'next' }).index).toBe(0)
  })
})

describe('#slide{N} in the page address', () => {
  it('starts at slide N, counting from 1', () => {
    expect(slideFromHash('#slide1', 5)).toBe(0)
    expect(slideFromHash('#slide3', 5)).toBe(2)
  })

  it('clamps to the first and last: #slide0 → first, #slide99 → last', () => {
    expect(slideFromHash('#slide0', 5)).toBe(0)
    expect(slideFromHash('#slide99', 5)).toBe(4)
  })

  it('starts at the first for #slideabc, and ignores fragments that name no slide', () => {
    expect(slideFromHash('#slideabc', 5)).toBe(0)
    expect(slideFromHash('#slide-2', 5)).toBe(0)
    expect(slideFromHash('#contact', 5)).toBeNull()
    expect(slideFromHash('', 5)).toBeNull()
  })
})

describe('a swipe of 75 px', () => {
  it('changes slide from 75 px sideways, not at 74', () => {
    expect(swipeAction(-75, 0)).toBe('next')
    expect(swipeAction(75, 10)).toBe('previous')
    expect(swipeAction(-74, 0)).toBeNull()
  })

  it('leaves a mostly vertical gesture to the page’s scrolling', () => {
    expect(swipeAction(-80, 120)).toBeNull()
  })
})
