/**
 * The state of every gallery view on a page lives in the URL, under the original plugin's
 * parameter names with the view index `{view}` as suffix (SPEC.md section 7):
 *
 * | parameter | meaning |
 * | --- | --- |
 * | `page_number_{view}` | page of images (or of album items), from 1 |
 * | `bwg_load_more_{view}` | `1`: show pages 1 to `page_number` one after the other ("Load more") |
 * | `bwg_search_{view}` | search text, matched against image titles and descriptions |
 * | `bwg_tag_id_{view}` | tag ids, comma-separated or repeated: images with any of them |
 * | `sortImagesByValue_{view}` | `order`, `date`, `title`, `rating`, `hits` or `random` |
 * | `bwg_random_seed_{view}` | Vitrine's addition: the seed of a random order, so paging keeps it |
 * | `type_{view}` | a view (`thumbnails`, `masonry`, `mosaic`, `blog_style`) or what `album_gallery_id` names (`gallery`, `album`) |
 * | `album_gallery_id_{view}` | the gallery or sub-album opened inside an album view |
 * | `bwg_previous_album_id_{view}` | the albums above it, nearest first, comma-separated |
 * | `bwg_previous_album_page_number_{view}` | the page each of those albums was on |
 * | `title_{view}`, `description_{view}` | accepted for old links and length-checked, never shown: titles come from the database |
 *
 * The spec names the tag parameter `bwg_tag_id_{id}`, where the original's `{id}` was the id of
 * the thumbnail container (which itself ended in the view index). Vitrine uses the view index, so
 * the filter survives a change of view. See docs/decisions/008-gallery-state-in-the-url.md.
 *
 * Pure: parsing (zod), defaults, serialising and links. Malformed values fall back to their
 * default (the first page, the gallery's own sort, no filter); only input that cannot be a
 * person's (overlong text, repeated parameters, hundreds of values) is refused with a 400.
 */
import { z } from 'zod'

import { MAX_ID } from '@/lib/ids'

import { imageViews, type ImageView } from './view-names'

/** The orders a gallery can show its images in: the collection's `sortBy` and the URL's sort. */
export const sortKeys = ['order', 'date', 'title', 'rating', 'hits', 'random'] as const
export type SortKey = (typeof sortKeys)[number]
/** The gallery's own order, unless the gallery or the URL asks for another. */
export const DEFAULT_SORT = 'order' satisfies SortKey
export const isSortKey = (value: unknown): value is SortKey => (sortKeys as readonly unknown[]).includes(value)

/** What `type_{view}` may name: an image view, or what `album_gallery_id_{view}` opens. */
export const typeValues = [...imageViews, 'gallery', 'album'] as const
export type TypeValue = ImageView | 'gallery' | 'album'

export const limits = {
  /** View indexes have one or two digits: a page holds at most 100 gallery views. */
  viewIndex: 99,
  page: 1_000_000,
  /** Ids and seeds fit a signed 32-bit integer, PostgreSQL's `integer`. */
  id: MAX_ID,
  searchLength: 200,
  textLength: 200,
  tags: 20,
  albumDepth: 20,
  /** Gallery parameter values in one request (repeats included). */
  values: 100,
} as const

const names = {
  page: 'page_number',
  loadMore: 'bwg_load_more',
  search: 'bwg_search',
  tags: 'bwg_tag_id',
  sort: 'sortImagesByValue',
  seed: 'bwg_random_seed',
  type: 'type',
  albumGalleryId: 'album_gallery_id',
  previousAlbumIds: 'bwg_previous_album_id',
  previousAlbumPages: 'bwg_previous_album_page_number',
  title: 'title',
  description: 'description',
} as const
type ParamName = (typeof names)[keyof typeof names]

const keyPattern = new RegExp(`^(${Object.values(names).join('|')})_(\\d{1,2})$`)

export type ViewState = {
  page: number
  loadMore: boolean
  search: string
  tagIds: number[]
  sort: SortKey | null
  seed: number | null
  type: TypeValue | null
  albumGalleryId: number | null
  previousAlbumIds: number[]
  previousAlbumPages: number[]
}

export const defaultViewState: ViewState = Object.freeze({
  page: 1,
  loadMore: false,
  search: '',
  tagIds: [],
  sort: null,
  seed: null,
  type: null,
  albumGalleryId: null,
  previousAlbumIds: [],
  previousAlbumPages: [],
}) as ViewState

/** The parsed gallery state of a request: one entry per view index that has parameters. */
export type GalleryQuery = { views: Record<number, ViewState> }

