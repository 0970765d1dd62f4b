/**
 * `npm run media:sizes` (makeMissingSizes): an upload from before a size existed gets it, cropped
 * around its own focal point; one whose file is gone is reported, not lost; a second run has
 * nothing to do for them.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { makeMissingSizes } from '@/features/media/index.server'
import type { Media } from '@/payload-types'

import { wavFile } from '../fixtures/sounds'
import { ctx, unique } from './content-helpers'
import { testPayload } from '../setup/payload'

const noSize = { url: null, width: null, height: null, mimeType: null, filesize: null, filename: null }
const mediaDir = () => path.resolve(process.env.DATA_DIR ?? '', 'media')

/** A portrait, red in its top third and blue below, stored as if uploaded before tiles existed. */
async function olderUpload(focalY: number): Promise<Media> {
  const payload = await testPayload()
  const red = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ff0000' } }).png().toBuffer()
  const jpeg = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#0000ff' } }).composite([{ input: red, top: 0, left: 0 }]).jpeg().toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: `Older upload ${unique()}`, focalX: 50, focalY },
    file: { data: jpeg, name: 'older.jpg', mimetype: 'image/jpeg', size: jpeg.length },
    overrideAccess: true,
    context: ctx,
  })
  for (const size of [media.sizes?.tile, media.sizes?.tileAvif]) fs.rmSync(path.join(mediaDir(), size!.filename!))
  await payload.db.updateOne({ collection: 'media', id: media.id, data: { sizes: { ...media.sizes, tile: noSize, tileAvif: noSize } } })
  const stored = await payload.findByID({ collection: 'media', id: media.id, overrideAccess: true, depth: 0 })
  expect(stored.sizes?.tile?.filename).toBeFalsy()
  return stored
}

describe('sizes for uploads from before the size existed', () => {
  it('makes the tile of each, around its focal point; reports one whose file is gone; a second run leaves them alone', async () => {
    const payload = await testPayload()
    const top = await olderUpload(10)
    const bottom = await olderUpload(90)
    const gone = await olderUpload(50)
    fs.rmSync(path.join(mediaDir(), gone.filename!))

    const progress: number[] = []
    const result = await makeMissingSizes(payload, ({ done }) => progress.push(done))
    expect(result.failed).toContainEqual({ id: gone.id, message: `Its file ${gone.filename} is missing from the storage: upload the photo again in the admin.` })
    expect(progress.at(-1)).toBe(result.checked)
    expect(result.checked).toBeGreaterThanOrEqual(3)

    for (const [before, colour] of [
      [top, 'red'],
      [bottom, 'blue'],
    ] as const) {
      const after = await payload.findByID({ collection: 'media', id: before.id, overrideAccess: true, depth: 0 })
      expect(after).toMatchObject({ width: 600, height: 900, alt: before.alt, focalX: 50, focalY: before.focalY, originalFilename: 'older.jpg' })
      expect(after.filename).toMatch(/^older-[0-9a-f]{8}\.jpg$/)
      for (const name of ['tile', 'tileAvif'] as const) {
        const size = after.sizes?.[name]
        expect(size, name).toMatchObject({ width: 400, height: 200 })
        const { channels } = await sharp(path.join(mediaDir(), size!.filename!)).stats()
        expect(channels[0].mean > channels[2].mean ? 'red' : 'blue', `${name} of the photo focused at ${before.focalY} %`).toBe(colour)
      }
      // The other sizes are there too, each file on disk.
      for (const size of Object.values(after.sizes ?? {})) expect(fs.existsSync(path.join(mediaDir(), size!.filename!)), size!.filename!).toBe(true)
    }

    const again = await makeMissingSizes(payload)
    expect(again.failed.map((failure) => failure.id)).toContain(gone.id)
    expect(again.failed.map((failure) => failure.id)).not.toContain(top.id)
    expect(again.checked).toBe(again.failed.length)
  })

  it('leaves a sound alone: it has no sizes to make', async () => {
    const payload = await testPayload()
    const wav = wavFile()
    const sound = await payload.create({
      collection: 'media',
      data: { alt: `A chord ${unique()}` },
      file: { data: wav, name: 'chord.wav', mimetype: 'audio/wav', size: wav.length },
      overrideAccess: true,
      context: ctx,
    })
    const before = await payload.findByID({ collection: 'media', id: sound.id, overrideAccess: true, depth: 0 })
    const result = await makeMissingSizes(payload)
    expect(result.failed.map((failure) => failure.id)).not.toContain(sound.id)
    expect(await payload.findByID({ collection: 'media', id: sound.id, overrideAccess: true, depth: 0 })).toEqual(before)
  })
})
