/**
 * The gallery's data function (getGalleryImagePage, the one every gallery view and the gallery
 * page use) on a 100,000-image gallery: pages, sorts, search, tags and hostile URL parameters,
 * on SQLite and PostgreSQL. The gallery is bulk-inserted through Payload's Drizzle tables
 * (bulk-gallery.ts). Timings belong to `npm run bench`; here only what comes back is checked,
 * plus that SQLite answers a page from the index alone.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseGalleryQuery, viewStateOf, type SortKey } from '@/features/gallery'
import { COUNT_HORIZON, getAlbumItemsPage, getGalleryImagePage, imageIdsQuery, type ImagePage, type ImageQuery } from '@/features/gallery/index.server'
import { randomOrder, SHUFFLE_LIMIT, shuffledOrder } from '@/features/gallery/random-order'
import { imageQueryFor } from '@/features/gallery/view-settings'
import type { Gallery } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { bulkIds, bulkImage, insertBulkImages, LIGHTHOUSE_EVERY, TAGGED_EVERY, type BulkImage } from './bulk-gallery'
import { ctx, unique, withDefaults } from './content-helpers'

const BIG = 100_000
const SMALL = 100
const PER_PAGE = 30

let payload: Payload
let big: Gallery
let small: Gallery
let tagId: number
let ids: Map<number, number>

/** The gallery as a visitor sees it: published rows only, in row order. */
const model = (count: number) => Array.from({ length: count }, (_, i) => bulkImage(i)).filter((row) => row.published)
let bigRows: BulkImage[]

async function createGallery(name: string): Promise<Gallery> {
  return payload.create({ collection: 'galleries', data: withDefaults({ name: `${name} ${unique()}` }), overrideAccess: true, context: ctx })
}

beforeAll(async () => {
  payload = await testPayload()
  big = await createGallery('Hundred thousand')
  small = await createGallery('Hundred')
  const tag = await payload.create({ collection: 'gallery-tags', data: withDefaults({ name: `Lighthouses ${unique()}` }), overrideAccess: true, context: ctx })
  tagId = tag.id
  const started = Date.now()
  await insertBulkImages(payload, big.id, BIG, { tagId })
  await insertBulkImages(payload, small.id, SMALL)
  console.log(`Inserted ${BIG + SMALL} images on ${payload.db.name} in ${Date.now() - started} ms.`)
  ids = await bulkIds(payload, big.id)
  bigRows = model(BIG)
}, 120_000)

const page = (query: Partial<ImageQuery> & { sort?: SortKey } = {}) =>
  getGalleryImagePage(payload, { galleryId: big.id, page: 1, perPage: PER_PAGE, sort: 'order', ...query })

const titles = (result: ImagePage) => result.images.map((image) => image.alt)
const slice = (rows: BulkImage[], pageNumber: number) => rows.slice((pageNumber - 1) * PER_PAGE, pageNumber * PER_PAGE).map((row) => row.alt)

