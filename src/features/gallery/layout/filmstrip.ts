/** The filmstrip's arrows take 20 px on each side (SPEC.md section 9: container minus 40 px). */
export const FILMSTRIP_ARROWS = 40

/** The inner size of a filmstrip (width when horizontal, height when vertical), never negative. */
export function filmstripInnerSize(containerSize: number): number {
  return Math.max(0, (Number.isFinite(containerSize) ? containerSize : 0) - FILMSTRIP_ARROWS)
}
