import { describe, expect, it } from 'vitest'

import { altFromFileName, MAX_REORDER, moveItem, nextOrder, parseReorderBody, renumber } from './image-order'

describe('moveItem', () => {
  it('moves the last image first', () => {
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3])
  })
  it('moves an image one place later', () => {
    expect(moveItem([1, 2, 3, 4], 1, 2)).toEqual([1, 3, 2, 4])
  })
  it('leaves the list as it is for a move nowhere or out of range, and never changes its input', () => {
    const ids = [1, 2, 3]
    expect(moveItem(ids, 1, 1)).toEqual([1, 2, 3])
    expect(moveItem(ids, 5, 0)).toEqual([1, 2, 3])
    expect(moveItem(ids, 0, -1)).toEqual([1, 2, 3])
    expect(ids).toEqual([1, 2, 3])
  })
})

describe('renumber', () => {
  it('numbers the images 1, 2, 3… and writes only those whose number changes', () => {
    const current = new Map([
      [10, 1],
      [11, 2],
      [12, 3],
      [13, 4],
    ])
    // The last one dragged first: every image moves.
    expect(renumber([13, 10, 11, 12], current)).toEqual([
      { id: 13, order: 1 },
      { id: 10, order: 2 },
      { id: 11, order: 3 },
      { id: 12, order: 4 },
    ])
    // Two neighbours swapped: two writes.
    expect(renumber([10, 12, 11, 13], current)).toEqual([
      { id: 12, order: 2 },
      { id: 11, order: 3 },
    ])
  })
  it('numbers images that had no number, or shared one (all 0 from before)', () => {
    expect(renumber([5, 6], new Map([[5, 0], [6, null]]))).toEqual([
      { id: 5, order: 1 },
      { id: 6, order: 2 },
    ])
  })
})

describe('nextOrder', () => {
  it('is one past the largest number, or 1 in an empty gallery', () => {
    expect(nextOrder(7)).toBe(8)
    expect(nextOrder(0)).toBe(1)
    expect(nextOrder(null)).toBe(1)
    expect(nextOrder(undefined)).toBe(1)
    expect(nextOrder(-3)).toBe(1)
  })
})

describe('parseReorderBody', () => {
  it('accepts a list of distinct ids', () => {
    expect(parseReorderBody({ ids: [3, 1, 2] })).toEqual({ ok: true, ids: [3, 1, 2] })
  })
  it.each([
    [null, 'Send {"ids": [...]}'],
    [[1, 2], 'Send {"ids": [...]}'],
    [{ ids: '1,2' }, 'Send {"ids": [...]}'],
    [{ ids: [] }, 'empty'],
    [{ ids: [1, '2'] }, 'whole number'],
    [{ ids: [1, 2.5] }, 'whole number'],
    [{ ids: [0] }, 'whole number'],
    [{ ids: [1, 2, 1] }, 'named twice'],
    [{ ids: Array.from({ length: MAX_REORDER + 1 }, (_, i) => i + 1) }, 'At most'],
  ])('refuses %j with a sentence', (body, words) => {
    const result = parseReorderBody(body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toContain(words)
  })
})

describe('altFromFileName', () => {
  it('makes a readable first alt text from a file name', () => {
    expect(altFromFileName('sunset_over-the-bay.jpg')).toBe('Sunset over the bay')
    expect(altFromFileName('IMG_0042.JPEG')).toBe('IMG 0042')
    expect(altFromFileName('.jpg')).toBe('Photo')
    expect(altFromFileName('plain')).toBe('Plain')
  })
})