/** Input no person would type: answered with a 400 and this message. */
export type Refusal = { ok: false; status: 400; message: string }
export type ParseResult = { ok: true; query: GalleryQuery } | Refusal

export type RawQuery = URLSearchParams | Record<string, string | string[] | undefined>

const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))

const pageSchema = wholeNumber(limits.page)
const idSchema = wholeNumber(limits.id)
const sortSchema = z.enum(sortKeys)
const typeSchema = z.enum(typeValues as readonly TypeValue[] as [TypeValue, ...TypeValue[]])
const loadMoreSchema = z.enum(['1', 'true'])
const numberListSchema = z.string().regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*,?\s*$/)
// Any text: control characters become spaces, runs of space collapse, the ends are trimmed.
const textSchema = (max: number, what: string) =>
  z
    .string()
    .transform((value) => value.normalize('NFC').replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `${what} is too long: use at most ${max} characters.`))

const searchSchema = textSchema(limits.searchLength, 'The search text')

/** Key/value pairs of a query, whatever shape it came in. */
function entriesOf(input: RawQuery): [string, string][] {
  if (input instanceof URLSearchParams) return [...input.entries()]
  const entries: [string, string][] = []
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) value.forEach((item) => entries.push([key, String(item)]))
    else if (value !== undefined) entries.push([key, String(value)])
  }
  return entries
}

/** True when a query names any gallery parameter (the proxy's cheap first check). */
export function hasGalleryParams(input: RawQuery): boolean {
  return entriesOf(input).some(([key]) => keyPattern.test(key))
}

const bad = (message: string): Refusal => ({ ok: false, status: 400, message })

/** Parses every gallery parameter of a query. Unknown parameters are ignored. */
export function parseGalleryQuery(input: RawQuery): ParseResult {
  const grouped = new Map<number, Map<ParamName, string[]>>()
  let count = 0
  for (const [key, value] of entriesOf(input)) {
    const match = keyPattern.exec(key)
    if (!match) continue
    if (++count > limits.values) return bad(`Too many gallery parameters: at most ${limits.values}.`)
    const index = Number(match[2])
    const params = grouped.get(index) ?? new Map<ParamName, string[]>()
    grouped.set(index, params)
    const values = params.get(match[1] as ParamName) ?? []
    values.push(value)
    params.set(match[1] as ParamName, values)
  }

  const views: Record<number, ViewState> = {}
  for (const [index, params] of grouped) {
    const result = parseView(index, params)
    if (!result.ok) return result
    views[index] = result.state
  }
  return { ok: true, query: { views } }
}

function parseView(index: number, params: Map<ParamName, string[]>): { ok: true; state: ViewState } | Refusal {
  for (const [name, values] of params) {
    if (name !== names.tags && values.length > 1) return bad(`${name}_${index} is given more than once.`)
  }
  const one = (name: ParamName) => params.get(name)?.[0]
  const lenient = <T>(schema: z.ZodType<T>, value: string | undefined, fallback: T): T => {
    if (value === undefined) return fallback
    const parsed = schema.safeParse(value)
    return parsed.success ? parsed.data : fallback
  }

  let search = ''
  const rawSearch = one(names.search)
  if (rawSearch !== undefined) {
    const parsed = searchSchema.safeParse(rawSearch)
    if (!parsed.success) return bad(parsed.error.issues[0].message)
    search = parsed.data
  }
  for (const [name, what] of [
    [names.title, 'The title'],
    [names.description, 'The description'],
  ] as const) {
    const value = one(name)
    if (value !== undefined && !textSchema(limits.textLength, what).safeParse(value).success) {
      return bad(`${what} is too long: use at most ${limits.textLength} characters.`)
    }
  }

  const tagIds: number[] = []
  for (const value of params.get(names.tags) ?? []) {
    for (const part of value.split(',')) {
      const parsed = idSchema.safeParse(part)
      if (parsed.success && !tagIds.includes(parsed.data)) tagIds.push(parsed.data)
      if (tagIds.length > limits.tags) return bad(`Choose at most ${limits.tags} tags.`)
    }
  }

  const albumPath = parseAlbumPath(one(names.previousAlbumIds), one(names.previousAlbumPages))
  if (albumPath === 'too-deep') return bad(`The album path is too deep: at most ${limits.albumDepth} albums.`)
  const albumGalleryId = lenient(idSchema, one(names.albumGalleryId), null)

  return {
    ok: true,
    state: {
      page: lenient(pageSchema, one(names.page), 1),
      loadMore: lenient(loadMoreSchema, one(names.loadMore), null) !== null,
      search,
      tagIds,
      sort: lenient(sortSchema, one(names.sort), null),
      seed: lenient(idSchema, one(names.seed), null),
      type: lenient(typeSchema, one(names.type), null),
      // Without the item it belongs to, an album path means nothing; a broken path drops the item.
      albumGalleryId: albumPath ? albumGalleryId : null,
      previousAlbumIds: albumGalleryId && albumPath ? albumPath.ids : [],
      previousAlbumPages: albumGalleryId && albumPath ? albumPath.pages : [],
    },
  }
}

