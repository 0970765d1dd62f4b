/**
 * Draws the site's watermark into a served variant with sharp and keeps the result as a
 * generated file `watermarked/{settings hash}/{size}-{variant file}` (files/media-files.server.ts:
 * under `DATA_DIR/cache`, or `cache/` in the S3 bucket every instance shares). A settings change
 * gives a new hash, so new URLs and a new folder; the folders of earlier hashes are deleted the
 * first time this process draws for the new one. See docs/decisions/011-watermarked-images.md.
 */
import 'server-only'

import sharp from 'sharp'

import { variantEncoding } from '../collection/variants'
import { mediaFiles, type MediaFiles, type UploadDoc } from '../files/media-files.server'
import { textWatermarkSvg, watermarkPlacement, type ImagePlacement, type Size, type TextPlacement } from './watermark'
import type { SiteWatermark } from './watermark-settings.server'

/** The folder of watermarked copies among the generated files. */
export const WATERMARKED = 'watermarked'

export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png'

export const contentTypes: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** The format a source is written back in: its own. sharp reports AVIF as HEIF with AV1 compression. */
function outputFormat(meta: sharp.Metadata): OutputFormat {
  if (meta.format === 'heif' && meta.compression === 'av1') return 'avif'
  if (meta.format === 'webp' || meta.format === 'jpeg' || meta.format === 'png') return meta.format
  throw new Error(`Cannot watermark a ${meta.format ?? 'unknown'} image: only WebP, AVIF, JPEG and PNG variants are served.`)
}

/** The same encoder settings as the variants Payload makes (variants.ts), so a watermarked file weighs about the same. */
function encode(image: sharp.Sharp, format: OutputFormat): sharp.Sharp {
  switch (format) {
    case 'webp':
      return image.webp({ ...variantEncoding.webp })
    case 'avif':
      return image.avif({ ...variantEncoding.avif })
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true })
    case 'png':
      return image.png()
  }
}

async function textOverlay(placement: TextPlacement, canvas: Size): Promise<sharp.OverlayOptions> {
  const drawn = await sharp(Buffer.from(textWatermarkSvg(placement, canvas))).png().toBuffer()
  // Without any font librsvg draws nothing and the photo would go out unmarked: refuse instead.
  const { channels } = await sharp(drawn).stats()
  if (!channels[3] || channels[3].max === 0) {
    throw new Error('The watermark text drew no pixels: no font is installed for it. Install one, for example the fonts-dejavu-core package.')
  }
  return { input: drawn, left: 0, top: 0 }
}

async function imageOverlay(placement: ImagePlacement, file: Buffer): Promise<sharp.OverlayOptions> {
  const alpha = Math.round(255 * placement.opacity)
  const mark = await sharp(file)
    .rotate()
    .resize(placement.width, placement.height, { fit: 'fill' })
    .ensureAlpha()
    // `dest-in` with a uniform tile multiplies every pixel's alpha by the opacity.
    .composite([{ input: Buffer.from([0, 0, 0, alpha]), raw: { width: 1, height: 1, channels: 4 }, tile: true, blend: 'dest-in' }])
    .png()
    .toBuffer()
  return { input: mark, left: placement.left, top: placement.top }
}

export type Watermarked = { data: Buffer; format: OutputFormat; width: number; height: number }

/** Draws the watermark into one image (a file's bytes) and encodes it in the image's own format. */
export async function renderWatermarked(source: Buffer, site: SiteWatermark, files: MediaFiles = mediaFiles()): Promise<Watermarked> {
  const meta = await sharp(source).metadata()
  const format = outputFormat(meta)
  // EXIF orientations 5 to 8 turn the picture a quarter: the shown width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5
  const canvas = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height }
  const placement = watermarkPlacement(site.spec, canvas)
  let overlay: sharp.OverlayOptions
  if (placement.kind === 'text') {
    overlay = await textOverlay(placement, canvas)
  } else {
    const image = site.spec.kind === 'image' ? site.spec.image : null
    const mark = image ? await files.read(image, image.filename) : null
    // A missing mark is the site's problem, not the visitor's: not a missing file, which the route answers with 404.
    if (!mark) throw new Error(`The watermark image ${JSON.stringify(image?.filename ?? '')} is not in the media storage.`)
    overlay = await imageOverlay(placement, mark)
  }
  // rotate() applies the EXIF orientation before the overlay, so the mark lands where the
  // settings say on the picture as shown (metadata is not written out, so the turn must be baked in).
  const data = await encode(sharp(source).rotate().composite([overlay]), format).toBuffer()
  return { data, format, ...canvas }
}

/** Thrown when the variant to watermark is not in the storage: the route answers 404. */
export class MissingSourceError extends Error {
  constructor(filename: string) {
    super(`The file ${JSON.stringify(filename)} is not in the media storage.`)
    this.name = 'MissingSourceError'
  }
}

/** Renders in flight in this process, by generated file key: concurrent requests for one file share one render. */
const inFlight = new Map<string, Promise<Buffer>>()
/** The settings hash whose predecessors this process has already deleted. */
let prunedFor: string | null = null

/**
 * A watermarked variant from the generated files, drawn and stored on a miss. `sizeName` and
 * the variant's stored file name make the generated file's name; a source newer than its
 * watermarked copy is drawn again (an upload replaced in place).
 */
export async function watermarkedVariant(
  site: SiteWatermark,
  sizeName: string,
  upload: UploadDoc,
  variantFilename: string,
  files: MediaFiles = mediaFiles(),
): Promise<Watermarked> {
  const key = `${WATERMARKED}/${site.version}/${sizeName}-${variantFilename}`
  const [sourceModified, cached] = await Promise.all([files.modified(upload, variantFilename), files.readGenerated(key)])
  if (sourceModified === null) throw new MissingSourceError(variantFilename)
  if (cached && cached.modifiedMs >= sourceModified) return inspect(cached.data)

  let render = inFlight.get(key)
  if (!render) {
    render = drawAndStore(upload, variantFilename, key, site, files).finally(() => inFlight.delete(key))
    inFlight.set(key, render)
  }
  return inspect(await render)
}

/** The cached bytes with their format and size, read from the image header. */
async function inspect(data: Buffer): Promise<Watermarked> {
  const meta = await sharp(data).metadata()
  return { data, format: outputFormat(meta), width: meta.width, height: meta.height }
}

async function drawAndStore(upload: UploadDoc, filename: string, key: string, site: SiteWatermark, files: MediaFiles): Promise<Buffer> {
  const source = await files.read(upload, filename)
  if (!source) throw new MissingSourceError(filename)
  const { data } = await renderWatermarked(source, site, files)
  try {
    await files.writeGenerated(key, data)
  } catch (error) {
    // The image is still served; only caching failed (a full disk, a bucket that refuses writes).
    console.warn(`Could not keep the watermarked image ${key}: ${(error as Error).message}`)
  }
  await pruneEarlierVersions(site.version, files)
  return data
}

/** Deletes the watermarked copies of earlier settings: nothing links to their URLs any more. */
export async function pruneEarlierVersions(version: string, files: MediaFiles = mediaFiles()): Promise<void> {
  if (prunedFor === version) return
  prunedFor = version
  await files.pruneGenerated(WATERMARKED, version).catch((error: unknown) => console.warn(`Could not delete earlier watermarked images: ${(error as Error).message}`))
}
