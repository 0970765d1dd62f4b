import 'server-only'

/**
 * New images go last. Payload fills in a field's default value (`order` 0) before any collection
 * hook runs, so "no order given" is seen by the field's own beforeValidate hook, which marks the
 * write; the collection's beforeChange hook then numbers the image one past the largest `order`
 * in its gallery (image-order.ts). An order the writer gives (the seed, an import) is kept, except
 * 0 over HTTP, which is what Payload's create form sends when the editor leaves the field alone.
 * Two images created at the same moment may get the same number: ties show by id, which is the
 * order they were created in, and the next reorder numbers them apart.
 */
import type { CollectionBeforeChangeHook, FieldHook } from 'payload'

import { nextOrder } from './image-order'

/** Context key set by the field hook for the collection hook of the same write. */
const ORDER_NOT_GIVEN = 'galleryImageOrderNotGiven'

export const markOrderNotGiven: FieldHook = ({ operation, siblingData, req }) => {
  if (operation !== 'create') return undefined
  const given = siblingData?.order
  // Payload's own "Create gallery image" form fills in the field's default, 0, and sends it: over
  // HTTP, 0 on create means "no order chosen". Server code (the seed, an import) may give 0.
  const formDefault = given === 0 && req.payloadAPI === 'REST'
  req.context[ORDER_NOT_GIVEN] = given === undefined || given === null || given === '' || formDefault
  return undefined
}

export const orderLast: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.context[ORDER_NOT_GIVEN] !== true) return data
  req.context[ORDER_NOT_GIVEN] = false
  const gallery: unknown = data.gallery
  const galleryId = typeof gallery === 'object' && gallery !== null ? (gallery as { id?: unknown }).id : gallery
  if (typeof galleryId !== 'number' && typeof galleryId !== 'string') return data
  const { docs } = await req.payload.find({
    collection: 'gallery-images',
    where: { gallery: { equals: galleryId } },
    sort: '-order',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { order: true },
    overrideAccess: true,
    req,
  })
  return { ...data, order: nextOrder(docs[0]?.order) }
}
