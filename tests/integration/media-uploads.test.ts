import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pngBomb } from '../fixtures/images'
import { testPayload } from '../setup/payload'

const ctx = { skipRevalidate: true } as const

async function upload(data: Buffer, name: string, mimetype: string) {
  const payload = await testPayload()
  return payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, name, mimetype, size: data.length },
    overrideAccess: true,
    context: ctx,
  })
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise
  } catch (error) {
    const e = error as { status?: number; message: string }
    return { status: e.status ?? 0, message: e.message }
  }
  throw new Error('The upload was accepted')
}

describe('photo uploads are checked by content, size and pixel count', () => {
  it('stores a real photo with its WebP and AVIF sizes', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#884422' } }).jpeg().toBuffer()
    const media = await upload(jpeg, 'real.jpg', 'image/jpeg')
    expect(media.width).toBe(1200)
    expect(media.sizes?.medium?.mimeType).toBe('image/webp')
    expect(media.sizes?.mediumAvif?.mimeType).toBe('image/avif')
  })

  it.each([
    { focalY: 10, colour: 'red' },
    { focalY: 90, colour: 'blue' },
  ])('crops a 400 × 200 tile around the focal point, in WebP and AVIF (focal point $focalY percent down: the $colour part)', async ({ focalY, colour }) => {
    // A portrait, red in its top third and blue below: the thumbnails view's 2:1 tile shows the
    // part around the focal point, not the whole photo squeezed or its middle.
    const red = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } }).png().toBuffer()
    const jpeg = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, top: 0, left: 0 }])
      .jpeg()
      .toBuffer()
    const payload = await testPayload()
    const mediaDir = path.resolve(process.env.DATA_DIR ?? '', 'media')
    const colourOfTile = async (filename: string | null | undefined) => {
      const { channels } = await sharp(path.join(mediaDir, filename ?? '')).stats()
      return channels[0].mean > channels[2].mean ? 'red' : 'blue'
    }
    const created = await payload.create({
      collection: 'media',
      data: { alt: 'Red above blue', focalX: 50, focalY },
      file: { data: jpeg, name: 'portrait.jpg', mimetype: 'image/jpeg', size: jpeg.length },
      overrideAccess: true,
      context: ctx,
    })
    expect(created.sizes?.tile).toMatchObject({ width: 400, height: 200, mimeType: 'image/webp' })
    expect(created.sizes?.tileAvif).toMatchObject({ width: 400, height: 200, mimeType: 'image/avif' })
    expect(await colourOfTile(created.sizes?.tile?.filename)).toBe(colour)
    expect(await colourOfTile(created.sizes?.tileAvif?.filename)).toBe(colour)
    // The full-shape widths are still there for the other views.
    expect(created.sizes?.thumbnail).toMatchObject({ width: 400, height: 600 })
  })

  // Regression (admin probe): focalX 500 and focalY -3 were stored, and pages placed the photo at 500 %.
  it.each([
    [{ focalX: 500 }, 'Focal X'],
    [{ focalY: -3 }, 'Focal Y'],
  ])('refuses a focal point outside the photo (%o), and keeps the one it had', async (focal, name) => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).jpeg().toBuffer()
    const media = await upload(jpeg, 'focal.jpg', 'image/jpeg')
    const payload = await testPayload()
    const result = await refusal(payload.update({ collection: 'media', id: media.id, data: focal, overrideAccess: true, context: ctx }))
    expect(result.status).toBe(400)
    expect(result.message).toContain(name)
    const kept = await payload.findByID({ collection: 'media', id: media.id, depth: 0, overrideAccess: true })
    expect([kept.focalX, kept.focalY]).toEqual([media.focalX, media.focalY])
  })

  it('refuses a decompression bomb with a 400 that says what to do', async () => {
    const result = await refusal(upload(pngBomb(60_000, 60_000), 'bomb.png', 'image/png'))
    expect(result).toEqual({
      status: 400,
      message: 'This image is 60000 × 60000 pixels (3600 megapixels); the limit is 50 megapixels. Resize it and upload it again.',
    })
  })

  it('refuses an executable renamed to .jpg', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)])
    const result = await refusal(upload(elf, 'holiday.jpg', 'image/jpeg'))
    expect(result).toEqual({ status: 400, message: 'This file is not a photo, sound or video Vitrine can read. Upload a JPEG, PNG, WebP, AVIF or GIF image, or an MP3, Ogg, WAV, FLAC, M4A, MP4 or WebM file.' })
    const payload = await testPayload()
    const stored = await payload.count({ collection: 'media', where: { filename: { equals: 'holiday.jpg' } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })
})

describe('stored file names', () => {
  // Regression (hardening issue, item 5): an upload named shell.php was stored as shell.php.
  it('are generated with the extension of the real format; the uploaded name is kept as data', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#446688' } }).png().toBuffer()
    const mediaDir = path.resolve(process.env.DATA_DIR ?? '', 'media')
    for (const name of ['shell.php', 'page.html', 'logo.svg', 'setup.exe', 'photo.php.png', '../../escape.png']) {
      const media = await upload(png, name, 'image/png')
      // (a field added by this change: typed once the lead regenerates src/payload-types.ts)
      expect((media as typeof media & { originalFilename?: string }).originalFilename).toBe(name)
      expect(media.filename, name).toMatch(/^[a-z0-9-]+-[0-9a-f]{8}\.png$/)
      const stored = [media.filename!, ...Object.values(media.sizes ?? {}).map((size) => size?.filename).filter((file): file is string => Boolean(file))]
      expect(stored.length, name).toBeGreaterThan(1)
      for (const file of stored) {
        expect(file, name).toMatch(/^[a-z0-9-]+-[0-9a-f]{8}(-\d+x\d+)?\.(png|webp|avif)$/)
        expect(fs.existsSync(path.join(mediaDir, file)), file).toBe(true)
      }
    }
    expect(fs.readdirSync(mediaDir).filter((file) => /\.(php|html?|svg|exe)$/i.test(file))).toEqual([])
  })
})
