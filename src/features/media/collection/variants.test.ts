import { describe, expect, it } from 'vitest'

import { imageSizeNames, storedSizeName, storedSizeNames, tileFitsFrame } from './variants'

describe('the sizes of an upload', () => {
  it('are three widths and the tile, each stored in WebP under its name and in AVIF under the name + Avif', () => {
    expect(imageSizeNames).toEqual(['thumbnail', 'medium', 'large', 'tile'])
    expect(storedSizeName('medium', 'avif')).toBe('mediumAvif')
    expect(storedSizeName('medium', 'webp')).toBe('medium')
    expect(storedSizeNames).toEqual(['thumbnail', 'thumbnailAvif', 'medium', 'mediumAvif', 'large', 'largeAvif', 'tile', 'tileAvif'])
  })

  it('let the 2:1 tile stand in only for a frame at least as wide as it, within 1 %', () => {
    expect(tileFitsFrame(2)).toBe(true)
    expect(tileFitsFrame(1.99)).toBe(true)
    expect(tileFitsFrame(1.5)).toBe(false)
    expect(tileFitsFrame(null)).toBe(false)
    expect(tileFitsFrame(Number.NaN)).toBe(false)
  })
})
