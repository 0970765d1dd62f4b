import { describe, expect, it } from 'vitest'

import type { GallerySetting } from '@/payload-types'

import { imageQueryFor, popupSettings, viewSettings } from './view-settings'

const site = {
  id: 1,
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
  enableComments: true,
  lightboxWidth: 800,
  lightboxHeight: 500,
  filmstripHeight: 70,
  slideshowInterval: 5,
} as GallerySetting

describe('viewSettings', () => {
  it('uses the gallery’s view, page size and sort, or the site-wide ones', () => {
    expect(viewSettings({ view: {} }, site)).toMatchObject({ view: 'thumbnails', perPage: 30, sort: 'order', showTitle: true })
    expect(viewSettings({ view: { defaultView: 'mosaic', imagesPerPage: 12, sortBy: 'rating' } }, site)).toMatchObject({
      view: 'mosaic',
      perPage: 12,
      sort: 'rating',
    })
    expect(viewSettings({ view: { imagesPerPage: 0 } }, site).perPage).toBe(0)
  })

  it('lets the URL or the block choose another view, ignoring names it does not know', () => {
    expect(viewSettings({ view: { defaultView: 'mosaic' } }, site, 'blog_style').view).toBe('blog_style')
    expect(viewSettings({ view: { defaultView: 'mosaic' } }, site, 'album').view).toBe('mosaic')
    expect(viewSettings({ view: {} }, site, 'nonsense').view).toBe('thumbnails')
  })

  it('renders the slideshow when a gallery asks for it', () => {
    expect(viewSettings({ view: { defaultView: 'slideshow' } }, site)).toMatchObject({ requestedView: 'slideshow', view: 'slideshow' })
  })

  it('shows search, sort and tags only when the gallery asks and the site allows', () => {
    const asks = { view: { showSearch: true, showSort: true, showTagFilter: true } }
    expect(viewSettings(asks, site)).toMatchObject({ showSearch: true, showSort: true, showTagFilter: false })
    expect(viewSettings(asks, { ...site, showTagFilter: true }).showTagFilter).toBe(true)
    expect(viewSettings({ view: {} }, site)).toMatchObject({ showSearch: false, showSort: false, showTagFilter: false })
  })

  it('shows counters the gallery asks for; comments with the rating while comments are on', () => {
    expect(viewSettings({ view: { showHitCount: true } }, site)).toMatchObject({ showHitCount: true, showRating: false, showCommentCount: false })
    expect(viewSettings({ view: { showRating: true } }, site)).toMatchObject({ showRating: true, showCommentCount: true })
    expect(viewSettings({ view: { showRating: true } }, { ...site, enableComments: false }).showCommentCount).toBe(false)
  })

  it('disables right-click when either the gallery or the site asks', () => {
    expect(viewSettings({ view: {} }, site).disableRightClick).toBe(false)
    expect(viewSettings({ view: { disableRightClick: true } }, site).disableRightClick).toBe(true)
    expect(viewSettings({ view: {} }, { ...site, disableRightClick: true }).disableRightClick).toBe(true)
  })
})

describe('imageQueryFor', () => {
  const state = { page: 2, loadMore: false, search: 'hills', tagIds: [3], sort: null, seed: null, type: null, albumGalleryId: null, previousAlbumIds: [], previousAlbumPages: [] }

  it('uses the URL’s sort, or the gallery’s', () => {
    expect(imageQueryFor(7, state, { perPage: 12, sort: 'title' }, () => 5)).toEqual({
      galleryId: 7,
      page: 2,
      perPage: 12,
      loadMore: false,
      search: 'hills',
      tagIds: [3],
      sort: 'title',
      seed: null,
    })
    expect(imageQueryFor(7, { ...state, sort: 'rating' }, { perPage: 12, sort: 'title' }, () => 5).sort).toBe('rating')
  })

  it('keeps the URL’s seed for a random order, or makes one', () => {
    expect(imageQueryFor(7, { ...state, sort: 'random', seed: 42 }, { perPage: 12, sort: 'order' }, () => 5).seed).toBe(42)
    expect(imageQueryFor(7, state, { perPage: 12, sort: 'random' }, () => 5).seed).toBe(5)
    expect(imageQueryFor(7, { ...state, seed: 42 }, { perPage: 12, sort: 'order' }, () => 5).seed).toBeNull()
  })
})

describe('popupSettings', () => {
  it('maps the global’s Lightbox tab, with the original plugin’s defaults for settings never saved', () => {
    expect(popupSettings({ view: {} }, { id: 1 } as GallerySetting)).toEqual({
      width: 800,
      height: 500,
      loop: true,
      filmstrip: true,
      filmstripPosition: 'bottom',
      filmstripHeight: 70,
      autoplay: false,
      interval: 5,
      fullscreen: true,
      info: true,
      comments: true,
      commentModeration: false,
      rating: false,
      hitCounter: false,
      ecommerce: false,
      share: true,
      download: false,
      controlsPosition: 'bottom',
      disableRightClick: false,
    })
  })

  it('takes each saved setting, and the gallery’s own right-click protection', () => {
    const saved = {
      id: 1,
      lightboxWidth: 1000,
      lightboxHeight: 700,
      enableLoop: false,
      enableFilmstrip: false,
      filmstripPosition: 'end',
      filmstripHeight: 90,
      autoplay: true,
      slideshowInterval: 3,
      enableFullscreen: false,
      enableInfo: false,
      enableComments: false,
      commentModeration: true,
      enableRating: true,
      enableHitCounter: true,
      enableEcommerce: true,
      enableShare: false,
      enableDownload: true,
      controlButtonsPosition: 'top',
    } as GallerySetting
    expect(popupSettings({ view: { disableRightClick: true } }, saved)).toEqual({
      width: 1000,
      height: 700,
      loop: false,
      filmstrip: false,
      filmstripPosition: 'end',
      filmstripHeight: 90,
      autoplay: true,
      interval: 3,
      fullscreen: false,
      info: false,
      comments: false,
      commentModeration: true,
      rating: true,
      hitCounter: true,
      ecommerce: true,
      share: false,
      download: true,
      controlsPosition: 'top',
      disableRightClick: true,
    })
  })

  it('keeps sizes and the interval in range', () => {
    const odd = popupSettings({ view: {} }, { id: 1, lightboxWidth: 5, slideshowInterval: 0, filmstripPosition: 'sideways' } as unknown as GallerySetting)
    expect([odd.width, odd.interval, odd.filmstripPosition]).toEqual([100, 1, 'bottom'])
  })
})
