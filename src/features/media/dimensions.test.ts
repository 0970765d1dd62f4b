import { describe, expect, it } from 'vitest'

import { aspectRatio } from './dimensions'

describe('aspectRatio', () => {
  it('uses 4:3 for images of unknown size', () => {
    expect(aspectRatio({ width: null, height: 100 })).toBeCloseTo(4 / 3)
    expect(aspectRatio({ width: 0, height: 0 })).toBeCloseTo(4 / 3)
    expect(aspectRatio({ width: 1600, height: 900 })).toBeCloseTo(16 / 9)
  })
})