describe('a 100,000-image gallery', () => {
  it('holds every row the bulk insert made', async () => {
    expect(ids.size).toBe(BIG)
    const { totalDocs } = await payload.count({ collection: 'gallery-images', where: { gallery: { equals: big.id } }, overrideAccess: true })
    expect(totalDocs).toBe(BIG)
  })

  it('gives its first page: the first published images in order, with their sizes, and "more than" a total it did not count', async () => {
    const result = await page()
    expect(titles(result)).toEqual(slice(bigRows, 1))
    expect(result.images[0]).toMatchObject({ alt: 'Photo 000000', width: 400, height: 300, order: 1, description: 'A lighthouse at dusk, number 0' })
    expect(result.images[1]).toMatchObject({ alt: 'Photo 000001', width: 500, height: 300 })
    expect(result).toMatchObject({ page: 1, perPage: PER_PAGE, firstIndex: 0, totalIsExact: false, total: COUNT_HORIZON, hasNext: true })
    expect(result.totalPages).toBe(Math.floor(COUNT_HORIZON / PER_PAGE))
    // Unpublished rows never appear.
    expect(result.images.some((image) => image.alt === 'Photo 000007')).toBe(false)
  })

  it('gives a page deep inside it, and the exact total near its end', async () => {
    const deep = await page({ page: 2000 })
    expect(titles(deep)).toEqual(slice(bigRows, 2000))
    expect(deep.firstIndex).toBe(1999 * PER_PAGE)

    const lastPage = Math.ceil(bigRows.length / PER_PAGE)
    const last = await page({ page: lastPage })
    expect(titles(last)).toEqual(slice(bigRows, lastPage))
    expect(last).toMatchObject({ totalIsExact: true, total: bigRows.length, totalPages: lastPage, hasNext: false })
  })

  it.each([
    ['rating', (a: BulkImage, b: BulkImage) => b.avgRating - a.avgRating || b.order - a.order],
    ['hits', (a: BulkImage, b: BulkImage) => b.hitCount - a.hitCount || b.order - a.order],
    ['title', (a: BulkImage, b: BulkImage) => a.alt.localeCompare(b.alt)],
    ['date', (a: BulkImage, b: BulkImage) => b.createdAt.localeCompare(a.createdAt)],
  ] as const)('sorts by %s', async (sort, compare) => {
    const expected = [...bigRows].sort(compare)
    expect(titles(await page({ sort }))).toEqual(slice(expected, 1))
    expect(titles(await page({ sort, page: 3 }))).toEqual(slice(expected, 3))
  })

  it.each([
    ['order', (a: BulkImage, b: BulkImage) => a.order - b.order || a.i - b.i],
    ['rating', (a: BulkImage, b: BulkImage) => b.avgRating - a.avgRating || b.order - a.order],
    ['title', (a: BulkImage, b: BulkImage) => a.alt.localeCompare(b.alt)],
    ['date', (a: BulkImage, b: BulkImage) => b.createdAt.localeCompare(a.createdAt)],
  ] as const)('gives the last pages sorted by %s, read from the end of the gallery, in the same order', async (sort, compare) => {
    const expected = [...bigRows].sort(compare)
    const lastPage = Math.ceil(expected.length / PER_PAGE)
    expect(titles(await page({ sort, page: lastPage }))).toEqual(slice(expected, lastPage))
    expect(titles(await page({ sort, page: lastPage - 1 }))).toEqual(slice(expected, lastPage - 1))
    // A page just past the middle, and "load more" up to the last page (the last 500 images at most).
    const pastMiddle = Math.floor(lastPage / 2) + 1
    expect(titles(await page({ sort, page: pastMiddle }))).toEqual(slice(expected, pastMiddle))
    const more = await page({ sort, page: lastPage, loadMore: true })
    const shown = Math.floor(500 / PER_PAGE)
    expect(titles(more)).toEqual(expected.slice((lastPage - shown) * PER_PAGE).map((row) => row.alt))
  })

  /** The big gallery in the random order of `seed`: past SHUFFLE_LIMIT images, its stored shuffle from the seed on. */
  const shuffled = (seed: number) => {
    const byId = new Map(bigRows.map((row) => [ids.get(row.i)!, row]))
    return shuffledOrder(
      bigRows.map((row) => ({ id: ids.get(row.i)!, shuffleKey: row.shuffleKey })),
      seed,
    ).map((id) => byId.get(id)!)
  }

  it('sorts at random, the same order on every page for one seed and another for another seed', async () => {
    const expected = shuffled(987_654)
    const first = await page({ sort: 'random', seed: 987_654 })
    const second = await page({ sort: 'random', seed: 987_654, page: 2 })
    expect([...titles(first), ...titles(second)]).toEqual([...slice(expected, 1), ...slice(expected, 2)])
    expect(titles(await page({ sort: 'random', seed: 123 }))).not.toEqual(titles(first))
  })

  it('reads a random order across the point where the stored shuffle wraps round, and from its end', async () => {
    // A seed just below the largest keys: page 1 holds the last keys, then the smallest.
    const largest = Math.max(...bigRows.map((row) => row.shuffleKey))
    const seed = largest - 1_000_000
    const expected = shuffled(seed)
    const wrapsAt = expected.findIndex((row) => row.shuffleKey < seed)
    expect(wrapsAt).toBeGreaterThan(0)
    const wrapPage = Math.floor(wrapsAt / PER_PAGE) + 1
    expect(titles(await page({ sort: 'random', seed, page: wrapPage }))).toEqual(slice(expected, wrapPage))
    expect(titles(await page({ sort: 'random', seed, page: wrapPage + 1 }))).toEqual(slice(expected, wrapPage + 1))
    const lastPage = Math.ceil(expected.length / PER_PAGE)
    expect(titles(await page({ sort: 'random', seed, page: lastPage }))).toEqual(slice(expected, lastPage))
    expect(titles(await page({ sort: 'random', seed, page: 1500 }))).toEqual(slice(expected, 1500))
  })

  it('shuffles a set of up to SHUFFLE_LIMIT images anew for each seed (a search of the big gallery, the small gallery)', async () => {
    const matches = bigRows.filter((row) => row.i % LIGHTHOUSE_EVERY === 0)
    expect(matches.length).toBeLessThanOrEqual(SHUFFLE_LIMIT)
    const byId = new Map(matches.map((row) => [ids.get(row.i)!, row.alt]))
    const expected = randomOrder([...byId.keys()], 4242).map((id) => byId.get(id)!)
    const result = await page({ sort: 'random', seed: 4242, search: 'lighthouse' })
    expect(titles(result)).toEqual(expected.slice(0, PER_PAGE))
    const smallIds = await bulkIds(payload, small.id)
    const smallRows = model(SMALL)
    const smallById = new Map(smallRows.map((row) => [smallIds.get(row.i)!, row.alt]))
    const smallPage = await getGalleryImagePage(payload, { galleryId: small.id, page: 1, perPage: PER_PAGE, sort: 'random', seed: 4242 })
    expect(titles(smallPage)).toEqual(randomOrder([...smallById.keys()], 4242).map((id) => smallById.get(id)!).slice(0, PER_PAGE))
  })

  it('searches titles and descriptions, ignoring case, and counts the matches exactly', async () => {
    const expected = bigRows.filter((row) => row.i % LIGHTHOUSE_EVERY === 0)
    const result = await page({ search: 'LightHouse' })
    expect(result).toMatchObject({ total: expected.length, totalIsExact: true, totalPages: Math.ceil(expected.length / PER_PAGE) })
    expect(titles(result)).toEqual(slice(expected, 1))
    expect(titles(await page({ search: 'Photo 012345' }))).toEqual(['Photo 012345'])
  })

  it('filters by tag, alone and with a search', async () => {
    const tagged = bigRows.filter((row) => row.i % TAGGED_EVERY === 0)
    const result = await page({ tagIds: [tagId] })
    expect(result).toMatchObject({ total: tagged.length, totalIsExact: true })
    expect(titles(result)).toEqual(slice(tagged, 1))
    const both = await page({ tagIds: [tagId], search: 'lighthouse', perPage: 500 })
    expect(titles(both)).toEqual(tagged.filter((row) => row.i % LIGHTHOUSE_EVERY === 0).map((row) => row.alt))
  })

  it('loads more: pages 1 to n together', async () => {
    const result = await page({ page: 3, loadMore: true })
    expect(titles(result)).toEqual(bigRows.slice(0, 3 * PER_PAGE).map((row) => row.alt))
    expect(result).toMatchObject({ page: 3, firstIndex: 0, hasNext: true })
  })

  it('answers a page of a 100-image gallery the same way, with an exact total', async () => {
    const rows = model(SMALL)
    const result = await getGalleryImagePage(payload, { galleryId: small.id, page: 2, perPage: PER_PAGE, sort: 'order' })
    expect(titles(result)).toEqual(slice(rows, 2))
    expect(result).toMatchObject({ total: rows.length, totalIsExact: true, totalPages: Math.ceil(rows.length / PER_PAGE), hasNext: true })
  })

  it('reads a page from the index alone on SQLite (no table scan, no sort)', async (context) => {
    if (payload.db.name !== 'sqlite') return context.skip()
    const db = payload.db as unknown as { drizzle: { all: (query: ReturnType<typeof sql>) => Promise<{ detail: string }[]> } }
    // The very query getGalleryImagePage runs for page 101 in gallery order, as it builds it.
    const [ids] = imageIdsQuery(payload, { galleryId: big.id, page: 101, perPage: PER_PAGE, sort: 'order' }, { limit: PER_PAGE, offset: 100 * PER_PAGE })
    const plan = await db.drizzle.all(sql`EXPLAIN QUERY PLAN ${ids.getSQL()}`)
    const details = plan.map((row) => row.detail).join(' | ')
    expect(details).toMatch(/USING COVERING INDEX gallery_published_order_idx/)
    expect(details).not.toMatch(/TEMP B-TREE/)
    // A page near the end is read from the end: the same index, backwards, still without a sort.
    for (const sort of ['order', 'rating', 'date'] as const) {
      const [backwards] = imageIdsQuery(payload, { galleryId: big.id, page: 3000, perPage: PER_PAGE, sort }, { limit: PER_PAGE, offset: 30, backwards: true })
      const backPlan = (await db.drizzle.all(sql`EXPLAIN QUERY PLAN ${backwards.getSQL()}`)).map((row) => row.detail).join(' | ')
      expect(backPlan, sort).toMatch(/USING (COVERING )?INDEX/)
      expect(backPlan, sort).not.toMatch(/TEMP B-TREE/)
    }
    // A random order of the big gallery: each part of the stored shuffle is a range of one index, forwards and backwards.
    for (const backwards of [false, true]) {
      const parts = imageIdsQuery(payload, { galleryId: big.id, page: 1, perPage: PER_PAGE, sort: 'random', seed: 987_654 }, { limit: PER_PAGE, offset: 0, backwards, shuffled: true })
      expect(parts).toHaveLength(3)
      for (const part of parts) {
        const partPlan = (await db.drizzle.all(sql`EXPLAIN QUERY PLAN ${part.getSQL()}`)).map((row) => row.detail).join(' | ')
        expect(partPlan).toMatch(/USING (COVERING )?INDEX gallery_published_shuffleKey_idx/)
        expect(partPlan).not.toMatch(/TEMP B-TREE/)
      }
    }
  })

  it('answers a search from the trigram index on SQLite, not by reading the gallery', async (context) => {
    if (payload.db.name !== 'sqlite') return context.skip()
    const db = payload.db as unknown as { drizzle: { all: (query: ReturnType<typeof sql>) => Promise<{ detail: string }[]> } }
    const [ids] = imageIdsQuery(payload, { galleryId: big.id, page: 1, perPage: PER_PAGE, sort: 'order', search: 'lighthouse' }, { limit: PER_PAGE, offset: 0 })
    const plan = await db.drizzle.all(sql`EXPLAIN QUERY PLAN ${ids.getSQL()}`)
    const details = plan.map((row) => row.detail).join(' | ')
    expect(details).toMatch(/gallery_images_search VIRTUAL TABLE INDEX/)
    // From the matches to their rows by id: the gallery's own index is not walked.
    expect(details).toMatch(/SEARCH gallery_images USING INTEGER PRIMARY KEY \(rowid=\?\)/)
    expect(details).not.toMatch(/gallery_published_order_idx/)
  })
})

