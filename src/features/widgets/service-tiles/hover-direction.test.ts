import { describe, expect, it } from 'vitest'

import { hoverEdge } from './hover-direction'

const square = { left: 100, top: 200, width: 300, height: 300 }
const wide = { left: 0, top: 0, width: 400, height: 200 }

describe('the edge the pointer crossed', () => {
  it('names the edge nearest to the pointer on a square tile', () => {
    expect(hoverEdge(square, { x: 250, y: 201 })).toBe('top')
    expect(hoverEdge(square, { x: 399, y: 350 })).toBe('right')
    expect(hoverEdge(square, { x: 250, y: 499 })).toBe('bottom')
    expect(hoverEdge(square, { x: 101, y: 350 })).toBe('left')
  })

  it('splits the corners along the diagonals', () => {
    expect(hoverEdge(square, { x: 120, y: 101 + 100 })).toBe('top')
    expect(hoverEdge(square, { x: 101, y: 230 })).toBe('left')
  })

  it('scales a wide tile to a square, so its short edges still get their share', () => {
    // 10 px from the left end of a 400×200 tile, level with the centre: the left edge.
    expect(hoverEdge(wide, { x: 10, y: 100 })).toBe('left')
    // 60 px in from the left along the top edge: nearer the top once scaled.
    expect(hoverEdge(wide, { x: 60, y: 2 })).toBe('top')
    expect(hoverEdge(wide, { x: 390, y: 120 })).toBe('right')
    expect(hoverEdge(wide, { x: 200, y: 199 })).toBe('bottom')
  })

  it('answers top for a tile with no size rather than failing', () => {
    expect(hoverEdge({ left: 0, top: 0, width: 0, height: 0 }, { x: 5, y: 5 })).toBe('top')
  })
})
