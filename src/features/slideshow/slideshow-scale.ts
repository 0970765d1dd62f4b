/**
 * Slideshow scaling (SPEC.md section 2): the stage scales to its parent's width keeping
 * image_width : image_height, and every size in it (fonts, play button, watermark) scales by
 * parent width / configured image width. Title and description text are shown at twice their
 * configured size, then scaled. Never enlarged beyond the configured size.
 */
export type SlideshowSizes = {
  imageWidth: number
  imageHeight: number
  playPauseButtonSize: number
  watermarkWidth: number
  watermarkHeight: number
  watermarkFontSize: number
  titleFontSize: number
  descriptionFontSize: number
  filmstripWidth: number
  filmstripHeight: number
}

export type ScaledSlideshow = SlideshowSizes & { scale: number }

export function scaleSlideshow(parentWidth: number, sizes: SlideshowSizes): ScaledSlideshow {
  const configured = Math.max(1, sizes.imageWidth)
  const scale = parentWidth > 0 && parentWidth < configured ? parentWidth / configured : 1
  const s = (value: number) => Math.round(value * scale * 100) / 100
  return {
    scale,
    imageWidth: s(sizes.imageWidth),
    imageHeight: s(sizes.imageHeight),
    playPauseButtonSize: s(sizes.playPauseButtonSize),
    watermarkWidth: s(sizes.watermarkWidth),
    watermarkHeight: s(sizes.watermarkHeight),
    watermarkFontSize: s(sizes.watermarkFontSize),
    titleFontSize: s(2 * sizes.titleFontSize),
    descriptionFontSize: s(2 * sizes.descriptionFontSize),
    filmstripWidth: s(sizes.filmstripWidth),
    filmstripHeight: s(sizes.filmstripHeight),
  }
}
