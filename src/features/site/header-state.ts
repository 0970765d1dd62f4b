/**
 * When the header shrinks and the boxed navigation fixes (SPEC.md section 9): pure numbers, so
 * the thresholds are tested without a browser. The client component only feeds it the scroll
 * position and the window width.
 */

/** The header shrinks once the page has scrolled more than this (desktop only). */
export const HEADER_SHRINK_AFTER = 60
/** The boxed navigation fixes to the top once the page has scrolled more than this. */
export const BOXED_NAV_FIX_AFTER = 40
/** Widths up to this are phones: the menu toggle shows and the header never shrinks. */
export const MOBILE_MAX_WIDTH = 767
/** Resizing is handled once the window has kept its size this long. */
export const RESIZE_DEBOUNCE_MS = 150

export type HeaderLayout = 'classic' | 'boxed'

export type HeaderState = { shrunk: boolean; navFixed: boolean }

/** The header's state at a scroll position and window width. */
export function headerState(layout: HeaderLayout, scrollY: number, width: number): HeaderState {
  const desktop = width > MOBILE_MAX_WIDTH
  return {
    shrunk: layout === 'classic' && desktop && scrollY > HEADER_SHRINK_AFTER,
    navFixed: layout === 'boxed' && scrollY > BOXED_NAV_FIX_AFTER,
  }
}

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void }

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Calls `fn` once calls have stopped for `ms` milliseconds (the last call's arguments win).
 * `cancel` drops a pending call (when the component unmounts).
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, timers: Timers = realTimers) {
  let handle: unknown
  const debounced = (...args: A) => {
    if (handle !== undefined) timers.clear(handle)
    handle = timers.set(() => {
      handle = undefined
      fn(...args)
    }, ms)
  }
  debounced.cancel = () => {
    if (handle !== undefined) timers.clear(handle)
    handle = undefined
  }
  return debounced
}
