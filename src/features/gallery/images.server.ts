/**
 * One page of a gallery's images: the query behind every gallery view, the gallery page and the
 * benchmark. Its cost follows the page, not the gallery: a page of a 100,000-image gallery costs
 * about what a page of a 100-image gallery does.
 *
 * Two steps:
 * 1. The ids of the page, straight from the database through Payload's own Drizzle tables, so the
 *    query is exactly one index range scan: `(gallery, published, <sort column>)` (see the
 *    indexes in model/gallery-images.ts). Only ids are read, so SQLite answers from
 *    the index alone, offsets included. The total is counted only up to COUNT_HORIZON images past
 *    the page start; beyond that the view says "more than …" instead of scanning a huge gallery.
 * 2. Those few documents through Payload's local API with visitor access, so the images come
 *    back shaped, with their media (URLs, sizes) as everywhere else.
 *
 * Search and tag filters narrow the same scan: a search is an IN over the matches of a trigram
 * index of titles and descriptions (SQLite's FTS5, PostgreSQL's pg_trgm under its ILIKE; see the
 * gallery_search migration), a tag filter an IN over the tag relation. "random" (random-order.ts,
 * decision 044) sorts a set of up to SHUFFLE_LIMIT images by a seeded hash of the id, computed for
 * each of them; a larger set is read in the order of its stored shuffle keys from the seed on,
 * wrapping round: the same index range scans, in parts (orderParts, readIds).
 *
 * This is the gallery's one module of hand-built SQL. The query-plan test EXPLAINs the ids query
 * exactly as built here (imageIdsQuery).
 */
import 'server-only'

import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { contentReader } from '@/features/preview/index.server'
import { isId } from '@/lib/ids'
import type { GalleryImage } from '@/payload-types'

import type { ImagePage, ImageQuery } from './image-query'
import { RANDOM_ORDER, SHUFFLE_LIMIT } from './random-order'
import type { SortKey } from './url-state'

export type { ImagePage, ImageQuery } from './image-query'

/** Images counted past the start of the page before the total is called "more than". */
export const COUNT_HORIZON = 10_000
/** Most images one response shows ("every image on one page", or pages accumulated by "Load more"). */
export const MAX_IMAGES_PER_RESPONSE = 500

/** The bits of Payload's Drizzle adapter this module uses (the same on SQLite and PostgreSQL). */
type Column = Parameters<typeof eq>[0]
type Table = Record<string, Column> & object
export type DrizzleDb = {
  name: string
  drizzle: { select: (fields?: Record<string, unknown>) => { from: (table: object) => SelectQuery } }
  tables: Record<string, Table>
}
type SelectQuery = PromiseLike<Record<string, unknown>[]> & {
  where: (where: SQL | undefined) => SelectQuery
  orderBy: (...order: SQL[]) => SelectQuery
  limit: (limit: number) => SelectQuery
  offset: (offset: number) => SelectQuery
  as: (alias: string) => object
  /** The statement as drizzle would send it, for EXPLAIN. */
  getSQL: () => SQL
}

export function database(payload: Payload): DrizzleDb {
  return payload.db as unknown as DrizzleDb
}

/** `%` and `_` in a search are literal characters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

type OrderTerm = { by: Column | SQL; descending: boolean }

function orderTerms(sort: SortKey, t: Table, seed: number): OrderTerm[] {
  const up = (by: Column | SQL): OrderTerm => ({ by, descending: false })
  const down = (by: Column | SQL): OrderTerm => ({ by, descending: true })
  switch (sort) {
    // Ties resolve in the index's own direction, so each sort is a single forward or backward
    // scan of one index. Every order ends with the id: it is total, so it can be read backwards.
    case 'date':
      return [down(t.createdAt), down(t.id)]
    case 'title':
      return [up(t.alt), up(t.order), up(t.id)]
    case 'rating':
      return [down(t.avgRating), down(t.order), down(t.id)]
    case 'hits':
      return [down(t.hitCount), down(t.order), down(t.id)]
    case 'random': {
      if (!isId(seed)) throw new RangeError('A random order needs a whole seed from 1 to 2^31 - 1.')
      const { multiplier, modulus, shift } = RANDOM_ORDER
      // Constants and the validated seed are written into the SQL, so both databases see plain
      // integer arithmetic (no parameter type guessing). See random-order.ts.
      const x = sql`((CAST(${t.id} AS BIGINT) * ${sql.raw(String(multiplier))} + ${sql.raw(String(seed))}) % ${sql.raw(String(modulus))})`
      return [up(sql`((${x} * ${x}) / ${sql.raw(String(shift))}) % ${sql.raw(String(modulus))}`), up(t.id)]
    }
    case 'order':
    default:
      return [up(t.order), up(t.id)]
  }
}

/**
 * The ORDER BY of a sort; `backwards` reads the same order from its end (the last images first),
 * which the database scans from the other end of the same index.
 */
