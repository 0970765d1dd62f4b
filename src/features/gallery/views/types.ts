import type { MoreSlides } from '@/features/slideshow'
import { holdClick } from '@/lib/page-wake'
import type { Gallery, GalleryImage } from '@/payload-types'

import type { ViewSettings } from '../view-settings'

/**
 * How the images of a view at the top of its page load: the first PRIORITY_IMAGES at once with
 * high priority (the first two rows of a phone's thumbnails), the rest of the first screen
 * (FIRST_SCREEN_IMAGES, four rows of two) at once at the browser's own priority, the rest lazily.
 * Ten high-priority photos shared a slow connection with the page's fonts, and the one the visitor
 * looks at first (Lighthouse's LCP) waited for all of them; lazy ones in the first screen started
 * only after layout, and one of them was often the largest paint.
 */
export const PRIORITY_IMAGES = 4
export const FIRST_SCREEN_IMAGES = 8

export type ImageLoading = 'priority' | 'eager' | 'lazy'

/** How the image at `index` (from 0) of a view loads; a view lower on its page (`eager` false) loads them all lazily. */
export function loadingAt(index: number, eager: boolean): ImageLoading {
  if (!eager) return 'lazy'
  return index < PRIORITY_IMAGES ? 'priority' : index < FIRST_SCREEN_IMAGES ? 'eager' : 'lazy'
}

/** What every image view gets. Views are server components with no state of their own. */
export type ImagesViewProps = {
  images: GalleryImage[]
  settings: ViewSettings
  /** The gallery itself, for views with settings of their own (the slideshow). */
  gallery: Gallery
  /** The gallery the images belong to: each image links to its page /galleries/{slug}/{id}. */
  gallerySlug: string
  /** Level of the headings a view gives its images (blog style). */
  headingLevel: 2 | 3 | 4
  /** The view is at the top of its page: its first images load at once. */
  eager: boolean
  /**
   * The set the view shows, as the photo page's parameters (`?bwg_search_0=…`), so the photo's
   * page steps through the same search, tags and order; '' for the gallery's own.
   */
  photoQuery?: string
  /** For the slideshow: the rest of the gallery's set, when it is longer than `images`. */
  more?: MoreSlides
}

export const photoHref = (gallerySlug: string, image: GalleryImage) => `/galleries/${gallerySlug}/${image.id}`

/** An image's redirect address when it has a usable one (http or https). */
export function redirectOf(image: Pick<GalleryImage, 'redirectUrl'>): string | null {
  const url = image.redirectUrl?.trim()
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null
}

/**
 * Where clicking an image in a view goes: its redirect address when it has one, else its photo
 * page, opened in the popup (`data-lightbox`, read by the gallery enhancer) when the popup is on.
 */
export function imageLinkProps(gallerySlug: string, image: GalleryImage, lightbox: boolean, photoQuery = ''): { href: string; 'data-lightbox'?: number; 'data-hold-click'?: '' } {
  const redirect = redirectOf(image)
  if (redirect) return { href: redirect }
  // A click before the page's scripts run is held for the popup (decision 043).
  return { href: `${photoHref(gallerySlug, image)}${photoQuery}`, ...(lightbox ? { 'data-lightbox': image.id, ...holdClick } : {}) }
}
