/**
 * What a gallery view shows, from the gallery's own view settings and the site-wide gallery
 * settings. Pure.
 *
 * - Search, sort and tag filter appear when the gallery asks for them *and* the site-wide
 *   setting allows them (the global switch can turn a control off everywhere).
 * - Right-click is disabled when either asks for it.
 * - Hits and rating show when the gallery asks; the comment count shows with the rating while
 *   comments are enabled site-wide (the gallery has no setting of its own for it).
 */
import type { PopupSettings } from '@/features/lightbox'
import type { Gallery, GallerySetting } from '@/payload-types'

import type { ImageQuery } from './image-query'
import { galleryViewDefaults, gallerySettingsDefaults } from './settings-defaults'
import { isSortKey, type SortKey, type ViewState } from './url-state'
import { isImageView, type ImageView } from './view-names'

export type ViewSettings = {
  /** The view asked for (by the URL, the block or the gallery). */
  requestedView: ImageView
  /** The view rendered: the one asked for (every image view has a renderer). */
  view: ImageView
  perPage: number
  sort: SortKey
  loadMore: boolean
  showTitle: boolean
  showDescription: boolean
  showSearch: boolean
  showSort: boolean
  showTagFilter: boolean
  showHitCount: boolean
  showRating: boolean
  showCommentCount: boolean
  disableRightClick: boolean
  /** Images open in the popup (the photo page stays their link and no-JavaScript fallback). */
  lightbox: boolean
  thumbWidth: number
  thumbHeight: number
  gap: number
  maxColumns: number
  masonryColumns: number
  mosaicRowHeight: number
}

/**
 * @param requested the view named by the URL (`type_{view}`) or the block, if any; the gallery's
 *   default view otherwise.
 */
export function viewSettings(gallery: Pick<Gallery, 'view'>, settings: GallerySetting, requested?: string | null): ViewSettings {
  const own = gallery.view ?? {}
  const requestedView = isImageView(requested) ? requested : isImageView(own.defaultView) ? own.defaultView : galleryViewDefaults.defaultView
  return {
    requestedView,
    view: requestedView,
    perPage: Math.max(0, own.imagesPerPage ?? settings.imagesPerPage ?? gallerySettingsDefaults.imagesPerPage),
    sort: isSortKey(own.sortBy) ? own.sortBy : galleryViewDefaults.sortBy,
    loadMore: Boolean(settings.loadMore),
    showTitle: own.showTitle ?? galleryViewDefaults.showTitle,
    showDescription: Boolean(own.showDescription),
    showSearch: Boolean(own.showSearch && settings.showSearch),
    showSort: Boolean(own.showSort && settings.showSort),
    showTagFilter: Boolean(own.showTagFilter && settings.showTagFilter),
    showHitCount: Boolean(own.showHitCount),
    showRating: Boolean(own.showRating),
    showCommentCount: Boolean(own.showRating && settings.enableComments),
    disableRightClick: Boolean(own.disableRightClick || settings.disableRightClick),
    lightbox: settings.enableLightbox ?? gallerySettingsDefaults.enableLightbox,
    thumbWidth: settings.thumbWidth,
    thumbHeight: settings.thumbHeight,
    gap: settings.thumbGap,
    maxColumns: settings.maxColumns,
    masonryColumns: settings.masonryColumns,
    mosaicRowHeight: settings.mosaicRowHeight,
  }
}

/**
 * The data query for a view's state: the URL's sort or the gallery's own, and for a random order
 * the URL's seed or a fresh one (`newSeed`), which the view then carries in every link.
 */
export function imageQueryFor(galleryId: number, state: ViewState, settings: Pick<ViewSettings, 'perPage' | 'sort'>, newSeed: () => number): ImageQuery {
  const sort = state.sort ?? settings.sort
  return {
    galleryId,
    page: state.page,
    perPage: settings.perPage,
    loadMore: state.loadMore,
    search: state.search,
    tagIds: state.tagIds,
    sort,
    seed: sort === 'random' ? (state.seed ?? newSeed()) : null,
  }
}

/**
 * What the popup does for a gallery: the gallery settings global's Lightbox tab, each setting
 * falling back to its default for a global saved before the setting existed.
 */
export function popupSettings(gallery: Pick<Gallery, 'view'>, settings: GallerySetting): PopupSettings {
  const d = gallerySettingsDefaults
  const pick = <K extends keyof typeof d>(key: K) => (settings as Partial<Record<K, unknown>>)[key] ?? d[key]
  const flag = (key: keyof typeof d) => Boolean(pick(key))
  const number = (key: keyof typeof d, min: number) => {
    const value = Number(pick(key))
    return Number.isFinite(value) ? Math.max(min, value) : (d[key] as number)
  }
  const position = pick('filmstripPosition')
  return {
    width: number('lightboxWidth', 100),
    height: number('lightboxHeight', 100),
    loop: flag('enableLoop'),
    filmstrip: flag('enableFilmstrip'),
    filmstripPosition: position === 'top' || position === 'start' || position === 'end' ? position : 'bottom',
    filmstripHeight: number('filmstripHeight', 10),
    autoplay: flag('autoplay'),
    interval: number('slideshowInterval', 1),
    fullscreen: flag('enableFullscreen'),
    info: flag('enableInfo'),
    comments: flag('enableComments'),
    commentModeration: flag('commentModeration'),
    rating: flag('enableRating'),
    hitCounter: flag('enableHitCounter'),
    ecommerce: flag('enableEcommerce'),
    share: flag('enableShare'),
    download: flag('enableDownload'),
    controlsPosition: pick('controlButtonsPosition') === 'top' ? 'top' : 'bottom',
    disableRightClick: Boolean(gallery.view?.disableRightClick || settings.disableRightClick),
  }
}