export function orderBy(sort: SortKey, t: Table, seed: number, backwards = false): SQL[] {
  return termsOrder(orderTerms(sort, t, seed), backwards)
}

function termsOrder(terms: OrderTerm[], backwards: boolean): SQL[] {
  return terms.map(({ by, descending }) => (descending !== backwards ? desc(by) : asc(by)))
}

/** One part of an order: the rows `where` picks (none: all), read in `terms`. */
export type OrderPart = { where?: SQL; terms: OrderTerm[] }

/**
 * The parts a sort reads, in order. Every sort is one part, and so is the random order of a set
 * of up to SHUFFLE_LIMIT images (`shuffled` false). A larger random set (`shuffled`) is read
 * from its stored shuffle: the images whose key is at or after the seed, then those before it
 * (wrapping round), then any without a key (added past the hooks), each part one range scan of
 * the `(gallery, published, shuffleKey)` index.
 */
export function orderParts(sort: SortKey, t: Table, seed: number, { shuffled = false }: { shuffled?: boolean } = {}): OrderPart[] {
  if (sort !== 'random' || !shuffled) return [{ terms: orderTerms(sort, t, seed) }]
  if (!isId(seed)) throw new RangeError('A random order needs a whole seed from 1 to 2^31 - 1.')
  const byKey: OrderTerm[] = [
    { by: t.shuffleKey, descending: false },
    { by: t.id, descending: false },
  ]
  return [
    { where: gte(t.shuffleKey, seed), terms: byKey },
    { where: lt(t.shuffleKey, seed), terms: byKey },
    { where: isNull(t.shuffleKey), terms: [{ by: t.id, descending: false }] },
  ]
}

/** The rows of `where` counted up to `most` (an index-only scan of at most that many). */
export async function countUpTo(db: DrizzleDb, where: SQL | undefined, most: number): Promise<number> {
  const t = db.tables.gallery_images
  const [row] = await db.drizzle.select({ n: count() }).from(db.drizzle.select({ one: sql`1` }).from(t).where(where).limit(most).as('window'))
  return Number(row?.n ?? 0)
}

/** Whether a random order of this set reads the stored shuffle: it holds more than SHUFFLE_LIMIT images. */
export async function readsStoredShuffle(db: DrizzleDb, sort: SortKey, where: SQL | undefined): Promise<boolean> {
  return sort === 'random' && (await countUpTo(db, where, SHUFFLE_LIMIT + 1)) > SHUFFLE_LIMIT
}

/**
 * The ids of `limit` images of the filtered set from `offset` in the parts' order (every one when
 * `limit` is left out); `backwards` counts from the end and gives them last first. A part the
 * offset passes whole is counted (up to the offset) to know how much of the offset is left.
 */
export async function readIds(db: DrizzleDb, where: SQL | undefined, parts: OrderPart[], window: { offset: number; limit?: number; backwards?: boolean }): Promise<number[]> {
  const ids: number[] = []
  let skip = window.offset
  for (const part of window.backwards ? [...parts].reverse() : parts) {
    const wanted = window.limit === undefined ? undefined : window.limit - ids.length
    if (wanted !== undefined && wanted <= 0) break
    const partWhere = part.where ? and(where, part.where) : where
    const rows = await idsQuery(db, partWhere, termsOrder(part.terms, window.backwards ?? false), { limit: wanted, offset: skip })
    if (rows.length) {
      ids.push(...rows.map((row) => Number(row.id)))
      skip = 0
    } else if (skip > 0 && parts.length > 1) {
      skip -= await countUpTo(db, partWhere, skip)
    }
  }
  return ids
}

