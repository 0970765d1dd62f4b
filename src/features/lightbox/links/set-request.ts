/**
 * The popup's view of a gallery's whole filtered, sorted set: the address of
 * `GET /lightbox/set/{galleryId}` (docs/api.md) and its answer. Pure, apart from `fetchSetWindow`.
 */
import type { PopupItem } from '../popup/popup-item'
import type { PopupSettings } from '../popup/popup-settings'

/** Which set: a gallery with a view's filters and order. */
export type SetParams = {
  galleryId: number
  search: string
  tagIds: number[]
  /** A sort key of the gallery (`order`, `date`, `title`, `rating`, `hits`, `random`); null for the gallery's own. */
  sort: string | null
  /** The seed of a random order. */
  seed: number | null
}

export type SetWindow = {
  gallery: { id: number; slug: string; name: string }
  /** Images in the whole set. */
  total: number
  /** Position of `items[0]` in the set. */
  offset: number
  /** Where the image asked for (`image`) stands in the set. */
  index: number | null
  items: PopupItem[]
  settings: PopupSettings
}

/** Images one request asks for. */
export const WINDOW_SIZE = 50

export function setUrl(params: SetParams, window: { offset?: number; image?: number; limit?: number }): string {
  const query = new URLSearchParams()
  if (params.search) query.set('search', params.search)
  if (params.tagIds.length) query.set('tags', params.tagIds.join(','))
  if (params.sort) query.set('sort', params.sort)
  if (params.seed) query.set('seed', String(params.seed))
  if (window.image) query.set('image', String(window.image))
  else query.set('offset', String(Math.max(0, window.offset ?? 0)))
  query.set('limit', String(window.limit ?? WINDOW_SIZE))
  return `/lightbox/set/${params.galleryId}?${query}`
}

/**
 * The window's answer (its `index` is null when the image asked for is not in the set), or null
 * when the gallery is not there. Either way the popup opens nothing.
 */
export async function fetchSetWindow(url: string, signal?: AbortSignal): Promise<SetWindow | null> {
  const response = await fetch(url, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`The photos could not be loaded (${response.status}).`)
  return (await response.json()) as SetWindow
}

/**
 * The window start that loads `index` with room on both sides: centred on it, within the set.
 */
export function windowStart(index: number, total: number, size = WINDOW_SIZE): number {
  return Math.max(0, Math.min(index - Math.floor(size / 2), total - size))
}