/**
 * The albums above an opened item and the page each was on. `null` when malformed (the view then
 * shows its album from the start); 'too-deep' beyond the depth limit.
 */
function parseAlbumPath(ids: string | undefined, pages: string | undefined): { ids: number[]; pages: number[] } | null | 'too-deep' {
  if (ids === undefined || ids.trim() === '') return { ids: [], pages: [] }
  const split = (value: string) => value.split(',').map((part) => part.trim()).filter(Boolean)
  // Measured before any parsing, so a 10 kB list costs nothing.
  if (ids.length > limits.albumDepth * 12 || (pages?.length ?? 0) > limits.albumDepth * 12) return 'too-deep'
  if (!numberListSchema.safeParse(ids).success) return null
  const idList = split(ids).map((part) => idSchema.safeParse(part))
  if (idList.length > limits.albumDepth) return 'too-deep'
  if (idList.some((parsed) => !parsed.success)) return null
  const pageParts = pages && numberListSchema.safeParse(pages).success ? split(pages) : []
  return {
    ids: idList.map((parsed) => parsed.data as number),
    // A missing or broken page number means the album's first page.
    pages: idList.map((_, i) => {
      const parsed = pageSchema.safeParse(pageParts[i] ?? '')
      return parsed.success ? parsed.data : 1
    }),
  }
}

/** The state of view `index`: its parameters, or the defaults. */
export function viewStateOf(query: GalleryQuery | null | undefined, index: number): ViewState {
  return query?.views[index] ?? defaultViewState
}

/** The URL parameters of one view's state, defaults left out so links stay short. */
export function serializeViewState(index: number, state: ViewState): [string, string][] {
  const out: [string, string][] = []
  const add = (name: ParamName, value: string) => out.push([`${name}_${index}`, value])
  if (state.albumGalleryId) {
    add(names.albumGalleryId, String(state.albumGalleryId))
    if (state.previousAlbumIds.length) {
      add(names.previousAlbumIds, state.previousAlbumIds.join(','))
      add(names.previousAlbumPages, state.previousAlbumIds.map((_, i) => state.previousAlbumPages[i] ?? 1).join(','))
    }
  }
  if (state.type) add(names.type, state.type)
  if (state.page > 1) add(names.page, String(state.page))
  if (state.loadMore) add(names.loadMore, '1')
  if (state.search) add(names.search, state.search)
  if (state.tagIds.length) add(names.tags, state.tagIds.join(','))
  if (state.sort) add(names.sort, state.sort)
  // Callers set a seed only while the order is random (the gallery's default order may be).
  if (state.seed) add(names.seed, String(state.seed))
  return out
}

/**
 * A link to the page with view `index` in `state` and every other view as it is now. Parameters
 * that are not gallery state (tracking codes, Next's own) are left behind.
 */
export function galleryHref(path: string, query: GalleryQuery | null | undefined, index: number, state: ViewState): string {
  const search = new URLSearchParams()
  const indexes = new Set([...Object.keys(query?.views ?? {}).map(Number), index])
  for (const i of [...indexes].sort((a, b) => a - b)) {
    for (const [key, value] of serializeViewState(i, i === index ? state : viewStateOf(query, i))) search.append(key, value)
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * Hidden fields for a view's search-and-sort form (a GET form): every other view's state, and
 * the parts of this view's state the form does not set itself (where in an album it is, the view
 * type). The page goes back to 1 on every new search; a random order gets a fresh seed.
 */
export function formHiddenFields(query: GalleryQuery | null | undefined, index: number, state: ViewState): [string, string][] {
  const fields: [string, string][] = []
  for (const i of Object.keys(query?.views ?? {}).map(Number).sort((a, b) => a - b)) {
    if (i !== index) fields.push(...serializeViewState(i, viewStateOf(query, i)))
  }
  const own = serializeViewState(index, { ...defaultViewState, albumGalleryId: state.albumGalleryId, previousAlbumIds: state.previousAlbumIds, previousAlbumPages: state.previousAlbumPages, type: state.type })
  fields.push(...own)
  return fields
}

/** The name of a view's parameter, for form fields. */
export function paramName(name: 'search' | 'tags' | 'sort', index: number): string {
  return `${names[name]}_${index}`
}