/**
 * Whether SQLite's trigram index can answer this search: it matches runs of three characters or
 * more, so shorter text goes through LIKE (over the one gallery, which stays correct).
 */
function usesSearchIndex(db: DrizzleDb, search: string): boolean {
  return db.name !== 'postgres' && [...search].length >= 3
}

export function filters(db: DrizzleDb, query: Pick<ImageQuery, 'galleryId' | 'search' | 'tagIds'>): SQL | undefined {
  const t = db.tables.gallery_images
  const indexedSearch = query.search ? usesSearchIndex(db, query.search) : false
  const conditions: (SQL | undefined)[] = indexedSearch
    ? // The unary plus keeps SQLite from walking the whole gallery's index and testing each image
      // against the matches: it starts from the matches (few, for a search), then sorts them.
      [sql`+${t.gallery} = ${query.galleryId}`, sql`+${t.published} = 1`]
    : [eq(t.gallery, query.galleryId), eq(t.published, true)]
  if (query.search) {
    if (indexedSearch) {
      // SQLite: the trigram index (migration gallery_search) finds the images whose title or
      // description holds the text, ignoring case, as the LIKE below would, without reading the
      // gallery. A phrase of one quoted string: the text is matched literally.
      const phrase = `"${query.search.replaceAll('"', '""')}"`
      conditions.push(sql`${t.id} IN (SELECT rowid FROM gallery_images_search WHERE gallery_images_search MATCH ${phrase})`)
    } else {
      const pattern = likePattern(query.search)
      // SQLite's LIKE ignores case (for ASCII letters); PostgreSQL needs ILIKE, which its trigram
      // indexes (migration gallery_search) answer.
      const like = (column: Column) =>
        db.name === 'postgres' ? sql`${column} ILIKE ${pattern} ESCAPE '\\'` : sql`${column} LIKE ${pattern} ESCAPE '\\'`
      conditions.push(or(like(t.alt), like(t.description)))
    }
  }
  if (query.tagIds?.length) {
    const rels = db.tables.gallery_images_rels
    // An IN over the tag's images (found through the relation table's tag index) rather than a
    // correlated EXISTS per image: both databases turn it into a set lookup.
    conditions.push(
      inArray(
        t.id,
        db.drizzle
          .select({ id: rels.parent })
          .from(rels)
          .where(and(eq(rels.path, 'tags'), inArray(rels['gallery-tagsID'], query.tagIds))) as unknown as SQL,
      ),
    )
  }
  return and(...conditions)
}

/**
 * The queries for the ids of the images shown, one per part of the order (orderParts; one for
 * every sort but the stored shuffle): `limit` rows from `offset` of the filtered, sorted gallery.
 * Each is one index range scan (see the top of this file); the query-plan test EXPLAINs these very
 * queries, so what it checks is what runs. A page nearer the end of the gallery than its start is
 * read from the end (getGalleryImagePage).
 */
export function imageIdsQuery(payload: Payload, query: ImageQuery, window: Window & { backwards?: boolean; shuffled?: boolean }): SelectQuery[] {
  const db = database(payload)
  const where = filters(db, query)
  return orderParts(query.sort, db.tables.gallery_images, query.seed ?? 0, { shuffled: window.shuffled }).map((part) =>
    idsQuery(db, part.where ? and(where, part.where) : where, termsOrder(part.terms, window.backwards ?? false), window),
  )
}

type Window = { limit?: number; offset: number }

function idsQuery(db: DrizzleDb, where: SQL | undefined, order: SQL[], window: Window): SelectQuery {
  const t = db.tables.gallery_images
  const query = db.drizzle.select({ id: t.id }).from(t).where(where).orderBy(...order)
  // Every row (an image's place in the whole set): no LIMIT, and so no OFFSET either.
  if (window.limit === undefined) return window.offset > 0 ? query.limit(Number.MAX_SAFE_INTEGER).offset(window.offset) : query
  return query.limit(window.limit).offset(window.offset)
}

