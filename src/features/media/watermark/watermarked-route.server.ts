/**
 * GET /media/watermarked/{mediaId}/{variant}.{format}?v={version}: a variant of a gallery photo
 * with the site's watermark baked in. docs/api.md describes the answers; docs/decisions/011 why.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

import { isPlainFileName } from '../files/media-files.server'
import { contentTypes, MissingSourceError, watermarkedVariant } from './watermark-render.server'
import { loadSiteWatermark } from './watermark-settings.server'
import { parseWatermarkedRequest, sizeName, watermarkedUrl, watermarkedVersion } from './watermark-urls'

type Params = { mediaId: string; file: string }

const text = (status: number, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  })

/**
 * Only a photo visitors can see in a gallery that bakes the watermark in is served: the picture of
 * a published image of a published gallery with `view.watermark` on. Anything else would make
 * this route a way to watermark (and so to fetch) any upload. Visitor access (no user) already
 * hides unpublished images and, through the relationship, unpublished galleries; the conditions
 * say so explicitly. One read: the gallery image with its picture populated (visitor access
 * applies to the picture too); the settings come from memory (settingsGlobal).
 */
async function watermarkedGalleryPhoto(payload: Payload, mediaId: number): Promise<Media | null> {
  const { docs } = await payload.find({
    collection: 'gallery-images',
    where: {
      and: [
        { image: { equals: mediaId } },
        { published: { equals: true } },
        { 'gallery.published': { equals: true } },
        { 'gallery.view.watermark': { equals: true } },
      ],
    },
    select: { image: true },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const image = docs[0]?.image
  return image && typeof image === 'object' ? image : null
}

export async function serveWatermarked(payload: Payload, request: Request, params: Params): Promise<Response> {
  const parsed = parseWatermarkedRequest(params.mediaId, params.file)
  if (!parsed.ok) return text(400, parsed.message)
  const { mediaId, variant, format } = parsed

  const site = await loadSiteWatermark(payload)
  if (!site) return text(404, 'No watermark is set in the gallery settings, so there are no watermarked images.')
  const media = await watermarkedGalleryPhoto(payload, mediaId)
  if (!media) {
    return text(404, `There is no watermarked photo ${mediaId}: it is not in a published gallery that bakes the watermark in.`)
  }
  const size = media.sizes?.[sizeName(variant, format)]
  if (!size?.filename || !isPlainFileName(size.filename)) return text(404, `Photo ${mediaId} has no ${variant} ${format} variant.`)

  // The URL's version must be today's: an older one (a page cached in a browser before a settings
  // change or a new upload) is sent to the current address, so one URL always means one image.
  const version = watermarkedVersion(site.version, media)
  if (new URL(request.url).searchParams.get('v') !== version) {
    return new Response(null, { status: 307, headers: { location: watermarkedUrl(media, variant, format, site), 'cache-control': 'no-store' } })
  }

  let image
  try {
    image = await watermarkedVariant(site, sizeName(variant, format), media, size.filename)
  } catch (error) {
    if (error instanceof MissingSourceError) return text(404, `The ${variant} ${format} file of photo ${mediaId} is missing.`)
    console.error(`Watermarking ${size.filename} failed:`, error)
    return text(500, 'The watermark could not be drawn; the server log says why.')
  }
  return new Response(new Uint8Array(image.data), {
    headers: {
      'content-type': contentTypes[image.format],
      'content-length': String(image.data.length),
      // The version in the URL changes with the settings and the upload: the bytes never do.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
