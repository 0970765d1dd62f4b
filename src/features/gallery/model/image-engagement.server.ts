import 'server-only'

/**
 * A gallery image's comments and ratings. `commentCount` counts its published comments only:
 * recounted from the comments table after every change to a comment (created, published,
 * unpublished, moved, deleted), in the same transaction as the change, with one UPDATE, so a
 * visitor's comment held for moderation never raises it and an admin publishing it does. Deleting
 * a photo deletes its comments and ratings first.
 */
import { sql } from 'drizzle-orm'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook, Payload, PayloadRequest } from 'payload'

import { runSql } from '@/cms/transaction'

export async function recountComments(payload: Payload, req: PayloadRequest, imageId: number): Promise<void> {
  const published = payload.db.name === 'postgres' ? sql`true` : sql`1`
  const query = sql`UPDATE gallery_images SET comment_count = (
      SELECT count(*) FROM image_comments WHERE image_id = ${imageId} AND published = ${published}
    ) WHERE id = ${imageId}`
  await runSql(req, query)
}

const imageIdOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}

export const recountAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const ids = new Set([imageIdOf(doc.image), imageIdOf(previousDoc?.image)].filter((id): id is number => id !== null))
  for (const id of ids) await recountComments(req.payload, req, id)
  return doc
}

export const recountAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const id = imageIdOf(doc.image)
  if (id !== null) await recountComments(req.payload, req, id)
  return doc
}

/** Deleting a photo deletes its comments and ratings first (they cannot point at nothing). */
export const deleteImageEngagement: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { image: { equals: id } }
  await req.payload.delete({ collection: 'image-ratings', where, req, overrideAccess: true })
  await req.payload.delete({ collection: 'image-comments', where, req, overrideAccess: true })
}

/**
 * Deleting a gallery deletes its photos first, each with its comments and ratings (as NextGEN's
 * "Delete gallery" does), in the delete's own transaction; the uploaded files stay in the media
 * library. Without this the database refused the delete of any gallery that had a photo.
 */
export const deleteGalleryImages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Each photo's delete revalidates the site as any edit does (cheap: the caches are cleared, not
  // rebuilt). Not skipped through req.context: a bulk delete of galleries runs their hooks side
  // by side on one request, and a flag set and restored by each could be left set for the rest.
  await req.payload.delete({ collection: 'gallery-images', where: { gallery: { equals: id } }, req, overrideAccess: true })
}
