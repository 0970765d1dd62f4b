/**
 * Links that open the popup at page load (SPEC.md section 2), and the hash the popup keeps while
 * it is open. Pure.
 *
 * - `#bwg{galleryId}/{imageId}`: that image of that gallery, in the view's own order.
 * - `?image_id={id}`: that image, in whichever gallery view on the page holds it, with
 *   `filter_tag` (tag ids, comma-separated), `filter_search_name` (search text) and
 *   `filtersortby` (an order) narrowing and ordering the set it browses, and `open_ecommerce=1`
 *   opening its price list at once.
 *
 * Anything malformed is no link at all: the page shows as usual, with no error.
 */
import { MAX_ID } from '@/lib/ids'

export type DeepLink = {
  /** The gallery named by the hash; null for `image_id`, which any view may hold. */
  galleryId: number | null
  imageId: number
  /** Filters and order from the query; null means the view's own. */
  search: string | null
  tagIds: number[] | null
  sort: string | null
  openEcommerce: boolean
}

const id = (text: string | null | undefined): number | null => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null
  const value = Number(text)
  return value <= MAX_ID ? value : null
}

/** The orders `filtersortby` may name: Vitrine's sort keys and the original plugin's names for them. */
const sortAliases: Record<string, string> = {
  order: 'order',
  default: 'order',
  date: 'date',
  title: 'title',
  alt: 'title',
  rating: 'rating',
  rate: 'rating',
  hits: 'hits',
  hit_count: 'hits',
  random: 'random',
}

export const hashFor = (galleryId: number, imageId: number) => `#bwg${galleryId}/${imageId}`

export function parseHash(hash: string): { galleryId: number; imageId: number } | null {
  const match = /^#bwg(\d{1,10})\/(\d{1,10})$/.exec(hash)
  const galleryId = id(match?.[1])
  const imageId = id(match?.[2])
  return galleryId && imageId ? { galleryId, imageId } : null
}

export function parseDeepLink(hash: string, search: string): DeepLink | null {
  const fromHash = parseHash(hash)
  if (fromHash) return { ...fromHash, search: null, tagIds: null, sort: null, openEcommerce: false }
  const params = new URLSearchParams(search)
  const imageId = id(params.get('image_id'))
  if (!imageId) return null
  const text = params.get('filter_search_name')?.replace(/\s+/g, ' ').trim().slice(0, 200) || null
  const tags = (params.get('filter_tag') ?? '')
    .split(',')
    .map((part) => id(part.trim()))
    .filter((value): value is number => value !== null)
    .slice(0, 20)
  return {
    galleryId: null,
    imageId,
    search: text,
    tagIds: tags.length ? tags : null,
    sort: sortAliases[params.get('filtersortby') ?? ''] ?? null,
    openEcommerce: params.get('open_ecommerce') === '1',
  }
}

/** The page's address without the popup's hash, for replaceState when it closes. */
export function withoutHash(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`
}
