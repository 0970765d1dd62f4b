/**
 * GET /embed-frame/{id}: Vitrine's frame around an Instagram player (docs/decisions/010,
 * docs/api.md). Answers only for a published image in a published gallery whose embed is ready
 * and shown through the frame; anything else is a plain 404, so the route cannot be used to frame
 * arbitrary addresses.
 */
import 'server-only'

import type { Payload } from 'payload'

import { parseId } from '@/lib/ids'
import type { GalleryImage } from '@/payload-types'

import { embedDisplay } from './embed-display'
import { embedFramePage, frameHeaders } from './embed-frame-page'
import { playerUrl } from './providers'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } })

async function findFramedImage(payload: Payload, id: number): Promise<GalleryImage | null> {
  // Visitor access: an unpublished image is not found; an unpublished gallery is not populated.
  const { docs } = await payload.find({
    collection: 'gallery-images',
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    select: { alt: true, gallery: true, filetype: true, embedUrl: true, embedStatus: true },
    populate: { galleries: { slug: true } },
  })
  const image = docs[0] as GalleryImage | undefined
  return image && typeof image.gallery === 'object' && image.gallery ? image : null
}

export async function handleEmbedFrame(payload: Payload, id: string): Promise<Response> {
  // A whole number the id column can hold (PostgreSQL's integer); anything else is not found.
  const imageId = parseId(id)
  if (imageId === null) return notFound()
  const image = await findFramedImage(payload, imageId)
  if (!image) return notFound()
  const display = embedDisplay(image)
  const player = playerUrl(image.filetype, image.embedUrl)
  if (display.type !== 'player' || !display.framed || !player) return notFound()
  return new Response(embedFramePage({ title: image.alt, playerUrl: player }), { status: 200, headers: frameHeaders() })
}
