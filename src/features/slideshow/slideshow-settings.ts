/**
 * A gallery's slideshow settings (SPEC.md section 3) as the slideshow plays them. The defaults are
 * the original plugin's and are defined once here: the admin's field group
 * (slideshow-settings-field.ts) offers them and slideshowSettings() fills them in for a gallery
 * saved before a setting existed. Pure.
 */
import { watermarkDefaults } from '@/features/media'
import type { Gallery } from '@/payload-types'

import type { SlideshowSettings } from './slideshow.client'

/** An 800×500 stage, a horizontal filmstrip, a 5-second interval, looping on. */
export const slideshowDefaults = {
  imageWidth: 800,
  imageHeight: 500,
  navigation: 'filmstrip',
  filmstripDirection: 'horizontal',
  filmstripWidth: 90,
  filmstripHeight: 90,
  playPauseButtonSize: 60,
  autoplay: false,
  interval: 5,
  enableShuffle: false,
  enableLoop: true,
  preloadImages: 5,
  watermarkWidth: 90,
  watermarkHeight: 90,
  watermarkFontSize: 20,
  titleFontSize: 16,
  descriptionFontSize: 14,
  showTitle: true,
  showDescription: true,
} as const satisfies Omit<SlideshowSettings, 'watermark'>

/** A gallery's slideshow settings with the defaults filled in. */
export function slideshowSettings(gallery: Pick<Gallery, 'slideshow'>): SlideshowSettings {
  const s = gallery.slideshow ?? {}
  const d = slideshowDefaults
  const watermarkImage = typeof s.watermarkImage === 'object' && s.watermarkImage ? s.watermarkImage : null
  return {
    imageWidth: s.imageWidth ?? d.imageWidth,
    imageHeight: s.imageHeight ?? d.imageHeight,
    playPauseButtonSize: s.playPauseButtonSize ?? d.playPauseButtonSize,
    watermarkWidth: s.watermarkWidth ?? d.watermarkWidth,
    watermarkHeight: s.watermarkHeight ?? d.watermarkHeight,
    watermarkFontSize: s.watermarkFontSize ?? d.watermarkFontSize,
    titleFontSize: s.titleFontSize ?? d.titleFontSize,
    descriptionFontSize: s.descriptionFontSize ?? d.descriptionFontSize,
    filmstripWidth: s.filmstripWidth ?? d.filmstripWidth,
    filmstripHeight: s.filmstripHeight ?? d.filmstripHeight,
    navigation: s.navigation ?? d.navigation,
    filmstripDirection: s.filmstripDirection ?? d.filmstripDirection,
    autoplay: s.autoplay ?? d.autoplay,
    interval: s.interval ?? d.interval,
    enableShuffle: s.enableShuffle ?? d.enableShuffle,
    enableLoop: s.enableLoop ?? d.enableLoop,
    preloadImages: s.preloadImages ?? d.preloadImages,
    showTitle: s.showTitle ?? d.showTitle,
    showDescription: s.showDescription ?? d.showDescription,
    watermark: {
      type: s.watermarkType ?? watermarkDefaults.type,
      text: s.watermarkText,
      imageUrl: watermarkImage?.sizes?.thumbnail?.url ?? watermarkImage?.url,
    },
  }
}
