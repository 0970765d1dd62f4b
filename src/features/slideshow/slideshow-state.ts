/**
 * The slideshow's behaviour as a pure state machine (SPEC.md sections 2 and 4): playing or
 * paused, a current slide, image changes queued while a transition runs, pausing on window blur
 * and resuming on focus, shuffle or advance-and-wrap. The React component only dispatches
 * events and renders the state; timers live there.
 */

export type SlideshowState = {
  total: number
  current: number
  playing: boolean
  /** Paused because the window lost focus: resumes on focus. */
  pausedByBlur: boolean
  /** A slide change is animating; further changes wait in `queued`. */
  transitioning: boolean
  /** The slide to show once the running transition ends (the latest request wins). */
  queued: number | null
  loop: boolean
  shuffle: boolean
  /**
   * Every slide of the set is known. A long gallery arrives a window at a time: until the last
   * window is in, the end of the loaded slides is not the end of the show, so it neither wraps
   * nor stops there; it waits for more (`grow`).
   */
  complete: boolean
}

export type SlideshowEvent =
  | { type: 'next'; random?: () => number }
  | { type: 'previous' }
  | { type: 'go'; index: number }
  | { type: 'tick'; random?: () => number }
  | { type: 'transitionEnd' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'blur' }
  | { type: 'focus' }
  /** More slides have arrived (`complete`: they are the last). */
  | { type: 'grow'; total: number; complete: boolean }

export function initialSlideshowState(options: {
  total: number
  start?: number
  autoplay: boolean
  loop: boolean
  shuffle: boolean
  reducedMotion?: boolean
  /** False while more slides of the set are still to come (default true). */
  complete?: boolean
}): SlideshowState {
  const total = Math.max(0, Math.floor(options.total))
  return {
    total,
    current: clampIndex(options.start ?? 0, total),
    // No autoplay for visitors who asked for reduced motion; they can still press play.
    playing: options.autoplay && !options.reducedMotion && total > 1,
    pausedByBlur: false,
    transitioning: false,
    queued: null,
    loop: options.loop,
    shuffle: options.shuffle,
    complete: options.complete ?? true,
  }
}

export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0
  return Math.min(Math.max(Math.trunc(index), 0), total - 1)
}

/**
 * The slide after `current`. With shuffle it jumps by a random step of 1 to total − 1, so it
 * never stays on the same slide; otherwise it advances by one and wraps to the first only when
 * looping (null: there is no next slide).
 */
export function nextIndex(current: number, total: number, options: { loop: boolean; shuffle: boolean; random?: () => number }): number | null {
  if (total <= 1) return null
  if (options.shuffle) {
    const step = 1 + Math.floor((options.random ?? Math.random)() * (total - 1))
    return (current + step) % total
  }
  if (current + 1 < total) return current + 1
  return options.loop ? 0 : null
}

/** The slide before `current`, wrapping to the last only when looping. */
export function previousIndex(current: number, total: number, loop: boolean): number | null {
  if (total <= 1) return null
  if (current > 0) return current - 1
  return loop ? total - 1 : null
}

/** Starts a change to `target`, or queues it while a transition runs. */
function change(state: SlideshowState, target: number | null): SlideshowState {
  if (target === null || target === state.current) return state
  if (state.transitioning) return { ...state, queued: target }
  return { ...state, current: target, transitioning: true, queued: null }
}

export function slideshowReducer(state: SlideshowState, event: SlideshowEvent): SlideshowState {
  switch (event.type) {
    case 'next':
      return change(state, nextIndex(state.current, state.total, { loop: state.loop && state.complete, shuffle: state.shuffle, random: event.random }))
    case 'previous':
      return change(state, previousIndex(state.current, state.total, state.loop && state.complete))
    case 'go':
      return change(state, clampIndex(event.index, state.total))
    case 'tick': {
      if (!state.playing) return state
      const target = nextIndex(state.current, state.total, { loop: state.loop && state.complete, shuffle: state.shuffle, random: event.random })
      // At the end without looping, the show stops on the last slide; at the end of what has
      // arrived so far, it waits there for the next window.
      if (target === null) return state.complete ? { ...state, playing: false } : state
      return change(state, target)
    }
    case 'transitionEnd':
      if (state.queued !== null && state.queued !== state.current) {
        return { ...state, current: state.queued, queued: null, transitioning: true }
      }
      return { ...state, transitioning: false, queued: null }
    case 'play':
      return state.total > 1 ? { ...state, playing: true, pausedByBlur: false } : state
    case 'pause':
      return { ...state, playing: false, pausedByBlur: false }
    case 'toggle':
      return slideshowReducer(state, { type: state.playing ? 'pause' : 'play' })
    case 'blur':
      return state.playing ? { ...state, playing: false, pausedByBlur: true } : state
    case 'focus':
      return state.pausedByBlur ? { ...state, playing: true, pausedByBlur: false } : state
    case 'grow':
      return event.total > state.total || event.complete !== state.complete ? { ...state, total: Math.max(state.total, event.total), complete: event.complete } : state
  }
}
