import 'server-only'

/**
 * `POST /api/galleries/{id}/reorder` with `{ "ids": [...] }`: the gallery's images in their new
 * order, numbered 1, 2, 3… in one transaction (docs/api.md). The admin's gallery screen sends it
 * after a drag or a keyboard move. Signed-in users only (every user is an admin).
 */
import { commitTransaction, initTransaction, killTransaction, type PayloadHandler } from 'payload'

import { revalidateSite } from '@/cms/hooks/revalidate-site'
import { parseId } from '@/lib/ids'

import { parseReorderBody, renumber } from './image-order'

const noStore = { 'Cache-Control': 'private, no-store' }

function failure(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: noStore })
}

export const reorderGalleryImages: PayloadHandler = async (req) => {
  if (!req.user) return failure(401, 'Sign in as an admin to reorder a gallery.')
  const galleryId = parseId(String(req.routeParams?.id ?? ''))
  if (galleryId === null) return failure(400, 'The gallery id must be a whole number from 1.')

  let body: unknown
  try {
    body = req.json ? await req.json() : undefined
  } catch {
    return failure(400, 'The body must be JSON: {"ids": [...]}.')
  }
  const parsed = parseReorderBody(body)
  if (!parsed.ok) return failure(400, parsed.message)

  const gallery = await req.payload.findByID({ collection: 'galleries', id: galleryId, depth: 0, req, overrideAccess: false, disableErrors: true })
  if (!gallery) return failure(404, `No gallery has the id ${galleryId}.`)

  const { docs } = await req.payload.find({
    collection: 'gallery-images',
    where: { gallery: { equals: galleryId } },
    depth: 0,
    pagination: false,
    select: { order: true },
    overrideAccess: true,
    req,
  })
  const current = new Map(docs.map((doc) => [doc.id, doc.order]))
  const unknown = parsed.ids.filter((id) => !current.has(id))
  if (unknown.length > 0) return failure(400, `Image ${unknown.slice(0, 5).join(', ')} is not in this gallery.`)
  if (parsed.ids.length !== current.size) {
    return failure(409, `The gallery has ${current.size} images and the list names ${parsed.ids.length}: someone changed it meanwhile. Reload and move the image again.`)
  }

  const changes = renumber(parsed.ids, current)
  const shouldCommit = await initTransaction(req)
  try {
    for (const { id, order } of changes) {
      await req.payload.db.updateOne({ collection: 'gallery-images', id, data: { order }, req, returning: false })
    }
    if (changes.length > 0) await revalidateSite(req)
    if (shouldCommit) await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  return Response.json({ ids: parsed.ids, changed: changes.length }, { headers: noStore })
}
