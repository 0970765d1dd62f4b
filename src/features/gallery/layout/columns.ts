/**
 * Thumbnail grid maths (SPEC.md section 9): how many thumbnails fit side by side.
 * Pure: no React, no DOM, no I/O.
 */

/**
 * The container width the server lays galleries out for before any browser has measured
 * anything: the site's 72rem content column (1152 px) less its 2 rem padding on each side.
 * CSS scales that layout to the real width (see docs/decisions/008-gallery-state-in-the-url.md).
 */
export const DEFAULT_CONTAINER_WIDTH = 1088

/**
 * Columns of a thumbnail grid: the container width divided by the thumbnail width plus the gap
 * between thumbnails, rounded down, never fewer than one and never more than `maxColumns`.
 */
export function columnCount(containerWidth: number, thumbWidth: number, gap: number, maxColumns: number): number {
  const cap = Math.max(1, Math.floor(finite(maxColumns, 1)))
  const slot = finite(thumbWidth, 0) + Math.max(0, finite(gap, 0))
  if (slot <= 0) return cap
  const fits = Math.floor(Math.max(0, finite(containerWidth, 0)) / slot)
  return Math.min(cap, Math.max(1, fits))
}

/** The width of one column when `columns` share `containerWidth` with `gap` between them. */
export function columnWidth(containerWidth: number, columns: number, gap: number): number {
  const count = Math.max(1, Math.floor(columns))
  return Math.max(0, (containerWidth - (count - 1) * gap) / count)
}

function finite(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback
}
