import type { Gallery, GalleryImage } from '@/payload-types'

import type { ViewSettings } from '../view-settings'

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
}

export const photoHref = (gallerySlug: string, image: GalleryImage) => `/galleries/${gallerySlug}/${image.id}`