/** The published images of one gallery, filtered, sorted and paged. */
export async function getGalleryImagePage(payload: Payload, query: ImageQuery): Promise<ImagePage> {
  const db = database(payload)
  const t = db.tables.gallery_images
  const perPage = query.perPage > 0 ? Math.min(Math.floor(query.perPage), MAX_IMAGES_PER_RESPONSE) : MAX_IMAGES_PER_RESPONSE
  const where = filters(db, query)
  // Built before anything runs: a bad random seed is refused before the first query.
  orderParts(query.sort, t, query.seed ?? 0, { shuffled: true })

  const load = async (page: number) => {
    // "Load more" shows pages 1…page, or as many of the last ones as fit in one response.
    const pagesShown = query.loadMore ? Math.max(1, Math.min(page, Math.floor(MAX_IMAGES_PER_RESPONSE / perPage))) : 1
    const pageStart = (page - 1) * perPage
    const firstIndex = (page - pagesShown) * perPage
    const [counted] = await db.drizzle
      .select({ n: count() })
      .from(db.drizzle.select({ one: sql`1` }).from(t).where(where).limit(COUNT_HORIZON + 1).offset(pageStart).as('window'))
    const ahead = Number(counted?.n ?? 0)
    return { page, pagesShown, pageStart, firstIndex, ahead }
  }

  let found = await load(Math.max(1, Math.floor(query.page)))
  // A page past the end (or a hostile page number) shows the first page.
  if (found.ahead === 0 && found.page > 1) found = await load(1)
  const { page, pagesShown, pageStart, firstIndex, ahead } = found

  const totalIsExact = ahead <= COUNT_HORIZON
  const total = pageStart + Math.min(ahead, COUNT_HORIZON)
  const wanted = Math.min(pagesShown * perPage, total - firstIndex)
  // A random order of a large set reads its stored shuffle (random-order.ts).
  const parts = orderParts(query.sort, t, query.seed ?? 0, { shuffled: query.sort === 'random' && (!totalIsExact || total > SHUFFLE_LIMIT) })
  let ids: number[] = []
  if (ahead && totalIsExact && firstIndex > total - firstIndex - wanted) {
    // Nearer the end than the start (a last page): counted from the end, the offset is small, and
    // the database skips fewer index entries (an OFFSET walks every row it skips).
    ids = (await readIds(db, where, parts, { limit: wanted, offset: total - firstIndex - wanted, backwards: true })).reverse()
  } else if (ahead) {
    ids = await readIds(db, where, parts, { limit: pagesShown * perPage, offset: firstIndex })
  }

  const images = ids.length ? await imagesByIds(payload, ids) : []
  return {
    images,
    page,
    perPage,
    firstIndex,
    total,
    totalIsExact,
    totalPages: Math.max(1, totalIsExact ? Math.ceil(total / perPage) : Math.floor(total / perPage)),
    hasNext: ahead > perPage,
  }
}

/**
 * The documents for `ids`, in that order, as a visitor may see them; in an admin's live preview as
 * that admin, so a gallery not yet published shows its images there (the ids are of published
 * images either way).
 */
export async function imagesByIds(payload: Payload, ids: number[], extra: { pricelist?: true; pricelistSections?: true } = {}): Promise<GalleryImage[]> {
  const { user } = await contentReader(payload)
  const { docs } = await payload.find({
    user,
    collection: 'gallery-images',
    where: { id: { in: ids } },
    pagination: false,
    depth: 1,
    // A price list comes back as its id and title only (the popup's e-commerce button needs no more).
    populate: { 'price-lists': { title: true } },
    select: {
      ...extra,
      alt: true,
      description: true,
      image: true,
      embedUrl: true,
      // Views show a facade only for an embed that is ready (docs/decisions/010).
      embedStatus: true,
      imageUrl: true,
      thumbUrl: true,
      filetype: true,
      width: true,
      height: true,
      order: true,
      hitCount: true,
      commentCount: true,
      avgRating: true,
      rateCount: true,
      isEmbedVideo: true,
      redirectUrl: true,
      createdAt: true,
    },
    overrideAccess: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc as GalleryImage]))
  return ids.map((id) => byId.get(id)).filter((doc): doc is GalleryImage => Boolean(doc))
}
