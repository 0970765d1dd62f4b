/**
 * The addresses of watermarked variants, `/media/watermarked/{mediaId}/{variant}.{format}?v=…`,
 * and the parser that checks them. Pure. The route is in
 * src/app/(site)/media/watermarked/[mediaId]/[file]/route.ts; docs/decisions/011.
 */
import { MAX_ID, parseId } from '@/lib/ids'
import type { Media } from '@/payload-types'

import { imageFormats, imageSizeNames, type ImageSizeName, storedSizeName } from '../collection/variants'

export const WATERMARKED_PATH = '/media/watermarked'

/** Every size of the media collection is watermarked (variants.ts), each in WebP and AVIF. */
export const watermarkedVariants: readonly ImageSizeName[] = imageSizeNames
export const watermarkedFormats = imageFormats
export type WatermarkedVariant = ImageSizeName
export type WatermarkedFormat = (typeof watermarkedFormats)[number]
export type SizeName = keyof NonNullable<Media['sizes']>

/**
 * A gallery's images are served watermarked: `version` is the hash of the site's watermark
 * settings (watermark-settings.server.ts). Null or absent means the images are served as uploaded.
 */
export type Watermarking = { version: string }

/** The media collection's size holding a variant in a format: `medium` + avif is `mediumAvif`. */
export function sizeName(variant: WatermarkedVariant, format: WatermarkedFormat): SizeName {
  return storedSizeName(variant, format)
}

/**
 * The `v` parameter: the settings hash and the media's last change (base 36 milliseconds). A new
 * upload of the same media document keeps its id, so without the second part a browser would keep
 * showing the old photo from its immutable cache.
 */
export function watermarkedVersion(version: string, media: Pick<Media, 'updatedAt'>): string {
  const changed = Date.parse(media.updatedAt)
  return `${version}-${Number.isFinite(changed) ? changed.toString(36) : '0'}`
}

export function watermarkedUrl(
  media: Pick<Media, 'id' | 'updatedAt'>,
  variant: WatermarkedVariant,
  format: WatermarkedFormat,
  watermarking: Watermarking,
): string {
  return `${WATERMARKED_PATH}/${media.id}/${variant}.${format}?v=${watermarkedVersion(watermarking.version, media)}`
}

/**
 * The media document with every visitor-facing URL pointing at its watermarked variants, so
 * `Picture`, srcsets, the slideshow and Open Graph tags need no other change. The original's URL
 * becomes the watermarked large variant: originals are never linked from a watermarked gallery.
 */
export function withWatermarkedUrls(media: Media, watermarking: Watermarking): Media {
  const sizes: NonNullable<Media['sizes']> = { ...media.sizes }
  for (const variant of watermarkedVariants) {
    for (const format of watermarkedFormats) {
      const name = sizeName(variant, format)
      const size = media.sizes?.[name]
      if (size) sizes[name] = { ...size, url: size.url ? watermarkedUrl(media, variant, format, watermarking) : null }
    }
  }
  return { ...media, sizes, url: sizes.large?.url ?? null, thumbnailURL: sizes.thumbnail?.url ?? null }
}

type ImageRecord = { image?: number | Media | null; imageUrl?: string | null; thumbUrl?: string | null }

/**
 * A gallery image record whose picture is served watermarked: its media document's URLs and the
 * URLs copied onto the record (`imageUrl`, `thumbUrl`, which views and the slideshow fall back
 * to). A record without a populated picture (an embed without a local copy) is left as it is.
 */
export function withWatermarkedImage<T extends ImageRecord>(record: T, watermarking: Watermarking): T {
  if (!record.image || typeof record.image !== 'object') return record
  const media = withWatermarkedUrls(record.image, watermarking)
  return { ...record, image: media, imageUrl: media.url, thumbUrl: media.thumbnailURL }
}

export type WatermarkedRequest =
  | { ok: true; mediaId: number; variant: WatermarkedVariant; format: WatermarkedFormat }
  | { ok: false; message: string }

/** Visitor input in error messages: short and on one line. */
const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)

/** Checks the two path segments of a watermarked URL. Anything else than the exact shape is refused. */
export function parseWatermarkedRequest(mediaId: string, file: string): WatermarkedRequest {
  const id = parseId(mediaId)
  if (id === null) {
    return { ok: false, message: `The media id must be a whole number from 1 to ${MAX_ID} (got ${quote(mediaId)}).` }
  }
  const match = /^([a-z]+)\.([a-z]+)$/.exec(file)
  const variant = watermarkedVariants.find((v) => v === match?.[1])
  const format = watermarkedFormats.find((f) => f === match?.[2])
  if (!variant || !format) {
    return {
      ok: false,
      message: `The file must be {variant}.{format}, with variant ${watermarkedVariants.join(', ')} and format ${watermarkedFormats.join(' or ')} (got ${quote(file)}).`,
    }
  }
  return { ok: true, mediaId: id, variant, format }
}
