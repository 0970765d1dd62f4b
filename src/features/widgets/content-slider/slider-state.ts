/**
 * The content slider's state (SPEC.md sections 4 and 9): one active slide; next and previous
 * wrap; a numbered choice; automatic advance after 5000 ms of showing a slide, counted in 50 ms
 * ticks that stop while the slider is paused (hover, focus, the pause button, a hidden tab), so
 * a pause resumes where it stopped; slides whose image failed to load are skipped. Pure: the
 * component feeds it events and renders what it returns.
 */

export const SLIDER_DEFAULTS = { width: 1000, height: 500, animationMs: 500, pauseMs: 5000, tickMs: 50, swipePx: 75 } as const

export type PauseReason = 'hover' | 'focus' | 'button' | 'hidden'

export type SliderState = {
  count: number
  index: number
  /** Time the current slide has been shown while playing, in ms. */
  elapsed: number
  pausedBy: PauseReason[]
  /** Slides whose image failed to load, never shown. */
  failed: number[]
}

export type SliderEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go'; index: number }
  | { type: 'tick'; ms: number; pauseMs: number }
  | { type: 'pause'; reason: PauseReason }
  | { type: 'resume'; reason: PauseReason }
  | { type: 'fail'; index: number }

export function initialSlider(count: number, index = 0, options: { paused?: boolean } = {}): SliderState {
  return { count, index: clamp(index, 0, Math.max(0, count - 1)), elapsed: 0, pausedBy: options.paused ? ['button'] : [], failed: [] }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The slides that can be shown, in order. */
export function visibleSlides(state: SliderState): number[] {
  return Array.from({ length: state.count }, (_, i) => i).filter((i) => !state.failed.includes(i))
}

/** The first showable slide from `from` going `step` (±1) with wrap-around; `from` itself counts. */
function showable(state: SliderState, from: number, step: 1 | -1): number {
  for (let n = 0; n < state.count; n++) {
    const candidate = (((from + step * n) % state.count) + state.count) % state.count
    if (!state.failed.includes(candidate)) return candidate
  }
  return state.index
}

export const isPlaying = (state: SliderState) => state.pausedBy.length === 0 && visibleSlides(state).length > 1

export function sliderReducer(state: SliderState, event: SliderEvent): SliderState {
  if (state.count === 0) return state
  switch (event.type) {
    case 'next':
      return { ...state, index: showable(state, state.index + 1, 1), elapsed: 0 }
    case 'previous':
      return { ...state, index: showable(state, state.index - 1, -1), elapsed: 0 }
    case 'go':
      return { ...state, index: showable(state, clamp(Math.trunc(event.index), 0, state.count - 1), 1), elapsed: 0 }
    case 'tick': {
      if (!isPlaying(state)) return state
      const elapsed = state.elapsed + event.ms
      return elapsed >= event.pauseMs ? { ...state, index: showable(state, state.index + 1, 1), elapsed: 0 } : { ...state, elapsed }
    }
    case 'pause':
      return state.pausedBy.includes(event.reason) ? state : { ...state, pausedBy: [...state.pausedBy, event.reason] }
    case 'resume': {
      // The play button is an explicit request: it wins over the pauses of the pointer and the
      // focus it arrived with (WAI-ARIA carousel pattern), so the button never reads "Stop" over
      // a slider that stands still. Hovering or focusing the slider again later pauses it again.
      const cleared: PauseReason[] = event.reason === 'button' ? ['button', 'hover', 'focus'] : [event.reason]
      return state.pausedBy.some((r) => cleared.includes(r)) ? { ...state, pausedBy: state.pausedBy.filter((r) => !cleared.includes(r)) } : state
    }
    case 'fail': {
      if (state.failed.includes(event.index) || event.index < 0 || event.index >= state.count) return state
      const next = { ...state, failed: [...state.failed, event.index] }
      return event.index === state.index ? { ...next, index: showable(next, state.index + 1, 1), elapsed: 0 } : next
    }
  }
}

/**
 * The slide a page address starts at: `#slide{N}` counts from 1 and is clamped to the first and
 * last slide (`#slide0` → first, `#slide99` of 5 → last); `#slide` followed by anything but
 * digits (`#slideabc`) starts at the first. Null when the fragment does not name a slide.
 */
export function slideFromHash(hash: string, count: number): number | null {
  const match = /^#?slide(.*)$/i.exec(hash)
  if (!match || count <= 0) return null
  const digits = /^\d+$/.test(match[1]) ? Number(match[1]) : 1
  return clamp(digits, 1, count) - 1
}

/** What a swipe does: 75 px or more sideways (more sideways than up or down) changes slide. */
export function swipeAction(dx: number, dy: number, threshold: number = SLIDER_DEFAULTS.swipePx): 'next' | 'previous' | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null
  return dx < 0 ? 'next' : 'previous'
}
