/**
 * An image's shape from the width and height its record carries. Pure: the gallery's layouts,
 * the embed players and the slideshow all size their boxes with it.
 */

/** Width and height as records carry them: either may be missing. */
export type Dimensions = { width?: number | null; height?: number | null }

/** Width over height of an image, or `fallback` when its size is unknown or nonsense. */
export function aspectRatio({ width, height }: Dimensions, fallback = 4 / 3): number {
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return fallback
  return width / height
}
