/**
 * Big galleries for the paging test and the benchmark (bench/lib/gallery-paging.ts), made in one
 * INSERT … SELECT per table through Payload's own Drizzle tables: 100,000 images in a few seconds
 * on SQLite and PostgreSQL, where 100,000 local-API creates would take most of an hour.
 *
 * Row i (from 0) is described twice, once in SQL (the insert) and once in `bulkImage(i)` (what
 * tests expect); keep the two in step.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

type Adapter = {
  name: string
  drizzle: { run?: (query: SQL) => Promise<unknown>; execute?: (query: SQL) => Promise<unknown> }
  tables: Record<string, Record<string, unknown>>
}

export type BulkImage = {
  i: number
  alt: string
  description: string
  width: number
  height: number
  order: number
  hitCount: number
  avgRating: number
  published: boolean
  createdAt: string
  tagged: boolean
  /** Its place in the stored shuffle (random-order.ts): i × 2654435761 mod 2³¹, a different one for each row. */
  shuffleKey: number
}

export const LIGHTHOUSE_EVERY = 1000
/** Odd, so i × it mod 2³¹ gives every row a key of its own. */
const SHUFFLE_MULTIPLIER = 2654435761n
export const TAGGED_EVERY = 500

/** What row i holds. */
export function bulkImage(i: number): BulkImage {
  return {
    i,
    alt: `Photo ${String(i).padStart(6, '0')}`,
    description: i % LIGHTHOUSE_EVERY === 0 ? `A lighthouse at dusk, number ${i}` : 'A field in summer',
    width: 400 + (i % 5) * 100,
    height: 300,
    order: i + 1,
    hitCount: (i * 7919) % 10007,
    avgRating: (i % 41) / 10,
    published: i % 10 !== 7,
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString(),
    tagged: i % TAGGED_EVERY === 0,
    shuffleKey: Number((BigInt(i) * SHUFFLE_MULTIPLIER) % 2147483648n),
  }
}

function adapter(payload: Payload): Adapter {
  return payload.db as unknown as Adapter
}

async function run(payload: Payload, query: SQL): Promise<void> {
  const db = adapter(payload)
  if (db.name === 'postgres') await db.drizzle.execute!(query)
  else await db.drizzle.run!(query)
}

/**
 * Adds `count` images (rows 0 … count − 1) to a gallery, and tags every TAGGED_EVERY-th with
 * `tagId` when given. The gallery is created beforehand through the local API.
 */
export async function insertBulkImages(payload: Payload, galleryId: number, count: number, options: { tagId?: number } = {}): Promise<void> {
  const db = adapter(payload)
  const postgres = db.name === 'postgres'
  const t = db.tables.gallery_images
  const columns = ['gallery', 'alt', 'description', 'width', 'height', 'order', 'hitCount', 'avgRating', 'published', 'createdAt', 'updatedAt', 'shuffleKey']
  // The two databases spell zero-padding, dates and booleans differently; the values are the same.
  const alt = postgres ? sql`'Photo ' || lpad(i::text, 6, '0')` : sql`'Photo ' || printf('%06d', i)`
  const lighthouse = postgres ? sql`'A lighthouse at dusk, number ' || i::text` : sql`'A lighthouse at dusk, number ' || i`
  const createdAt = postgres
    ? sql`timestamptz '2025-01-01 00:00:00+00' + i * interval '1 second'`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01 00:00:00', '+' || i || ' seconds')`
  const published = postgres ? sql`(i % 10 <> 7)` : sql`(CASE WHEN i % 10 <> 7 THEN 1 ELSE 0 END)`
  const shuffleKey = sql`(${postgres ? sql`i::bigint` : sql`i`} * ${sql.raw(String(SHUFFLE_MULTIPLIER))}) % 2147483648`
  await run(
    payload,
    sql`INSERT INTO ${t} (${sql.join(
      columns.map((key) => sql.identifier((t[key] as { name: string }).name)),
      sql`, `,
    )})
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${sql.raw(String(count - 1))})
    SELECT ${sql.raw(String(galleryId))}, ${alt},
      CASE WHEN i % ${sql.raw(String(LIGHTHOUSE_EVERY))} = 0 THEN ${lighthouse} ELSE 'A field in summer' END,
      400 + (i % 5) * 100, 300, i + 1, (i * 7919) % 10007, (i % 41) / 10.0, ${published}, ${createdAt}, ${createdAt}, ${shuffleKey}
    FROM n`,
  )
  if (options.tagId) {
    const rels = db.tables.gallery_images_rels
    const name = (table: Record<string, unknown>, key: string) => sql.identifier((table[key] as { name: string }).name)
    await run(
      payload,
      sql`INSERT INTO ${rels} (${name(rels, 'order')}, ${name(rels, 'parent')}, ${name(rels, 'path')}, ${name(rels, 'gallery-tagsID')})
      SELECT 1, ${t.id as SQL}, 'tags', ${sql.raw(String(options.tagId))} FROM ${t}
      WHERE ${t.gallery as SQL} = ${sql.raw(String(galleryId))} AND (${t.order as SQL} - 1) % ${sql.raw(String(TAGGED_EVERY))} = 0`,
    )
  }
}

/** The ids of a gallery's rows by row number i, for orders that depend on ids (random). */
export async function bulkIds(payload: Payload, galleryId: number): Promise<Map<number, number>> {
  const db = adapter(payload) as unknown as {
    drizzle: { select: (f: object) => { from: (t: object) => { where: (w: SQL) => Promise<{ id: number; order: number }[]> } } }
    tables: Record<string, Record<string, SQL>>
  }
  const t = db.tables.gallery_images
  const rows = await db.drizzle.select({ id: t.id, order: t.order }).from(t).where(sql`${t.gallery} = ${galleryId}`)
  return new Map(rows.map((row) => [Number(row.order) - 1, Number(row.id)]))
}
