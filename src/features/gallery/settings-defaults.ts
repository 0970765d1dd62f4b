/**
 * The gallery's settings defaults, defined once: the admin's fields offer them (model/) and the
 * views fall back to them for a document saved before a setting existed (view-settings.ts). Pure.
 */
import { DEFAULT_VIEW } from './view-names'
import { DEFAULT_SORT } from './url-state'

/**
 * The site-wide gallery and lightbox options (the `gallery-settings` global), with the original
 * plugin's defaults: loop on, filmstrip on, comments on, rating off, hit counter off, e-commerce
 * off, 30 images a page, 180×90 thumbnails.
 */
export const gallerySettingsDefaults = {
  imagesPerPage: 30,
  thumbWidth: 180,
  thumbHeight: 90,
  thumbGap: 4,
  maxColumns: 5,
  masonryColumns: 4,
  mosaicRowHeight: 220,
  showSearch: true,
  showSort: true,
  showTagFilter: false,
  loadMore: false,
  disableRightClick: false,
  enableLightbox: true,
  lightboxWidth: 800,
  lightboxHeight: 500,
  enableLoop: true,
  enableFilmstrip: true,
  filmstripPosition: 'bottom',
  filmstripHeight: 70,
  autoplay: false,
  slideshowInterval: 5,
  enableFullscreen: true,
  enableInfo: true,
  enableComments: true,
  commentModeration: false,
  enableRating: false,
  enableHitCounter: false,
  enableEcommerce: false,
  enableShare: true,
  enableDownload: false,
  controlButtonsPosition: 'bottom',
} as const

/** A gallery's own view settings (the galleries collection's `view` group). */
export const galleryViewDefaults = {
  defaultView: DEFAULT_VIEW,
  sortBy: DEFAULT_SORT,
  showTitle: true,
  showDescription: false,
  showSearch: false,
  showSort: false,
  showTagFilter: false,
  showHitCount: false,
  showRating: false,
  disableRightClick: false,
  watermark: false,
} as const
