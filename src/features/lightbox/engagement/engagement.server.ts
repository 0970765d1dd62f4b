import 'server-only'

/**
 * Ratings and view counts of gallery images, safe under concurrent requests on SQLite and
 * PostgreSQL (SPEC.md sections 3 and 7; issue 11 item 8).
 *
 * - A view counts once per visitor, image and day (UTC): one row per view in `image_hits` with a
 *   unique index; only an inserted row raises `hitCount`, by one, in one UPDATE. At most
 *   HITS_PER_NETWORK visitors of one network count per image and day.
 * - A rating is one row per visitor and image in `image-ratings` (rating again replaces the
 *   vote); `avgRating` and `rateCount` are then recounted from those rows in one UPDATE, under a
 *   lock of the image row on PostgreSQL, so they are exact however many visitors rate at once.
 *   At most RATINGS_PER_NETWORK visitors of one network rate one image.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { runSql, sqlTrue, withImageLock } from './sql.server'

export const HITS_PER_NETWORK = 50
export const RATINGS_PER_NETWORK = 20

/** The image as a visitor may see it: published, in a published gallery. */
export async function visibleImage(payload: Payload, imageId: number): Promise<{ id: number; hitCount: number } | null> {
  const yes = sql.raw(sqlTrue(payload))
  const { rows } = await runSql(
    payload,
    sql`SELECT gi.id AS id, gi.hit_count AS hit_count FROM gallery_images gi JOIN galleries g ON g.id = gi.gallery_id
      WHERE gi.id = ${imageId} AND gi.published = ${yes} AND g.published = ${yes}`,
  )
  const row = rows[0]
  return row ? { id: Number(row.id), hitCount: Number(row.hit_count ?? 0) } : null
}

export const today = (now = new Date()) => now.toISOString().slice(0, 10)

export type HitOutcome = { counted: boolean; hitCount: number } | { limited: true }

export async function countView(payload: Payload, input: { imageId: number; visitorHash: string; addressHash: string; now?: Date }): Promise<HitOutcome> {
  const day = today(input.now)
  const stamp = (input.now ?? new Date()).toISOString()
  const { rows } = await runSql(
    payload,
    sql`SELECT count(*) AS n FROM image_hits WHERE image_id = ${input.imageId} AND address_hash = ${input.addressHash} AND day = ${day}`,
  )
  if (Number(rows[0]?.n ?? 0) >= HITS_PER_NETWORK) return { limited: true }
  const inserted = await runSql(
    payload,
    sql`INSERT INTO image_hits (image_id, visitor_hash, address_hash, day, updated_at, created_at)
      VALUES (${input.imageId}, ${input.visitorHash}, ${input.addressHash}, ${day}, ${stamp}, ${stamp})
      ON CONFLICT (image_id, visitor_hash, day) DO NOTHING`,
  )
  if (inserted.changed === 1) {
    const { rows: updated } = await runSql(payload, sql`UPDATE gallery_images SET hit_count = COALESCE(hit_count, 0) + 1 WHERE id = ${input.imageId} RETURNING hit_count`)
    return { counted: true, hitCount: Number(updated[0]?.hit_count ?? 0) }
  }
  const { rows: current } = await runSql(payload, sql`SELECT hit_count FROM gallery_images WHERE id = ${input.imageId}`)
  return { counted: false, hitCount: Number(current[0]?.hit_count ?? 0) }
}

/** Views of days before yesterday are no longer needed to tell a repeat view: removed now and then. */
export async function forgetOldViews(payload: Payload, now = new Date()): Promise<void> {
  const yesterday = today(new Date(now.getTime() - 24 * 3600 * 1000))
  await runSql(payload, sql`DELETE FROM image_hits WHERE day < ${yesterday}`)
}

export type RatingOutcome = { avgRating: number; rateCount: number; rate: number } | { limited: true }

export async function rateImage(
  payload: Payload,
  input: { imageId: number; rate: number; visitorHash: string; addressHash: string; now?: Date },
): Promise<RatingOutcome> {
  const stamp = (input.now ?? new Date()).toISOString()
  return withImageLock(payload, input.imageId, async (run) => {
    const { rows } = await run(
      sql`SELECT count(*) AS n, sum(CASE WHEN visitor_hash = ${input.visitorHash} THEN 1 ELSE 0 END) AS mine
        FROM image_ratings WHERE image_id = ${input.imageId} AND address_hash = ${input.addressHash}`,
    )
    if (Number(rows[0]?.n ?? 0) >= RATINGS_PER_NETWORK && !Number(rows[0]?.mine ?? 0)) return { limited: true }
    await run(
      sql`INSERT INTO image_ratings (image_id, rate, visitor_hash, address_hash, updated_at, created_at)
        VALUES (${input.imageId}, ${input.rate}, ${input.visitorHash}, ${input.addressHash}, ${stamp}, ${stamp})
        ON CONFLICT (image_id, visitor_hash) DO UPDATE SET rate = excluded.rate, address_hash = excluded.address_hash, updated_at = excluded.updated_at`,
    )
    const { rows: updated } = await run(
      sql`UPDATE gallery_images SET
          rate_count = (SELECT count(*) FROM image_ratings WHERE image_id = ${input.imageId}),
          avg_rating = COALESCE((SELECT avg(rate) FROM image_ratings WHERE image_id = ${input.imageId}), 0)
        WHERE id = ${input.imageId} RETURNING avg_rating, rate_count`,
    )
    return { avgRating: Number(updated[0]?.avg_rating ?? 0), rateCount: Number(updated[0]?.rate_count ?? 0), rate: input.rate }
  })
}
