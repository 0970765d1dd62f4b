import { describe, expect, it } from 'vitest'

import { masonryColumns } from './masonry'

const size = (width: number, height: number) => ({ width, height })

describe('masonryColumns: shortest column first', () => {
  it('fills the first row left to right, then always tops up the shortest column', () => {
    // Column width 100: heights 100, 200, 50, then 100, 100, 100.
    const images = [size(100, 100), size(100, 200), size(200, 100), size(100, 100), size(100, 100), size(100, 100)]
    const layout = masonryColumns(images, { columns: 3, columnWidth: 100, gap: 0 })
    expect(layout.columns).toEqual([[0, 4], [1], [2, 3, 5]])
    // Image 3 tops up column 3 (50 → 150), image 4 column 1 (100 → 200), image 5 column 3 again.
    expect(layout.heights).toEqual([200, 200, 250])
  })

  it('counts the gap between images, not above the first one', () => {
    const layout = masonryColumns([size(100, 100), size(100, 100), size(100, 100)], { columns: 2, columnWidth: 100, gap: 10 })
    expect(layout.columns).toEqual([[0, 2], [1]])
    expect(layout.heights).toEqual([210, 100])
  })

  it('adds a fixed extra height per image (a caption under each)', () => {
    const layout = masonryColumns([size(100, 100), size(100, 50)], { columns: 1, columnWidth: 200, gap: 4, extraHeight: 20 })
    expect(layout.heights).toEqual([220 + 4 + 120])
  })

  it('gives ties to the leftmost column, so the same images always give the same layout', () => {
    const images = Array.from({ length: 8 }, () => size(300, 200))
    const first = masonryColumns(images, { columns: 4, columnWidth: 269, gap: 4 })
    expect(first.columns).toEqual([[0, 4], [1, 5], [2, 6], [3, 7]])
    expect(masonryColumns(images, { columns: 4, columnWidth: 269, gap: 4 })).toEqual(first)
  })

  it('keeps every image exactly once, in order within each column', () => {
    const images = Array.from({ length: 50 }, (_, i) => size(200 + ((i * 37) % 300), 150 + ((i * 53) % 400)))
    const { columns } = masonryColumns(images, { columns: 4, columnWidth: 269, gap: 4 })
    expect(columns.flat().sort((a, b) => a - b)).toEqual(images.map((_, i) => i))
    for (const column of columns) expect(column).toEqual([...column].sort((a, b) => a - b))
  })

  it('puts everything in one column when asked for none', () => {
    expect(masonryColumns([size(1, 1), size(1, 1)], { columns: 0, columnWidth: 100, gap: 0 }).columns).toEqual([[0, 1]])
  })
})