describe('hostile gallery parameters reach the data function as the first page or a 400, never an error', () => {
  /** What a gallery view does with a query string: parse it, then ask for that state's page. */
  async function viewPage(query: string): Promise<ImagePage | { status: number; message: string }> {
    const parsed = parseGalleryQuery(new URLSearchParams(query))
    if (!parsed.ok) return parsed
    const state = viewStateOf(parsed.query, 0)
    return getGalleryImagePage(payload, imageQueryFor(big.id, state, { perPage: PER_PAGE, sort: 'order' }, () => 1))
  }

  it.each([
    'page_number_0=-1',
    'page_number_0=0',
    'page_number_0=99999999999999999999',
    'page_number_0=1e9',
    'page_number_0=1000000',
    'page_number_0=1%3BDROP%20TABLE%20gallery_images',
    'sortImagesByValue_0=rating%3BDROP%20TABLE%20gallery_images',
    'sortImagesByValue_0=__proto__',
    'sortImagesByValue_0=(SELECT%201)',
    'type_0=..%2F..%2Fetc%2Fpasswd',
    'bwg_tag_id_0=1)%20OR%20(1%3D1',
    'bwg_tag_id_0=99999999999',
    'bwg_random_seed_0=-5',
    'bwg_load_more_0=1&page_number_0=1000000',
    'album_gallery_id_0=1%20OR%201%3D1&bwg_previous_album_id_0=1',
  ])('%s → the first page', async (query) => {
    const result = await viewPage(query)
    if (!('images' in result)) throw new Error(`unexpected 400: ${result.message}`)
    expect(result.page).toBe(1)
    expect(titles(result).slice(0, PER_PAGE)).toEqual(slice(bigRows, 1))
  })

  it.each([
    ["SQL in the search", "bwg_search_0=' OR '1'='1"],
    ['a LIKE wildcard', 'bwg_search_0=%25'],
    ['a single-character wildcard', 'bwg_search_0=_'],
    ['a backslash', 'bwg_search_0=%5C'],
    ['a comment', 'bwg_search_0=--'],
  ])('%s searches for that text literally and finds nothing', async (_, query) => {
    const result = await viewPage(query)
    if (!('images' in result)) throw new Error(`unexpected 400: ${result.message}`)
    expect(result).toMatchObject({ images: [], total: 0, totalIsExact: true, page: 1, hasNext: false })
  })

  it('a random order with a hostile seed uses the view’s own seed', async () => {
    const result = await viewPage('sortImagesByValue_0=random&bwg_random_seed_0=1%20OR%201%3D1')
    expect('images' in result && result.images).toHaveLength(PER_PAGE)
  })

  it.each([
    ['a 10 kB search', `bwg_search_0=${'x'.repeat(10_000)}`, 'The search text is too long: use at most 200 characters.'],
    ['an array of pages', 'page_number_0=1&page_number_0=2', 'page_number_0 is given more than once.'],
    ['too many tags', `bwg_tag_id_0=${Array.from({ length: 50 }, (_, i) => i + 1).join(',')}`, 'Choose at most 20 tags.'],
  ])('%s is a 400 with a reason', async (_, query, message) => {
    expect(await viewPage(query)).toEqual({ ok: false, status: 400, message })
  })
})

describe('album items', () => {
  it('pages over the published items only, in the album’s order', async () => {
    const hidden = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Hidden ${unique()}`, published: false }), overrideAccess: true, context: ctx })
    const sub = await payload.create({ collection: 'albums', data: withDefaults({ name: `Sub ${unique()}` }), overrideAccess: true, context: ctx })
    const refs = [
      { relationTo: 'galleries' as const, id: big.id },
      { relationTo: 'galleries' as const, id: hidden.id },
      { relationTo: 'albums' as const, id: sub.id },
      { relationTo: 'galleries' as const, id: small.id },
    ]
    const first = await getAlbumItemsPage(payload, refs, 1, 2)
    expect(first).toMatchObject({ page: 1, total: 3, totalPages: 2 })
    expect(first.items.map((item) => item.doc.name)).toEqual([big.name, sub.name])
    const second = await getAlbumItemsPage(payload, refs, 2, 2)
    expect(second.items.map((item) => item.doc.name)).toEqual([small.name])
    // A page that does not exist shows the first.
    expect((await getAlbumItemsPage(payload, refs, 99, 2)).page).toBe(1)
  })
})
