import { describe, expect, it } from 'vitest'

import { THEME_LIGHTBOX } from './photo-set-defaults'
import { kindOf, linkLabel, mediaBox } from './photo-set'

describe('the theme lightbox numbers (SPEC.md section 9)', () => {
  it('shows video at 960 × 540 by default, thumbnails at 75 × 50 with a 2 px gap, and never narrower than 260', () => {
    expect(THEME_LIGHTBOX).toEqual({ video: { width: 960, height: 540 }, thumbnail: { width: 75, height: 50, gap: 2 }, minContentWidth: 260 })
  })
})

describe('mediaBox', () => {
  it('keeps the configured size where it fits', () => {
    expect(mediaBox({ width: 960, height: 540 }, { width: 1280, height: 800 })).toEqual({ width: 960, height: 540 })
  })

  it('scales down to the width or the height available, keeping 16:9', () => {
    expect(mediaBox({ width: 960, height: 540 }, { width: 600, height: 800 })).toEqual({ width: 600, height: 338 })
    expect(mediaBox({ width: 960, height: 540 }, { width: 1280, height: 360 })).toEqual({ width: 640, height: 360 })
  })

  it('stays 260 px wide on a screen narrower than that', () => {
    expect(mediaBox({ width: 960, height: 540 }, { width: 200, height: 600 })).toEqual({ width: 260, height: 146 })
    expect(mediaBox({ width: 960, height: 540 }, { width: 1280, height: 100 })).toEqual({ width: 260, height: 146 })
  })

  it('never enlarges a video smaller than the minimum', () => {
    expect(mediaBox({ width: 200, height: 100 }, { width: 1000, height: 1000 })).toEqual({ width: 200, height: 100 })
  })
})

describe('kindOf', () => {
  it('tells photos, videos and sounds apart by their stored type', () => {
    expect(kindOf('image/jpeg')).toBe('image')
    expect(kindOf('video/webm')).toBe('video')
    expect(kindOf('audio/wav')).toBe('audio')
    expect(kindOf('application/pdf')).toBeNull()
    expect(kindOf(null)).toBeNull()
  })
})

describe('linkLabel', () => {
  it('names the item, what it is and where it stands in the set', () => {
    expect(linkLabel({ kind: 'image', title: 'Ridge line' }, 3, 8)).toBe('Ridge line (photo 3 of 8, opens in a viewer)')
    expect(linkLabel({ kind: 'audio', title: 'Dawn chorus' }, 1, 2)).toBe('Dawn chorus (sound 1 of 2, opens in a viewer)')
  })
})
