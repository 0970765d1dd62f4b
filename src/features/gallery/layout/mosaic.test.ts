import { describe, expect, it } from 'vitest'

import { justifyRows } from './mosaic'

const size = (width: number, height: number) => ({ width, height })

/** A row's width: its images plus the gaps between them. */
const rowWidth = (row: { items: { width: number }[] }, gap: number) =>
  row.items.reduce((sum, item) => sum + item.width, 0) + (row.items.length - 1) * gap

describe('justifyRows: rows of the target height scaled to fill the width exactly', () => {
  it('scales every full row to the container width and keeps the aspect ratio of each image', () => {
    const images = [size(300, 200), size(200, 200), size(400, 200), size(300, 300), size(150, 100), size(200, 100), size(100, 200)]
    const rows = justifyRows(images, { containerWidth: 1088, targetRowHeight: 220, gap: 4 })
    for (const row of rows.filter((r) => r.filled)) {
      expect(rowWidth(row, 4)).toBeCloseTo(1088, 6)
      for (const item of row.items) {
        expect(item.height).toBe(row.height)
        expect(item.width / item.height).toBeCloseTo(images[item.index].width / images[item.index].height, 9)
      }
    }
    expect(rows.flatMap((row) => row.items.map((item) => item.index))).toEqual(images.map((_, i) => i))
  })

  it('breaks rows where the height comes closest to the target', () => {
    // Square images, 1000 px, no gap, target 240: four make 250 px rows, five 200 px rows.
    const rows = justifyRows(Array.from({ length: 8 }, () => size(100, 100)), { containerWidth: 1000, targetRowHeight: 240, gap: 0 })
    expect(rows.map((row) => row.items.length)).toEqual([4, 4])
    expect(rows[0].height).toBe(250)
    // Target 210: five (200 px) is closer than four (250 px).
    const tighter = justifyRows(Array.from({ length: 10 }, () => size(100, 100)), { containerWidth: 1000, targetRowHeight: 210, gap: 0 })
    expect(tighter.map((row) => row.items.length)).toEqual([5, 5])
    expect(tighter[0].height).toBe(200)
  })

  it('leaves a last row that cannot fill the width at the target height, unstretched', () => {
    const rows = justifyRows(Array.from({ length: 6 }, () => size(100, 100)), { containerWidth: 1000, targetRowHeight: 240, gap: 0 })
    expect(rows.map((row) => row.items.length)).toEqual([4, 2])
    const last = rows[1]
    expect(last.filled).toBe(false)
    expect(last.height).toBe(240)
    expect(last.items.map((item) => item.width)).toEqual([240, 240])
    expect(rowWidth(last, 0)).toBeLessThan(1000)
  })

  it('scales down a single panorama wider than the container', () => {
    const rows = justifyRows([size(4000, 500)], { containerWidth: 1000, targetRowHeight: 220, gap: 4 })
    expect(rows).toHaveLength(1)
    expect(rows[0].filled).toBe(true)
    expect(rows[0].items[0].width).toBeCloseTo(1000)
    expect(rows[0].height).toBeCloseTo(125)
  })

  it('counts the gaps between images when filling the width', () => {
    const rows = justifyRows([size(100, 100), size(100, 100), size(100, 100)], { containerWidth: 608, targetRowHeight: 200, gap: 4 })
    expect(rows).toHaveLength(1)
    expect(rows[0].height).toBeCloseTo(200) // (608 - 2 × 4) / 3
  })

  it('answers nothing for no images or no room', () => {
    expect(justifyRows([], { containerWidth: 1000, targetRowHeight: 200, gap: 4 })).toEqual([])
    expect(justifyRows([size(1, 1)], { containerWidth: 0, targetRowHeight: 200, gap: 4 })).toEqual([])
  })
})
