/**
 * When a video's controls hide while it plays (SPEC.md section 9: hold 1000 ms after the last
 * pointer movement, fade in 200 ms, fade out 600 ms). Pure functions of time; the player applies
 * them with a timer and CSS transitions of these lengths (none under prefers-reduced-motion).
 */
import { PLAYER_DEFAULTS } from './player-defaults'

export type AutohideTimings = { holdMs: number; fadeInMs: number; fadeOutMs: number }

export const AUTOHIDE: AutohideTimings = PLAYER_DEFAULTS.autohide

/** Whether the controls are meant to show `sinceActivityMs` after the last pointer movement or focus. */
export const controlsShown = (sinceActivityMs: number, timings: AutohideTimings = AUTOHIDE) => sinceActivityMs < timings.holdMs

/** How long after now the controls start to hide (0 when they already have). */
export const msUntilHide = (sinceActivityMs: number, timings: AutohideTimings = AUTOHIDE) => Math.max(0, timings.holdMs - sinceActivityMs)

/** The length of the fade towards `shown` (0 under reduced motion). */
export const fadeMs = (shown: boolean, reducedMotion: boolean, timings: AutohideTimings = AUTOHIDE) =>
  reducedMotion ? 0 : shown ? timings.fadeInMs : timings.fadeOutMs

/**
 * The controls' opacity `sinceActivityMs` after a pointer movement that found them at
 * `fromOpacity`: they fade in (a full fade takes fadeInMs), stay for holdMs after the movement,
 * then fade out over fadeOutMs.
 */
export function controlsOpacity(sinceActivityMs: number, fromOpacity = 0, reducedMotion = false, timings: AutohideTimings = AUTOHIDE): number {
  const t = Math.max(0, sinceActivityMs)
  if (t < timings.holdMs) {
    const fadeIn = fadeMs(true, reducedMotion, timings)
    return fadeIn === 0 ? 1 : Math.min(1, fromOpacity + t / fadeIn)
  }
  const fadeOut = fadeMs(false, reducedMotion, timings)
  return fadeOut === 0 ? 0 : Math.max(0, 1 - (t - timings.holdMs) / fadeOut)
}
