import type { MoreSlides } from '@/features/slideshow'
import { holdClick } from '@/lib/page-wake'
import type { Gallery, GalleryImage } from '@/payload-types'

import type { ViewSettings } from '../view-settings'

/**
 * How many images a view at the top of its page loads at once, with high priority: about a
 * phone's first screen (two rows of two). The rest load lazily; those in view still come at
 * once after layout. Ten high-priority photos shared a slow connection with the page's fonts,
 * and the one the visitor looks at first (Lighthouse's LCP) waited for all of them.
 */
export const EAGER_IMAGES = 4

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
