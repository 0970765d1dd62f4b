import { describe, expect, it } from 'vitest'

import { scaleSlideshow } from './slideshow-scale'

// The plugin's defaults: an 800×500 stage, 60 px play button, 90×90 watermark at 20 px,
// title 16 px, description 14 px, 90 px filmstrip.
const defaults = {
  imageWidth: 800,
  imageHeight: 500,
  playPauseButtonSize: 60,
  watermarkWidth: 90,
  watermarkHeight: 90,
  watermarkFontSize: 20,
  titleFontSize: 16,
  descriptionFontSize: 14,
  filmstripWidth: 90,
  filmstripHeight: 90,
}

describe('slideshow scaling', () => {
  it('scales everything by parent width / image width, keeping the aspect ratio', () => {
    const scaled = scaleSlideshow(400, defaults)
    expect(scaled.scale).toBe(0.5)
    expect([scaled.imageWidth, scaled.imageHeight]).toEqual([400, 250])
    expect(scaled.playPauseButtonSize).toBe(30)
    expect([scaled.watermarkWidth, scaled.watermarkHeight, scaled.watermarkFontSize]).toEqual([45, 45, 10])
    expect(scaled.filmstripHeight).toBe(45)
  })

  it('shows title and description at twice their configured size, then scales them', () => {
    expect(scaleSlideshow(800, defaults)).toMatchObject({ titleFontSize: 32, descriptionFontSize: 28 })
    expect(scaleSlideshow(200, defaults)).toMatchObject({ scale: 0.25, titleFontSize: 8, descriptionFontSize: 7 })
  })

  it('never enlarges beyond the configured size in a wider parent', () => {
    expect(scaleSlideshow(1600, defaults)).toMatchObject({ scale: 1, imageWidth: 800, imageHeight: 500 })
  })

  it('keeps the configured size before the parent has been measured', () => {
    expect(scaleSlideshow(0, defaults).scale).toBe(1)
  })
})
