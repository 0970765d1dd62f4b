/**
 * When a video's controls hide while it plays (SPEC.md section 9: hold 1000 ms after the last
 * pointer movement, fade in 200 ms, fade out 600 ms). Pure functions of time; the player applies
 * them with a timer and CSS transitions of these lengths (none under prefers-reduced-motion).
 */
import { PLAYER_DEFAULTS } from './player-defaults'

export type AutohideTimings = { holdMs: number; fadeInMs: number; fadeOutMs: number }

export const AUTOHIDE: AutohideTimings = PLAYER_DEFAULTS.autohide

/** How long after now the controls start to hide (0 when they already have). */
export const msUntilHide = (sinceActivityMs: number, timings: AutohideTimings = AUTOHIDE) => Math.max(0, timings.holdMs - sinceActivityMs)

/** The length of the fade towards `shown` (0 under reduced motion). */
export const fadeMs = (shown: boolean, reducedMotion: boolean, timings: AutohideTimings = AUTOHIDE) =>
  reducedMotion ? 0 : shown ? timings.fadeInMs : timings.fadeOutMs
