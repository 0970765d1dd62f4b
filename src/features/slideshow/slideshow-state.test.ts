import { describe, expect, it } from 'vitest'

import { initialSlideshowState, nextIndex, previousIndex, slideshowReducer, type SlideshowEvent, type SlideshowState } from './slideshow-state'

const start = (overrides: Partial<Parameters<typeof initialSlideshowState>[0]> = {}) =>
  initialSlideshowState({ total: 5, autoplay: true, loop: true, shuffle: false, ...overrides })

const run = (state: SlideshowState, ...events: SlideshowEvent[]) => events.reduce(slideshowReducer, state)

describe('next and previous slide', () => {
  it('advances by one and wraps to the first when looping', () => {
    expect(nextIndex(2, 5, { loop: true, shuffle: false })).toBe(3)
    expect(nextIndex(4, 5, { loop: true, shuffle: false })).toBe(0)
    expect(previousIndex(0, 5, true)).toBe(4)
  })

  it('stops at the ends when looping is off', () => {
    expect(nextIndex(4, 5, { loop: false, shuffle: false })).toBeNull()
    expect(previousIndex(0, 5, false)).toBeNull()
  })

  it('with shuffle jumps by a random step of 1 to total − 1, never to the same slide', () => {
    expect(nextIndex(1, 5, { loop: false, shuffle: true, random: () => 0 })).toBe(2)
    expect(nextIndex(1, 5, { loop: false, shuffle: true, random: () => 0.999 })).toBe(0)
    for (let r = 0; r < 1; r += 0.05) expect(nextIndex(3, 5, { loop: true, shuffle: true, random: () => r })).not.toBe(3)
  })

  it('has nowhere to go with one slide', () => {
    expect(nextIndex(0, 1, { loop: true, shuffle: true })).toBeNull()
    expect(start({ total: 1 }).playing).toBe(false)
  })
})

describe('slideshow state', () => {
  it('autoplays unless the visitor prefers reduced motion', () => {
    expect(start().playing).toBe(true)
    expect(start({ reducedMotion: true }).playing).toBe(false)
  })

  it('queues image changes while a transition runs and shows the latest one after it', () => {
    const state = run(start(), { type: 'next' }, { type: 'next' }, { type: 'go', index: 4 })
    expect(state).toMatchObject({ current: 1, transitioning: true, queued: 4 })
    const after = run(state, { type: 'transitionEnd' })
    expect(after).toMatchObject({ current: 4, transitioning: true, queued: null })
    expect(run(after, { type: 'transitionEnd' })).toMatchObject({ current: 4, transitioning: false })
  })

  it('advances on each tick while playing, and not while paused', () => {
    const playing = run(start(), { type: 'tick' }, { type: 'transitionEnd' }, { type: 'tick' }, { type: 'transitionEnd' })
    expect(playing.current).toBe(2)
    const paused = run(playing, { type: 'pause' }, { type: 'tick' })
    expect(paused.current).toBe(2)
  })

  it('stops playing on the last slide when looping is off', () => {
    const state = run(start({ loop: false, start: 4 }), { type: 'tick' })
    expect(state).toMatchObject({ current: 4, playing: false })
  })

  it('pauses on window blur and resumes on focus, but a visitor’s own pause stays paused', () => {
    const blurred = run(start(), { type: 'blur' })
    expect(blurred.playing).toBe(false)
    expect(run(blurred, { type: 'focus' }).playing).toBe(true)
    const paused = run(start(), { type: 'pause' }, { type: 'blur' }, { type: 'focus' })
    expect(paused.playing).toBe(false)
  })

  it('toggles play and pause', () => {
    expect(run(start(), { type: 'toggle' }).playing).toBe(false)
    expect(run(start(), { type: 'toggle' }, { type: 'toggle' }).playing).toBe(true)
  })

  it('clamps a requested slide into range', () => {
    expect(run(start(), { type: 'go', index: 99 }).current).toBe(4)
    expect(run(start({ start: 3 }), { type: 'go', index: -5 }).current).toBe(0)
  })
})

describe('a show whose slides arrive a window at a time', () => {
  const partial = () => initialSlideshowState({ total: 3, autoplay: true, loop: true, shuffle: false, complete: false })

  it('waits at the last slide that has arrived instead of wrapping or stopping', () => {
    let state = partial()
    for (let i = 0; i < 5; i++) state = slideshowReducer(slideshowReducer(state, { type: 'tick' }), { type: 'transitionEnd' })
    expect(state).toMatchObject({ current: 2, playing: true })
    state = slideshowReducer(state, { type: 'grow', total: 5, complete: true })
    state = slideshowReducer(slideshowReducer(state, { type: 'tick' }), { type: 'transitionEnd' })
    expect(state.current).toBe(3)
  })

  it('wraps only once every slide is in', () => {
    let state = slideshowReducer(partial(), { type: 'grow', total: 3, complete: true })
    state = slideshowReducer(state, { type: 'go', index: 2 })
    state = slideshowReducer(slideshowReducer(state, { type: 'transitionEnd' }), { type: 'tick' })
    expect(state.current).toBe(0)
    expect(slideshowReducer(partial(), { type: 'previous' }).current).toBe(0)
  })
})
