import 'server-only'

/**
 * `GET /lightbox/set/{galleryId}`: a window of a gallery's whole filtered, sorted set as the
 * popup shows it, with the popup's settings (docs/api.md). Visitor access only: an unpublished
 * gallery or image is not found. The popup's first request also gives the visitor the cookie that
 * ratings and hit counts know them by.
 */
import type { Payload } from 'payload'

import { toPopupItem, visitorCookieFor, type SetWindow } from '@/features/lightbox/index.server'
import { galleryImagesAsServed } from '@/features/media/index.server'
import { parseId } from '@/lib/ids'
import { jsonError, jsonResponse } from '@/lib/json-response'

import { countSet, imageSetWindow, indexInSet, type SetQuery } from './image-set.server'
import { getGalleryById, getGallerySettings } from './queries.server'
import { parseSetRequest } from './set-query'
import { popupSettings, viewSettings } from './view-settings'

export async function handleLightboxSet(payload: Payload, request: Request, galleryIdText: string): Promise<Response> {
  const galleryId = parseId(galleryIdText)
  if (galleryId === null) return jsonError(404, 'lightbox_not_found', 'There is no gallery with this id.')
  const parsed = parseSetRequest(new URL(request.url).searchParams)
  if (!parsed.ok) return jsonError(400, 'lightbox_bad_request', parsed.message)
  const { request: wanted } = parsed

  try {
    const [gallery, settings] = await Promise.all([getGalleryById(payload, galleryId), getGallerySettings(payload)])
    if (!gallery) return jsonError(404, 'lightbox_not_found', 'This gallery does not exist or is not published.')
    const sort = wanted.sort ?? viewSettings(gallery, settings).sort
    if (sort === 'random' && !wanted.seed) return jsonError(400, 'lightbox_bad_request', 'A random order needs its seed (the seed parameter).')
    const query: SetQuery = { galleryId, search: wanted.search, tagIds: wanted.tagIds, sort, seed: wanted.seed }

    const total = await countSet(payload, query)
    let offset = wanted.offset
    let index: number | null = null
    if (wanted.image !== null) {
      index = await indexInSet(payload, query, wanted.image)
      // Not in the set (another gallery, unpublished, filtered out): a plain answer, no error, so
      // a stale or mistyped link opens nothing and leaves nothing in the console.
      if (index === null) return jsonResponse({ gallery: { id: gallery.id, slug: gallery.slug, name: gallery.name }, total, offset: 0, index: null, items: [], settings: popupSettings(gallery, settings) } satisfies SetWindow)
      offset = Math.max(0, Math.min(index - Math.floor(wanted.limit / 2), total - wanted.limit))
    }
    const images = offset < total ? await imageSetWindow(payload, query, offset, wanted.limit) : []
    const served = await galleryImagesAsServed(payload, gallery, images)
    const body: SetWindow = {
      gallery: { id: gallery.id, slug: gallery.slug, name: gallery.name },
      total,
      offset,
      index,
      items: served.map((image) => toPopupItem(gallery.slug, image)),
      settings: popupSettings(gallery, settings),
    }
    const cookie = visitorCookieFor(payload, request)
    return jsonResponse(body, { headers: cookie ? { 'set-cookie': cookie } : undefined })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'The popup’s set could not be read' })
    return jsonError(503, 'lightbox_unavailable', 'The photos cannot be loaded right now. Please try again in a moment.')
  }
}
