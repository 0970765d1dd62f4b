/**
 * How many images a slideshow or filmstrip loads ahead (SPEC.md section 9, `preload_images`).
 * 0, or a count at least as large as the gallery, means every image.
 */
export function preloadCount(preload: number, total: number): number {
  const count = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0))
  const wanted = Math.floor(Number.isFinite(preload) ? preload : 0)
  if (wanted <= 0 || wanted >= count) return count
  return wanted
}
