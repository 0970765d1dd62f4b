/**
 * What the popup does, from the gallery settings global's Lightbox tab (the gallery feature maps
 * the global onto this shape with its defaults, view-settings.ts). Types and one pure helper.
 */

export type FilmstripPosition = 'bottom' | 'top' | 'start' | 'end'

export type PopupSettings = {
  /** The popup's size while not maximized (the original plugin's popup width and height), px. */
  width: number
  height: number
  /** Wrap from the last image to the first (and back); without it the arrows hide at the ends. */
  loop: boolean
  /** The filmstrip is shown when the popup opens (a button shows or hides it). */
  filmstrip: boolean
  filmstripPosition: FilmstripPosition
  /** Height of the filmstrip's thumbnails, px (their width follows at 3:2). */
  filmstripHeight: number
  /** The popup plays by itself when it opens (never for visitors who prefer reduced motion). */
  autoplay: boolean
  /** Seconds between images while playing. */
  interval: number
  fullscreen: boolean
  info: boolean
  comments: boolean
  commentModeration: boolean
  rating: boolean
  hitCounter: boolean
  ecommerce: boolean
  share: boolean
  download: boolean
  controlsPosition: 'top' | 'bottom'
  /** No context menu on the image (a deterrent, not protection). */
  disableRightClick: boolean
}

/** The spec's filmstrip animation (SPEC.md section 9): the slides and the filmstrip move together. (The sidebar's 100 ms is in lightbox.css.) */
export const FILMSTRIP_ANIMATION_MS = 500
/** The spec's popup removal delay. */
export const POPUP_REMOVAL_MS = 20
/** The spec's click debounce. */
export const CLICK_DEBOUNCE_MS = 100
/** A filmstrip thumbnail's width for its height (3:2). */
export const filmstripWidthFor = (height: number) => Math.round((height * 3) / 2)

/** True when the popup may play by itself: asked for, and the visitor does not prefer reduced motion. */
export function startsPlaying(settings: Pick<PopupSettings, 'autoplay'>, reducedMotion: boolean): boolean {
  return settings.autoplay && !reducedMotion
}
