/**
 * The scroll-to-top link's numbers (SPEC.md sections 2 and 9): it shows once the page has
 * scrolled more than 200 px, fades in over 600 ms and out over 400 ms, and brings the page back
 * to the top in 1200 ms (at once when the visitor asks for reduced motion).
 */
export const SCROLL_TOP = { threshold: 200, fadeInMs: 600, fadeOutMs: 400, scrollMs: 1200 } as const

export const scrollTopVisible = (scrollY: number) => scrollY > SCROLL_TOP.threshold

/** Ease in and out (the swing of jQuery's animate): slow start, slow end. */
export const swing = (t: number) => 0.5 - Math.cos(Math.min(1, Math.max(0, t)) * Math.PI) / 2

/**
 * Where the page is `elapsed` ms after the scroll started from `from`: 0 once the scroll time is
 * over, and at once under reduced motion.
 */
export function scrollPositionAt(from: number, elapsed: number, reducedMotion: boolean, duration: number = SCROLL_TOP.scrollMs): number {
  if (reducedMotion || elapsed >= duration || from <= 0) return 0
  return Math.round(from * (1 - swing(elapsed / duration)))
}
