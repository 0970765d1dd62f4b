/**
 * The query of `GET /lightbox/set/{galleryId}` (docs/api.md): which set (search, tags, sort,
 * seed) and which window of it (offset and limit, or the window around one image). Pure. Bad
 * input is refused with a sentence; nothing here reaches the database.
 */
import { MAX_ID } from '@/lib/ids'

import { isSortKey, limits, type SortKey } from './url-state'

export const SET_WINDOW_MAX = 100

export type SetRequest = {
  search: string
  tagIds: number[]
  sort: SortKey | null
  seed: number | null
  offset: number
  limit: number
  /** Load the window around this image (and say where it stands). */
  image: number | null
}

export type SetRequestResult = { ok: true; request: SetRequest } | { ok: false; message: string }

const wholeNumber = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,10}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

export function parseSetRequest(params: URLSearchParams): SetRequestResult {
  const seen = new Set<string>()
  for (const key of params.keys()) {
    if (seen.has(key)) return { ok: false, message: `The parameter ${key} is given more than once.` }
    seen.add(key)
  }
  const search = (params.get('search') ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim()
  if (search.length > limits.searchLength) return { ok: false, message: `The search text is too long: use at most ${limits.searchLength} characters.` }

  const tagIds: number[] = []
  const tagsText = params.get('tags')
  if (tagsText) {
    for (const part of tagsText.split(',')) {
      const tag = wholeNumber(part.trim(), 1, MAX_ID)
      if (tag === null) return { ok: false, message: 'Tags are whole numbers separated by commas.' }
      if (!tagIds.includes(tag)) tagIds.push(tag)
    }
    if (tagIds.length > limits.tags) return { ok: false, message: `Choose at most ${limits.tags} tags.` }
  }

  const sortText = params.get('sort')
  if (sortText !== null && !isSortKey(sortText)) return { ok: false, message: 'The order must be one of order, date, title, rating, hits or random.' }
  const sort = sortText as SortKey | null

  const number = (name: string, min: number, max: number, fallback: number | null): number | null | 'bad' => {
    const text = params.get(name)
    if (text === null) return fallback
    return wholeNumber(text, min, max) ?? 'bad'
  }
  const seed = number('seed', 1, MAX_ID, null)
  if (seed === 'bad') return { ok: false, message: `The seed must be a whole number from 1 to ${MAX_ID}.` }
  if (sort === 'random' && seed === null) return { ok: false, message: 'A random order needs its seed (the seed parameter).' }
  const offset = number('offset', 0, MAX_ID, 0)
  if (offset === 'bad') return { ok: false, message: 'The offset must be a whole number, 0 or more.' }
  const limit = number('limit', 1, SET_WINDOW_MAX, 50)
  if (limit === 'bad') return { ok: false, message: `The limit must be a whole number from 1 to ${SET_WINDOW_MAX}.` }
  const image = number('image', 1, MAX_ID, null)
  if (image === 'bad') return { ok: false, message: `The image must be a photo id, a whole number from 1 to ${MAX_ID}.` }

  return { ok: true, request: { search, tagIds, sort, seed, offset: offset ?? 0, limit: limit ?? 50, image } }
}
