import { describe, expect, it } from 'vitest'

import { fitInstagramPost, INSTAGRAM_FOOTER_LIGHTBOX, INSTAGRAM_FOOTER_SLIDESHOW } from './instagram-size'

describe('fitInstagramPost', () => {
  it('has the spec’s footer heights', () => {
    expect(INSTAGRAM_FOOTER_SLIDESHOW).toBe(96)
    expect(INSTAGRAM_FOOTER_LIGHTBOX).toBe(132)
  })

  it('fits a square post into the default slideshow stage by its height, footer included', () => {
    // 800 × 500 stage: the picture gets 500 − 96 = 404 px of height, so it is 404 px wide.
    expect(
      fitInstagramPost({
        containerWidth: 800,
        containerHeight: 500,
        mediaWidth: 1080,
        mediaHeight: 1080,
        footer: 96,
      }),
    ).toEqual({
      width: 404,
      height: 500,
    })
  })

  it('fits a wide post into a narrow container by its width', () => {
    // 16:9 picture, 320 px wide container: 180 px of picture plus the 132 px footer.
    expect(
      fitInstagramPost({
        containerWidth: 320,
        containerHeight: 1000,
        mediaWidth: 1920,
        mediaHeight: 1080,
        footer: 132,
      }),
    ).toEqual({
      width: 320,
      height: 312,
    })
  })

  it('keeps the picture’s ratio: the box is the picture plus exactly the footer', () => {
    for (const [w, h] of [
      [1080, 1350],
      [1080, 566],
      [640, 640],
    ]) {
      const box = fitInstagramPost({
        containerWidth: 600,
        containerHeight: 700,
        mediaWidth: w,
        mediaHeight: h,
        footer: 132,
      })
      expect(box.width).toBeLessThanOrEqual(600)
      expect(box.height).toBeLessThanOrEqual(700)
      expect(Math.abs((box.height - 132) / box.width - h / w)).toBeLessThan(0.01)
    }
  })

  it('with no footer, fits media like object-fit: contain', () => {
    expect(
      fitInstagramPost({
        containerWidth: 800,
        containerHeight: 500,
        mediaWidth: 1280,
        mediaHeight: 720,
        footer: 0,
      }),
    ).toEqual({ width: 800, height: 450 })
    expect(
      fitInstagramPost({
        containerWidth: 800,
        containerHeight: 500,
        mediaWidth: 720,
        mediaHeight: 1280,
        footer: 0,
      }),
    ).toEqual({ width: 281, height: 500 })
  })

  it('treats an unknown picture size as square', () => {
    expect(
      fitInstagramPost({
        containerWidth: 500,
        containerHeight: 1000,
        mediaWidth: null,
        mediaHeight: 0,
        footer: 96,
      }),
    ).toEqual({ width: 500, height: 596 })
  })

  it('gives an empty box when nothing fits', () => {
    expect(
      fitInstagramPost({
        containerWidth: 0,
        containerHeight: 500,
        mediaWidth: 1,
        mediaHeight: 1,
        footer: 96,
      }),
    ).toEqual({ width: 0, height: 0 })
    expect(
      fitInstagramPost({
        containerWidth: 500,
        containerHeight: 90,
        mediaWidth: 1,
        mediaHeight: 1,
        footer: 96,
      }),
    ).toEqual({ width: 0, height: 0 })
    expect(
      fitInstagramPost({
        containerWidth: Number.NaN,
        containerHeight: 500,
        mediaWidth: 1,
        mediaHeight: 1,
        footer: 96,
      }),
    ).toEqual({ width: 0, height: 0 })
  })
})
