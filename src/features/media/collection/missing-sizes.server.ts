import 'server-only'

/**
 * Makes the sizes an image upload lacks: those added to the collection after it was uploaded
 * (the thumbnails view's cropped tile, decision 046). Payload makes sizes only when a file
 * arrives, so each such upload's stored original is given to Payload again, with its focal
 * point. The sizes get new files and addresses, and the pages are revalidated once at the end.
 * `npm run media:sizes` runs it (scripts/media-sizes.ts).
 */
import { createLocalReq, type Payload, type Where } from 'payload'

import { revalidateSite } from '@/cms/hooks/revalidate-site'
import type { Media } from '@/payload-types'

import { mediaFiles } from '../files/media-files.server'
import { storedSizeNames } from './variants'

export type MissingSizesProgress = { done: number; total: number; remade: number; failed: number }
export type MissingSizesResult = { checked: number; remade: number; failed: { id: number; message: string }[] }

/** An image (not a sound or video) that lacks at least one size. */
const lacksASize: Where = {
  and: [{ mimeType: { like: 'image/' } }, { or: storedSizeNames.map((name) => ({ [`sizes.${name}.filename`]: { exists: false } })) }],
}

const BATCH = 25

export async function makeMissingSizes(payload: Payload, onProgress?: (progress: MissingSizesProgress) => void): Promise<MissingSizesResult> {
  const files = mediaFiles()
  const { totalDocs: total } = await payload.count({ collection: 'media', where: lacksASize, overrideAccess: true })
  const result: MissingSizesResult = { checked: 0, remade: 0, failed: [] }
  // By id, after the last one seen: one that fails still lacks its sizes and is not met again.
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { and: [lacksASize, { id: { greater_than: after } }] },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (!docs.length) break
    for (const doc of docs as Media[]) {
      after = doc.id
      result.checked += 1
      const message = await remake(payload, doc, files)
      if (message) result.failed.push({ id: doc.id, message })
      else result.remade += 1
      onProgress?.({ done: result.checked, total, remade: result.remade, failed: result.failed.length })
    }
  }
  if (result.remade) await revalidateSite(await createLocalReq({}, payload))
  return result
}

/** Uploads one document's original again; the reason it could not, or null. */
async function remake(payload: Payload, doc: Media, files: ReturnType<typeof mediaFiles>): Promise<string | null> {
  if (!doc.filename || !doc.mimeType) return 'It has no stored file name.'
  const data = await files.read(doc, doc.filename)
  if (!data) return `Its file ${doc.filename} is missing from the storage: upload the photo again in the admin.`
  try {
    await payload.update({
      collection: 'media',
      id: doc.id,
      data: { focalX: doc.focalX ?? 50, focalY: doc.focalY ?? 50 },
      // The name it was uploaded as: the stored name is made from it again (stored-name.ts).
      file: { data, name: doc.originalFilename || doc.filename, mimetype: doc.mimeType, size: data.length },
      overrideAccess: true,
      // One revalidation for the whole run (above), not one per photo.
      context: { skipRevalidate: true },
    })
    return null
  } catch (error) {
    return (error as Error).message
  }
}
