/**
 * Mosaic (justified rows): images keep their aspect ratio and share a row height; each row is
 * scaled so that it fills the container width exactly. The last row keeps the target height
 * instead of being stretched when its images do not fill the width.
 */
import { aspectRatio, type Dimensions } from '@/features/media'

export type MosaicItem = { index: number; width: number; height: number }
export type MosaicRow = { items: MosaicItem[]; height: number; /** false for a last row left at the target height */ filled: boolean }

export function justifyRows(
  images: Dimensions[],
  options: { containerWidth: number; targetRowHeight: number; gap: number },
): MosaicRow[] {
  const { containerWidth: width, targetRowHeight: target, gap } = options
  if (!(width > 0) || !(target > 0)) return []
  const ratios = images.map((image) => aspectRatio(image))
  const rows: MosaicRow[] = []
  // The height that makes images [start, end) fill the width exactly.
  const fillHeight = (start: number, end: number) => {
    let sum = 0
    for (let i = start; i < end; i++) sum += ratios[i]
    return (width - (end - start - 1) * gap) / sum
  }
  const makeRow = (start: number, end: number, height: number, filled: boolean): MosaicRow => ({
    items: ratios.slice(start, end).map((ratio, offset) => ({ index: start + offset, width: ratio * height, height })),
    height,
    filled,
  })

  let start = 0
  while (start < ratios.length) {
    // Grow the row while it is still too tall to fill the width at the target height.
    let end = start + 1
    while (end < ratios.length && fillHeight(start, end) > target) end++
    const withLast = fillHeight(start, end)
    if (withLast > target) {
      // Ran out of images before the row was full: the last row stays at the target height,
      // unless even that would overflow the width (then it is scaled down like any other row).
      rows.push(makeRow(start, end, target, false))
      break
    }
    // The row with image `end - 1` is at or below the target height; without it, above. Keep
    // whichever is closer to the target (a single image that is wider than the row on its own
    // has no choice).
    const withoutLast = end - 1 > start ? fillHeight(start, end - 1) : Infinity
    if (withoutLast - target < target - withLast) end--
    rows.push(makeRow(start, end, fillHeight(start, end), true))
    start = end
  }
  return rows
}
