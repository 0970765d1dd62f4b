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
import { database, filters, imagesByIds, orderParts, readIds, readsStoredShuffle } from './images.server'

/** What identifies a set: a gallery, its filters and its order (no paging). */
export type SetQuery = Pick<ImageQuery, 'galleryId' | 'search' | 'tagIds' | 'sort' | 'seed'>

/** Most images one window carries. */
export const MAX_SET_WINDOW = 100

export async function countSet(payload: Payload, query: SetQuery): Promise<number> {
  const db = database(payload)
  const [row] = await db.drizzle.select({ n: count() }).from(db.tables.gallery_images).where(filters(db, query))
  return Number(row?.n ?? 0)
}

/** The parts of the set's order (images.server.ts): a random order of a large set reads its stored shuffle. */
async function partsOf(payload: Payload, query: SetQuery) {
  const db = database(payload)
  const where = filters(db, query)
  const shuffled = await readsStoredShuffle(db, query.sort, where)
  return { db, where, parts: orderParts(query.sort, db.tables.gallery_images, query.seed ?? 0, { shuffled }) }
}

export async function imageSetWindow(payload: Payload, query: SetQuery, offset: number, limit: number): Promise<GalleryImage[]> {
  const size = Math.max(1, Math.min(MAX_SET_WINDOW, Math.floor(limit)))
  const { db, where, parts } = await partsOf(payload, query)
  const ids = await readIds(db, where, parts, { limit: size, offset: Math.max(0, Math.floor(offset)) })
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
  const { where, parts } = await partsOf(payload, query)
  const index = (await readIds(db, where, parts, { offset: 0 })).indexOf(imageId)
  return index >= 0 ? index : null
}
