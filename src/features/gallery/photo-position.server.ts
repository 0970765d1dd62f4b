import 'server-only'

/**
 * Where a photo stands in the set its visitor came from (a view's search, tags and order, carried
 * in the photo page's address as view 0's gallery parameters): its previous and next photos and
 * "n of N". A photo that is not in that set (a stale link) stands in its gallery's own order.
 */
import type { Payload } from 'payload'

import type { Gallery, GallerySetting, GalleryImage } from '@/payload-types'

import { countSet, imageSetWindow, indexInSet, type SetQuery } from './image-set.server'
import { defaultViewState, serializeViewState, type ViewState } from './url-state'
import { viewSettings } from './view-settings'

export type PhotoPosition = {
  previous: Pick<GalleryImage, 'id' | 'alt'> | null
  next: Pick<GalleryImage, 'id' | 'alt'> | null
  /** From 1. */
  number: number
  total: number
  /** The set's parameters for links (`?bwg_search_0=…`), '' for the gallery's own order. */
  query: string
  /** The visitor came from a search or a tag filter. */
  filtered: boolean
}

/** View 0's parameters that choose a set (no paging, no album path). */
export function setParamsOf(state: Pick<ViewState, 'search' | 'tagIds' | 'sort' | 'seed'>): string {
  const params = new URLSearchParams(serializeViewState(0, { ...defaultViewState, search: state.search, tagIds: state.tagIds, sort: state.sort, seed: state.sort === 'random' ? state.seed : null }))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export async function photoPosition(payload: Payload, gallery: Gallery, settings: GallerySetting, image: GalleryImage, state: ViewState): Promise<PhotoPosition | null> {
  const ownSort = viewSettings(gallery, settings).sort
  const asked = state.sort ?? ownSort
  // A random order means nothing without its seed: the gallery's order then.
  const sort = asked === 'random' && !state.seed ? 'order' : asked
  const wanted: SetQuery = { galleryId: gallery.id, search: state.search, tagIds: state.tagIds, sort, seed: state.seed }
  const own: SetQuery = { galleryId: gallery.id, sort: ownSort === 'random' ? 'order' : ownSort }
  for (const query of [wanted, own]) {
    const index = await indexInSet(payload, query, image.id)
    if (index === null) continue
    const [total, around] = await Promise.all([countSet(payload, query), imageSetWindow(payload, query, Math.max(0, index - 1), index === 0 ? 2 : 3)])
    const at = around.findIndex((doc) => doc.id === image.id)
    const pick = (doc: GalleryImage | undefined) => (doc ? { id: doc.id, alt: doc.alt } : null)
    const same = query === wanted
    return {
      previous: pick(at > 0 ? around[at - 1] : undefined),
      next: pick(around[at + 1]),
      number: index + 1,
      total,
      query: same ? setParamsOf({ ...state, sort: state.sort ? sort : null }) : '',
      filtered: same && Boolean(state.search || state.tagIds.length),
    }
  }
  return null
}
