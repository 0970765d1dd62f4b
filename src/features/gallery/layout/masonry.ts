/**
 * Masonry (vertical columns): each image goes to the column that is shortest so far, so the
 * columns end close to the same height. Pure and deterministic: ties go to the leftmost column.
 */
import { aspectRatio, type Dimensions } from '@/features/media'

export type MasonryLayout = {
  /** Image indexes per column, top to bottom. */
  columns: number[][]
  /** Each column's height in px at the given column width, gaps included. */
  heights: number[]
  columnWidth: number
}

export function masonryColumns(
  images: Dimensions[],
  options: { columns: number; columnWidth: number; gap: number; extraHeight?: number },
): MasonryLayout {
  const count = Math.max(1, Math.floor(options.columns))
  const columns: number[][] = Array.from({ length: count }, () => [])
  const heights: number[] = Array(count).fill(0)
  images.forEach((image, index) => {
    let shortest = 0
    // Strictly less, so equal heights keep the leftmost column: the same input always gives the
    // same layout. The 0.5 px tolerance stops rounding noise from sending an image to the right.
    for (let column = 1; column < count; column++) if (heights[column] < heights[shortest] - 0.5) shortest = column
    const height = options.columnWidth / aspectRatio(image) + (options.extraHeight ?? 0)
    heights[shortest] += (columns[shortest].length ? options.gap : 0) + height
    columns[shortest].push(index)
  })
  return { columns, heights, columnWidth: options.columnWidth }
}
