/**
 * What a gallery view asks the database for (a page of a gallery's images, filtered and sorted)
 * and what it gets back. Types only: view-settings.ts builds the query from a view's state, and
 * images.server.ts answers it.
 */
import type { GalleryImage } from '@/payload-types'

import type { SortKey } from './url-state'

export type ImageQuery = {
  galleryId: number
  /** Page from 1. A page past the end gives the first page. */
  page: number
  /** Images per page; 0 means every image on one page (up to MAX_IMAGES_PER_RESPONSE). */
  perPage: number
  /** Show pages 1 to `page` together, as "Load more" does. */
  loadMore?: boolean
  search?: string
  /** Images carrying any of these tags. */
  tagIds?: number[]
  sort: SortKey
  /** The seed of a random order; required when sort is `random`. */
  seed?: number | null
}

export type ImagePage = {
  images: GalleryImage[]
  /** The page shown (1 when the requested page does not exist). */
  page: number
  perPage: number
  /** Position of the first image shown in the whole (filtered, sorted) gallery, from 0. */
  firstIndex: number
  /** Images in the gallery after filters: exact when `totalIsExact`, otherwise a lower bound. */
  total: number
  totalIsExact: boolean
  /** Pages known to exist: all of them when `totalIsExact`. */
  totalPages: number
  hasNext: boolean
}
