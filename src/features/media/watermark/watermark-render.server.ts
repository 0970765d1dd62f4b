/**
 * Draws the site's watermark into a served variant with sharp and keeps the result on disk under
 * `${DATA_DIR}/cache/watermarked/{settings hash}/{size}-{variant file}`. A settings change gives a
 * new hash, so new URLs and a new folder; the folders of earlier hashes are deleted the first time
 * this process draws for the new one. See docs/decisions/011-watermarked-images.md.
 */
import 'server-only'

import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { getEnv } from '@/lib/env'

import { mediaDir } from '../collection/storage'
import { variantEncoding } from '../collection/variants'
import { textWatermarkSvg, watermarkPlacement, type ImagePlacement, type Size, type TextPlacement } from './watermark'
import type { SiteWatermark } from './watermark-settings.server'

export const watermarkCacheDir = () => path.resolve(getEnv().DATA_DIR, 'cache', 'watermarked')

/** A stored upload's path; null for a name that would leave the media folder. */
export function mediaFilePath(filename: string): string | null {
  return filename && path.basename(filename) === filename && filename !== '..' && filename !== '.' ? path.join(mediaDir(), filename) : null
}

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

async function imageOverlay(placement: ImagePlacement, file: string): Promise<sharp.OverlayOptions> {
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

/** Draws the watermark into one image file and encodes it in the file's own format. */
export async function renderWatermarked(source: string, site: SiteWatermark): Promise<Watermarked> {
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
    const name = site.spec.kind === 'image' ? site.spec.image.filename : ''
    const file = mediaFilePath(name)
    // A missing mark is the site's problem, not the visitor's: not ENOENT, which the route answers with 404.
    if (!file || !(await fs.stat(file).catch(() => null))) throw new Error(`The watermark image ${JSON.stringify(name)} is not in the media folder.`)
    overlay = await imageOverlay(placement, file)
  }
  // rotate() applies the EXIF orientation before the overlay, so the mark lands where the
  // settings say on the picture as shown (metadata is not written out, so the turn must be baked in).
  const data = await encode(sharp(source).rotate().composite([overlay]), format).toBuffer()
  return { data, format, ...canvas }
}

/** Renders in flight in this process, by cache path: concurrent requests for one file share one render. */
const inFlight = new Map<string, Promise<Buffer>>()
/** The settings hash whose predecessors this process has already deleted. */
let prunedFor: string | null = null

/**
 * A watermarked variant from the disk cache, drawn and stored on a miss. `sizeName` and the
 * variant's stored file name make the cache file's name; a source newer than its cached copy is
 * drawn again (an upload replaced in place).
 */
export async function watermarkedVariant(site: SiteWatermark, sizeName: string, variantFilename: string): Promise<Watermarked> {
  const source = mediaFilePath(variantFilename)
  if (!source) throw new Error(`Unsafe variant file name ${JSON.stringify(variantFilename)}.`)
  const target = path.join(watermarkCacheDir(), site.version, `${sizeName}-${variantFilename}`)
  const [sourceStat, cachedStat] = await Promise.all([fs.stat(source), fs.stat(target).catch(() => null)])
  if (cachedStat && cachedStat.mtimeMs >= sourceStat.mtimeMs) return inspect(await fs.readFile(target))

  let render = inFlight.get(target)
  if (!render) {
    render = drawAndStore(source, target, site).finally(() => inFlight.delete(target))
    inFlight.set(target, render)
  }
  return inspect(await render)
}

/** The cached bytes with their format and size, read from the image header. */
async function inspect(data: Buffer): Promise<Watermarked> {
  const meta = await sharp(data).metadata()
  return { data, format: outputFormat(meta), width: meta.width, height: meta.height }
}

async function drawAndStore(source: string, target: string, site: SiteWatermark): Promise<Buffer> {
  const { data } = await renderWatermarked(source, site)
  // Write to a temporary name, then rename: a reader (another request, another instance sharing
  // DATA_DIR) sees the old file or the whole new one, never a half-written file.
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(temporary, data)
    await fs.rename(temporary, target)
  } catch (error) {
    // The image is still served; only caching failed (a full disk, a folder pruned meanwhile).
    console.warn(`Could not cache the watermarked image ${target}: ${(error as Error).message}`)
    await fs.rm(temporary, { force: true })
  }
  await pruneEarlierVersions(site.version)
  return data
}

/** Deletes the cache folders of earlier settings: nothing links to their URLs any more. */
export async function pruneEarlierVersions(version: string): Promise<void> {
  if (prunedFor === version) return
  prunedFor = version
  const dir = watermarkCacheDir()
  const entries = await fs.readdir(dir).catch(() => [] as string[])
  await Promise.all(entries.filter((name) => name !== version).map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })))
}
