/**
 * Watermarked variants end to end through Payload and the route handler, on SQLite and on
 * PostgreSQL: a gallery that bakes the watermark in, the pixels drawn, the disk cache and its
 * versions, and what the route refuses. docs/decisions/011-watermarked-images.md.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { GET } from '@/app/(site)/media/watermarked/[mediaId]/[file]/route'
import { galleryImagesAsServed, loadSiteWatermark } from '@/features/media/index.server'
import type { Gallery, GallerySetting, GalleryImage, Media } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'

const dataDir = inject('dataDir')
const cacheDir = path.join(dataDir, 'cache', 'watermarked')
const origin = 'http://vitrine.test'

let payload: Payload
let photo: Media
let savedSettings: GallerySetting
let watermarkedGallery: Gallery
let plainMedia: Media
let unwatermarkedGalleryMedia: Media
let unpublishedImageMedia: Media
let unpublishedGalleryMedia: Media

/** Calls the route handler as Next would. */
function get(mediaId: string | number, file: string, query = '') {
  const url = `${origin}/media/watermarked/${encodeURIComponent(String(mediaId))}/${encodeURIComponent(file)}${query}`
  return GET(new Request(url), { params: Promise.resolve({ mediaId: String(mediaId), file }) })
}

/** Follows the route's redirect to the current address and fetches that. */
async function fetchCurrent(mediaId: number, file: string) {
  const redirect = await get(mediaId, file)
  expect(redirect.status).toBe(307)
  const location = new URL(redirect.headers.get('location')!, origin)
  expect(location.pathname).toBe(`/media/watermarked/${mediaId}/${file}`)
  const response = await get(mediaId, file, location.search)
  return { response, version: location.searchParams.get('v')! }
}

async function setWatermark(data: Partial<GallerySetting>) {
  await payload.updateGlobal({ slug: 'gallery-settings', data, overrideAccess: true, context: ctx })
}

async function photoInGallery(gallery: Gallery, published = true): Promise<Media> {
  const media = await createMedia(payload, { width: 640, height: 480 })
  await payload.create({
    collection: 'gallery-images',
    data: withDefaults({ gallery: gallery.id, alt: `Photo ${unique()}`, image: media.id, published }),
    overrideAccess: true,
    context: ctx,
  })
  return media
}

/** Mean absolute difference per channel value of two same-sized images inside a rectangle. */
async function difference(a: Buffer, b: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().extract(region).raw().toBuffer()))
  let sum = 0
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i])
  return sum / x.length
}

const originalVariant = (media: Media, size: 'medium' | 'large' | 'largeAvif') => fs.readFileSync(path.join(dataDir, 'media', media.sizes![size]!.filename!))

