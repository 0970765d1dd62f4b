/**
 * The site's watermark settings as pages and the watermarked route need them: what to draw, and
 * the hash of it that versions every watermarked URL and names its cache folder. No sharp here:
 * pages import this, the route also imports watermark-render.server.ts.
 * See docs/decisions/011-watermarked-images.md.
 */
import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { cache } from 'react'

import { settingsGlobal } from '@/lib/site-memo'
import type { Gallery, GalleryImage, GallerySetting } from '@/payload-types'

import { watermarkFingerprint, watermarkSpec, type WatermarkSpec } from './watermark'
import { withWatermarkedImage, type Watermarking } from './watermark-urls'

/** The site's watermark, ready to draw. `version` is the settings hash used in URLs and cache paths. */
export type SiteWatermark = { spec: WatermarkSpec; version: string }

/** Reads the `gallery-settings` global; null when no watermark is to be baked in. */
export async function loadSiteWatermark(payload: Payload): Promise<SiteWatermark | null> {
  // Depth 1: an image watermark is needed as a document (its file name and size).
  const settings = await settingsGlobal<GallerySetting>(payload, 'gallery-settings', { depth: 1, as: 'visitor' })
  const spec = watermarkSpec(settings)
  if (!spec) return null
  return { spec, version: createHash('sha256').update(watermarkFingerprint(spec)).digest('hex').slice(0, 12) }
}

/** One read of the settings per page render. */
const siteWatermark = cache((payload: Payload) => loadSiteWatermark(payload))

/**
 * For pages: how a gallery's images are served. Watermarked when the gallery asks for it
 * (`view.watermark`) and the site has a watermark; otherwise null, as uploaded.
 */
export async function galleryWatermark(payload: Payload, gallery: Pick<Gallery, 'view'>): Promise<Watermarking | null> {
  if (!gallery.view?.watermark) return null
  const site = await siteWatermark(payload)
  return site ? { version: site.version } : null
}

/**
 * A gallery's image records as visitors get them: watermarked URLs throughout when the gallery
 * bakes the watermark in. Applied where the records are loaded, so every view, the slideshow and
 * its filmstrip show the same URLs without each knowing about watermarks.
 */
export async function galleryImagesAsServed<T extends GalleryImage>(payload: Payload, gallery: Pick<Gallery, 'view'>, images: T[]): Promise<T[]> {
  const watermarking = await galleryWatermark(payload, gallery)
  return watermarking ? images.map((image) => withWatermarkedImage(image, watermarking)) : images
}

