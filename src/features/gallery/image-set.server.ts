/**
 * A gallery's whole filtered, sorted set of images, a window at a time: what the popup and the
 * slideshow browse (not only the page a view shows). The same filters and order as a view's page
 * (images.server.ts), so the popup steps through exactly the images the visitor sees, in the
 * same order, across page boundaries.
 *
 * - `countSet`: the exact number of images in the set (one index count).
 * - `imageSetWindow`: `limit` documents from `offset`, in order.
 * - `indexInSet`: where one image stands in the set, or null when it is not in it (another
 *   gallery, unpublished, filtered out). Reads the ids of the set up to that image: an index-only
 *   scan, fast for the galleries people browse (a deep link into a 100,000-image gallery reads at
 *   most 100,000 integers once).
 */
import 'server-only'

import { count, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { GalleryImage } from '@/payload-types'

import type { ImageQuery } from './image-query'
import { database, filters, imagesByIds, orderBy } from './images.server'

/** What identifies a set: a gallery, its filters and its order (no paging). */
export type SetQuery = Pick<ImageQuery, 'galleryId' | 'search' | 'tagIds' | 'sort' | 'seed'>

/** Most images one window carries. */
export const MAX_SET_WINDOW = 100

export async function countSet(payload: Payload, query: SetQuery): Promise<number> {
  const db = database(payload)
  const [row] = await db.drizzle.select({ n: count() }).from(db.tables.gallery_images).where(filters(db, query))
  return Number(row?.n ?? 0)
}

export async function imageSetWindow(payload: Payload, query: SetQuery, offset: number, limit: number): Promise<GalleryImage[]> {
  const db = database(payload)
  const t = db.tables.gallery_images
  const size = Math.max(1, Math.min(MAX_SET_WINDOW, Math.floor(limit)))
  const rows = await db.drizzle
    .select({ id: t.id })
    .from(t)
    .where(filters(db, query))
    .orderBy(...orderBy(query.sort, t, query.seed ?? 0))
    .limit(size)
    .offset(Math.max(0, Math.floor(offset)))
  const ids = rows.map((row) => Number(row.id))
  return ids.length ? imagesByIds(payload, ids, { pricelist: true, pricelistSections: true }) : []
}

export async function indexInSet(payload: Payload, query: SetQuery, imageId: number): Promise<number | null> {
  const db = database(payload)
  const t = db.tables.gallery_images
  // Is the image in the set at all? One indexed lookup before any scan.
  const [found] = await db.drizzle
    .select({ n: count() })
    .from(t)
    .where(sql`${filters(db, query)} AND ${t.id} = ${imageId}`)
  if (!Number(found?.n)) return null
  const rows = await db.drizzle
    .select({ id: t.id })
    .from(t)
    .where(filters(db, query))
    .orderBy(...orderBy(query.sort, t, query.seed ?? 0))
  const index = rows.findIndex((row) => Number(row.id) === imageId)
  return index >= 0 ? index : null
}