beforeAll(async () => {
  payload = await testPayload()
  savedSettings = await payload.findGlobal({ slug: 'gallery-settings', depth: 0, overrideAccess: true })

  // A photo with detail everywhere (a diagonal gradient), so a corner left alone can be told apart.
  const jpeg = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x2="1" y2="1">` +
        `<stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#457b9d"/></linearGradient></defs>` +
        `<rect width="1200" height="800" fill="url(#g)"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer()
  photo = await payload.create({
    collection: 'media',
    data: { alt: 'Harbour at dusk' },
    file: { data: jpeg, name: `harbour-${unique()}.jpg`, mimetype: 'image/jpeg', size: jpeg.length },
    overrideAccess: true,
    context: ctx,
  })

  const gallery = (watermark: boolean, published = true) =>
    payload.create({
      collection: 'galleries',
      data: withDefaults({ name: `Gallery ${unique()}`, published, view: { watermark } }),
      overrideAccess: true,
      context: ctx,
    })
  watermarkedGallery = await gallery(true)
  await payload.create({
    collection: 'gallery-images',
    data: withDefaults({ gallery: watermarkedGallery.id, alt: 'Harbour at dusk', image: photo.id, published: true }),
    overrideAccess: true,
    context: ctx,
  })
  unpublishedImageMedia = await photoInGallery(watermarkedGallery, false)
  unwatermarkedGalleryMedia = await photoInGallery(await gallery(false))
  unpublishedGalleryMedia = await photoInGallery(await gallery(true, false))
  plainMedia = await createMedia(payload)

  await setWatermark({
    watermarkType: 'text',
    watermarkText: 'Vitrine <test> & co',
    watermarkFontSize: 40,
    watermarkOpacity: 90,
    watermarkPosition: 'bottom-right',
  })
})

afterAll(async () => {
  // The settings are shared with the other test files of this run.
  const { watermarkType, watermarkText, watermarkImage, watermarkFontSize, watermarkOpacity, watermarkPosition } = savedSettings
  await setWatermark({ watermarkType, watermarkText, watermarkImage, watermarkFontSize, watermarkOpacity, watermarkPosition })
})

describe('a gallery that bakes the watermark in', () => {
  it('serves its photo with the text drawn in the bottom-right corner and the rest untouched', async () => {
    const { response } = await fetchCurrent(photo.id, 'medium.webp')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(body.length)

    const meta = await sharp(body).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 600 })
    expect(photo.sizes?.medium).toMatchObject({ width: 900, height: 600 })

    const original = originalVariant(photo, 'medium')
    // 40 px at 800 px is 45 px at 900 px, 18 px from the edges: the text sits in the bottom-right 300 × 70.
    expect(await difference(body, original, { left: 600, top: 530, width: 300, height: 70 })).toBeGreaterThan(15)
    expect(await difference(body, original, { left: 0, top: 0, width: 300, height: 200 })).toBeLessThan(2)
  })

  it('encodes AVIF variants as AVIF, at the variant’s size', async () => {
    const { response } = await fetchCurrent(photo.id, 'large.avif')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    const body = Buffer.from(await response.arrayBuffer())
    expect(await sharp(body).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 1200, height: 800 })
    const original = originalVariant(photo, 'largeAvif')
    expect(await difference(body, original, { left: 800, top: 700, width: 400, height: 100 })).toBeGreaterThan(15)
    expect(await difference(body, original, { left: 0, top: 0, width: 400, height: 300 })).toBeLessThan(3)
  })

  it('serves the cropped tile a thumbnails grid asks for, watermarked, at 400 × 200', async () => {
    for (const [file, format] of [
      ['tile.webp', 'webp'],
      ['tile.avif', 'heif'],
    ] as const) {
      const { response } = await fetchCurrent(photo.id, file)
      expect(response.status, file).toBe(200)
      const body = Buffer.from(await response.arrayBuffer())
      expect(await sharp(body).metadata(), file).toMatchObject({ format, width: 400, height: 200 })
      const original = fs.readFileSync(path.join(dataDir, 'media', photo.sizes![format === 'webp' ? 'tile' : 'tileAvif']!.filename!))
      expect(body.equals(original), `${file} has the watermark drawn in`).toBe(false)
    }
  })

  it('gives pages URLs the route serves at once, and no URL of an original', async () => {
    const image = (await payload.find({ collection: 'gallery-images', where: { image: { equals: photo.id } }, depth: 1, overrideAccess: true })).docs[0]
    const [served] = await galleryImagesAsServed(payload, watermarkedGallery, [image])
    expect(JSON.stringify(served)).not.toContain('/api/media/file/')
    const url = new URL((served.image as Media).sizes!.thumbnail!.url!, origin)
    const [, , , mediaId, file] = url.pathname.split('/')
    const response = await get(mediaId, file, url.search)
    expect(response.status).toBe(200)
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 })

    // A gallery that does not ask keeps the uploads' own URLs.
    const plain: GalleryImage[] = [{ ...image, image: photo }]
    expect(await galleryImagesAsServed(payload, { view: { watermark: false } }, plain)).toBe(plain)
  })

  it('asks the database for one gallery image and its picture per request, not the settings each time', async () => {
    const first = await fetchCurrent(photo.id, 'medium.webp')
    expect(first.response.status).toBe(200)
    // Every read of the database adapter while the route answers once more (the settings are in memory by now).
    const db = payload.db as unknown as Record<string, (...args: unknown[]) => unknown>
    const calls: string[] = []
    const original = Object.fromEntries(['find', 'findOne', 'count', 'findGlobal'].map((method) => [method, db[method]]))
    try {
      for (const method of Object.keys(original)) {
        db[method] = function (this: unknown, ...args: unknown[]) {
          const first = args[0] as { collection?: string; slug?: string }
          calls.push(`${method} ${first?.collection ?? first?.slug ?? ''}`)
          return original[method].apply(this, args)
        }
      }
      const again = await get(photo.id, 'medium.webp', `?v=${first.version}`)
      expect(again.status).toBe(200)
    } finally {
      Object.assign(db, original)
    }
    expect(calls).toEqual(['find gallery-images', 'find media'])
  })

  it('keeps drawn files in a cache folder named by the settings; a settings change gives new URLs and prunes the old folder', async () => {
    const before = await loadSiteWatermark(payload)
    const { version: oldUrlVersion } = await fetchCurrent(photo.id, 'medium.webp')
    expect(oldUrlVersion.startsWith(`${before!.version}-`)).toBe(true)
    const cached = path.join(cacheDir, before!.version, `medium-${photo.sizes!.medium!.filename}`)
    expect(fs.existsSync(cached)).toBe(true)

    await setWatermark({ watermarkOpacity: 50 })
    const after = await loadSiteWatermark(payload)
    expect(after!.version).not.toBe(before!.version)

    // The old address now redirects to the new one, which is drawn into a new folder.
    const stale = await get(photo.id, 'medium.webp', `?v=${oldUrlVersion}`)
    expect(stale.status).toBe(307)
    expect(stale.headers.get('cache-control')).toBe('no-store')
    const { response, version } = await fetchCurrent(photo.id, 'medium.webp')
    expect(response.status).toBe(200)
    expect(version).not.toBe(oldUrlVersion)
    expect(fs.existsSync(path.join(cacheDir, after!.version, `medium-${photo.sizes!.medium!.filename}`))).toBe(true)
    expect(fs.existsSync(path.join(cacheDir, before!.version))).toBe(false)
  })

  it('answers concurrent requests for one file with the same image and leaves no temporary files', async () => {
    const site = (await loadSiteWatermark(payload))!
    // The redirect names the current address without drawing anything; start from an empty cache.
    const { search } = new URL((await get(photo.id, 'thumbnail.avif')).headers.get('location')!, origin)
    fs.rmSync(path.join(cacheDir, site.version), { recursive: true, force: true })
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(photo.id, 'thumbnail.avif', search)))
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer()).toString('base64')))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(bodies).size).toBe(1)
    expect(fs.readdirSync(path.join(cacheDir, site.version))).toEqual([`thumbnailAvif-${photo.sizes!.thumbnailAvif!.filename}`])
  })

  it('bakes an image watermark in at its opacity, in the corner the settings name', async () => {
    const red = await sharp({ create: { width: 100, height: 50, channels: 4, background: { r: 220, g: 20, b: 20, alpha: 1 } } })
      .png()
      .toBuffer()
    const mark = await payload.create({
      collection: 'media',
      data: { alt: 'Red mark' },
      file: { data: red, name: `mark-${unique()}.png`, mimetype: 'image/png', size: red.length },
      overrideAccess: true,
      context: ctx,
    })
    await setWatermark({ watermarkType: 'image', watermarkImage: mark.id, watermarkPosition: 'top-left', watermarkOpacity: 100 })
    const { response } = await fetchCurrent(photo.id, 'large.webp')
    expect(response.status).toBe(200)
    const body = Buffer.from(await response.arrayBuffer())
    // At 1200 px: margin 24, box 135 px, so the 2:1 mark is 135 × 68 at (24, 24).
    const { data } = await sharp(body).extract({ left: 60, top: 40, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(180)
    expect(data[1]).toBeLessThan(70)
    const original = originalVariant(photo, 'large')
    expect(await difference(body, original, { left: 24, top: 24, width: 135, height: 68 })).toBeGreaterThan(40)
    expect(await difference(body, original, { left: 800, top: 500, width: 400, height: 300 })).toBeLessThan(2)

    // At 50 % the red mark and the dark blue photo mix about half and half.
    await setWatermark({ watermarkOpacity: 50 })
    const half = Buffer.from(await (await fetchCurrent(photo.id, 'large.webp')).response.arrayBuffer())
    const [r, , b] = await sharp(half).extract({ left: 60, top: 40, width: 1, height: 1 }).raw().toBuffer()
    const [r0, , b0] = await sharp(original).extract({ left: 60, top: 40, width: 1, height: 1 }).raw().toBuffer()
    expect(Math.abs(r - (220 + r0) / 2)).toBeLessThan(15)
    expect(Math.abs(b - (20 + b0) / 2)).toBeLessThan(15)

    await setWatermark({ watermarkType: 'text', watermarkPosition: 'bottom-right', watermarkOpacity: 90 })
  })
})

describe('the watermarked route refuses what it should not serve', () => {
  it.each([
    ['..', 'medium.webp'],
    ['..%2F..%2Fetc', 'medium.webp'],
    ['99999999999999999999', 'medium.webp'],
    ['2147483648', 'medium.webp'],
    ['-1', 'medium.webp'],
    ['12', '../../../etc/passwd'],
    ['12', 'huge.webp'],
    ['12', 'medium.gif'],
    ['12', 'mediumAvif.avif'],
  ])('answers 400 for /media/watermarked/%s/%s', async (mediaId, file) => {
    const response = await get(mediaId, file)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toMatch(/^The (media id|file) must be /)
  })

  it('says what a well-formed path must look like', async () => {
    const response = await get(photo.id, 'original.jpg')
    expect(await response.text()).toBe(
      'The file must be {variant}.{format}, with variant thumbnail, medium, large, tile and format webp or avif (got "original.jpg").\n',
    )
  })

  it('answers 404 for a media id that names nothing, an upload in no gallery, or a photo not shown in a watermarked gallery', async () => {
    for (const id of [2147483647, plainMedia.id, unwatermarkedGalleryMedia.id, unpublishedImageMedia.id, unpublishedGalleryMedia.id]) {
      const response = await get(id, 'medium.webp')
      expect(response.status, `media ${id}`).toBe(404)
      expect(await response.text()).toBe(`There is no watermarked photo ${id}: it is not in a published gallery that bakes the watermark in.\n`)
    }
  })

  it('answers 404 when the variant file is gone from the media folder', async () => {
    const media = await photoInGallery(watermarkedGallery)
    fs.rmSync(path.join(dataDir, 'media', media.sizes!.medium!.filename!))
    const { response } = await fetchCurrent(media.id, 'medium.webp')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(`The medium webp file of photo ${media.id} is missing.\n`)
  })

  it('answers 404 for every photo once the site has no watermark', async () => {
    await setWatermark({ watermarkType: 'none' })
    try {
      const response = await get(photo.id, 'medium.webp')
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('No watermark is set in the gallery settings, so there are no watermarked images.\n')
      expect(await galleryImagesAsServed(payload, watermarkedGallery, [])).toEqual([])
    } finally {
      await setWatermark({ watermarkType: 'text' })
    }
  })
})
