/**
 * The pie chart's geometry and timing (SPEC.md section 9): a ring 165 px across with a 3 px line,
 * filled to the value over 1000 ms once it comes into view.
 */
export const PIE_DEFAULTS = { size: 165, lineWidth: 3, animateMs: 1000 } as const

export const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0)

/** The ring's radius and circumference for an SVG of `size` with a line of `lineWidth`. */
export function pieRing(size: number = PIE_DEFAULTS.size, lineWidth: number = PIE_DEFAULTS.lineWidth) {
  const radius = (size - lineWidth) / 2
  return { radius, circumference: 2 * Math.PI * radius, centre: size / 2 }
}

/** The stroke-dashoffset that leaves `percent` of the circumference drawn. */
export const dashOffset = (percent: number, circumference: number) => circumference * (1 - clampPercent(percent) / 100)

/** Ease out: fast, then settling (the chart's fill). */
export const easeOut = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3

/** The value shown `elapsed` ms into the animation: whole numbers, the target at the end. */
export function valueAt(target: number, elapsed: number, duration: number = PIE_DEFAULTS.animateMs): number {
  if (elapsed >= duration) return clampPercent(target)
  return Math.round(clampPercent(target) * easeOut(elapsed / duration))
}
