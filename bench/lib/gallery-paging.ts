/**
 * The "gallery pages" section of `npm run bench` (see gallery-paging.mjs, which runs this file
 * with tsx in the benchmark server's environment). Adds two galleries to the benchmark's own
 * database, of 100 and of 100,000 images (bulk-inserted as in the paging integration test), then
 * times the same page requests on both:
 *
 * - the data function every gallery view uses (getGalleryImagePage), in this process;
 * - the whole gallery page over HTTP from the running production server (a dynamic render,
 *   since the page carries gallery parameters).
 *
 * If the database lacks the sort indexes proposed in src/features/gallery/model/gallery-images.ts (they
 * arrive with a migration), the sorts are timed again after creating them here, in this
 * throwaway database only. Prints one JSON object on its last line.
 */
import { sql } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'

import { getGalleryImagePage, type ImageQuery } from '@/features/gallery/index.server'

import { insertBulkImages } from '../../tests/integration/bulk-gallery'

const SIZES = [100, 100_000] as const
const RUNS = 25
const PER_PAGE = 30

type Case = { name: string; query: Omit<ImageQuery, 'galleryId' | 'perPage'>; lastPage?: boolean; indexed?: string }

const cases: Case[] = [
  { name: 'page 1, gallery order', query: { page: 1, sort: 'order' } },
  { name: 'page 2, gallery order', query: { page: 2, sort: 'order' } },
  { name: 'last page, gallery order', query: { page: 1, sort: 'order' }, lastPage: true },
  { name: 'page 1, newest first', query: { page: 1, sort: 'date' }, indexed: 'gallery_published_createdAt_idx' },
  { name: 'page 1, by title', query: { page: 1, sort: 'title' }, indexed: 'gallery_published_alt_order_idx' },
  { name: 'page 1, highest rated', query: { page: 1, sort: 'rating' }, indexed: 'gallery_published_avgRating_order_idx' },
  { name: 'page 1, most viewed', query: { page: 1, sort: 'hits' }, indexed: 'gallery_published_hitCount_order_idx' },
  { name: 'page 1, random', query: { page: 1, sort: 'random', seed: 4242 } },
  { name: 'page 1, search "lighthouse"', query: { page: 1, sort: 'order', search: 'lighthouse' } },
]

/** The indexes gallery-images.ts declares beyond the first one, as a migration would create them. */
const proposedIndexes: Record<string, string> = {
  gallery_published_createdAt_idx: '"gallery_id", "published", "created_at"',
  gallery_published_alt_order_idx: '"gallery_id", "published", "alt", "order"',
  gallery_published_avgRating_order_idx: '"gallery_id", "published", "avg_rating", "order"',
  gallery_published_hitCount_order_idx: '"gallery_id", "published", "hit_count", "order"',
}

/**
 * The benchmark server writes to the same SQLite file (its job runner sends the contact form
 * section's mail), and a write locks the file for a moment: such a "database is locked" is
 * retried for up to a minute rather than failing the section.
 */
async function retryBusy<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= 120 || !/SQLITE_BUSY/.test(`${(error as { code?: string }).code} ${(error as Error).message} ${(error as { cause?: { code?: string } }).cause?.code}`)) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Median time of each runner. The runners take turns (after three warm-up rounds each), so
 * whatever else the machine does falls on both alike.
 */
async function timeEach(runners: (() => Promise<unknown>)[]): Promise<number[]> {
  for (let i = 0; i < 3; i++) for (const run of runners) await retryBusy(run) // module loading, statement caches
  const samples: number[][] = runners.map(() => [])
  for (let i = 0; i < RUNS; i++) {
    for (const [r, run] of runners.entries()) {
      const started = performance.now()
      await retryBusy(run)
      samples[r].push(performance.now() - started)
    }
  }
  return samples.map(median)
}

async function existingIndexes(payload: Payload): Promise<Set<string>> {
  const db = payload.db as unknown as { drizzle: { all: (query: ReturnType<typeof sql>) => Promise<{ name: string }[]> } }
  const rows = await db.drizzle.all(sql`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'gallery_images'`)
  return new Set(rows.map((row) => row.name))
}

async function main() {
  const baseUrl = process.env.BENCH_BASE_URL
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  if (payload.db.name !== 'sqlite') throw new Error('The benchmark database is SQLite.')

  const galleries: Record<number, { id: number; slug: string; lastPage: number }> = {}
  const insertStarted = Date.now()
  for (const size of SIZES) {
    const slug = `bench-${size}`
    const found = await retryBusy(() => payload.find({ collection: 'galleries', where: { slug: { equals: slug } }, limit: 1, overrideAccess: true, depth: 0 }))
    const gallery =
      found.docs[0] ??
      (await retryBusy(() =>
        payload.create({ collection: 'galleries', data: { name: `Bench ${size}`, slug, source: 'upload' }, overrideAccess: true, context: { skipRevalidate: true } }),
      ))
    if (!found.docs[0]) await retryBusy(() => insertBulkImages(payload, gallery.id, size))
    const first = await retryBusy(() => getGalleryImagePage(payload, { galleryId: gallery.id, page: 1, perPage: PER_PAGE, sort: 'order' }))
    // The last page: counted from the end, since a 100,000-image gallery's total is not counted.
    const published = Math.round(size * 0.9)
    galleries[size] = { id: gallery.id, slug, lastPage: first.totalIsExact ? first.totalPages : Math.ceil(published / PER_PAGE) }
  }
  const insertMs = Date.now() - insertStarted

  const measure = async (label: string, only?: (c: Case) => boolean) => {
    const rows = []
    for (const c of cases.filter(only ?? (() => true))) {
      const times = await timeEach(
        SIZES.map((size) => {
          const g = galleries[size]
          const query = { ...c.query, galleryId: g.id, perPage: PER_PAGE, page: c.lastPage ? g.lastPage : c.query.page }
          return () => getGalleryImagePage(payload, query)
        }),
      )
      rows.push({ case: `${c.name}${label}`, ...Object.fromEntries(SIZES.map((size, i) => [String(size), times[i]])) })
    }
    return rows
  }

  const before = await retryBusy(() => existingIndexes(payload))
  const rows = await measure('')

  // The whole page over HTTP, as a visitor's browser asks for it.
  if (baseUrl) {
    const times = await timeEach(
      SIZES.map((size) => async () => {
        const url = `${baseUrl}/galleries/${galleries[size].slug}?page_number_0=2`
        const response = await fetch(url)
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      }),
    )
    rows.push({ case: 'whole page over HTTP, page 2', ...Object.fromEntries(SIZES.map((size, i) => [String(size), times[i]])) })
  }

  const missing = Object.keys(proposedIndexes).filter((name) => !before.has(name))
  if (missing.length) {
    const db = payload.db as unknown as { drizzle: { run: (query: ReturnType<typeof sql>) => Promise<unknown> } }
    for (const name of missing) {
      await retryBusy(() => db.drizzle.run(sql.raw(`CREATE INDEX IF NOT EXISTS "${name}" ON "gallery_images" (${proposedIndexes[name]})`)))
    }
    rows.push(...(await measure(' (with its proposed index)', (c) => Boolean(c.indexed && missing.includes(c.indexed)))))
  }

  console.log(JSON.stringify({ rows, insertMs, missing, runs: RUNS, perPage: PER_PAGE }))
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
