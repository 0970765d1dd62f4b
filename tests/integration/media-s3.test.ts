/**
 * Uploads, their sizes and watermarked copies in an S3-compatible bucket (S3_BUCKET, decision
 * 028), against a local s3rver started here, on SQLite and on PostgreSQL: nothing lands in the
 * media folder, the files are served through Payload's access rules, a missing object is a
 * sentence, and a deleted upload leaves nothing behind in the bucket.
 */
import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'
import { s3SettingsFrom } from '@/lib/s3-settings'
import { watermarkedVariant } from '@/features/media/watermark/watermark-render.server'
import type { SiteWatermark } from '@/features/media/watermark/watermark-settings.server'
import type { Media } from '@/payload-types'

import { startS3Server } from '../../scripts/lib/s3-server.mjs'
import { testPayload } from '../setup/payload'
import { ctx, unique, withDefaults } from './content-helpers'
import { api } from './rest-helpers'

let s3: Awaited<ReturnType<typeof startS3Server>>
let client: S3Client
let payload: Payload

async function keys(prefix = ''): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}

const filesOf = (media: Media) => [media.filename!, ...Object.values(media.sizes ?? {}).map((size) => size?.filename).filter((file): file is string => Boolean(file))]

async function upload(width = 1800, height = 1200): Promise<Media> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#336699' } }).jpeg().toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: `In the bucket ${unique()}` },
    file: { data: jpeg, name: `bucket-${unique()}.jpg`, mimetype: 'image/jpeg', size: jpeg.length },
    overrideAccess: true,
    context: ctx,
  })
}

beforeAll(async () => {
  s3 = await startS3Server()
  // Before Payload starts in this worker: the environment is read once.
  Object.assign(process.env, s3.env)
  // The client the app itself would make from these settings.
  client = new S3Client(s3SettingsFrom(parseEnv(s3.env))!.client)
  payload = await testPayload()
})

afterAll(async () => {
  client?.destroy()
  await s3?.close()
})

describe('with S3_BUCKET set, an upload', () => {
  it('is stored in the bucket with its eight WebP and AVIF sizes, and not in the media folder', async () => {
    const media = await upload()
    const files = filesOf(media)
    expect(files).toHaveLength(9)
    expect(await keys()).toEqual(expect.arrayContaining(files))
    const mediaDir = path.resolve(process.env.DATA_DIR ?? '', 'media')
    for (const file of files) expect(fs.existsSync(path.join(mediaDir, file)), file).toBe(false)
  })

  it('is served from the bucket at its usual address, to visitors only once a published page uses it', async () => {
    const media = await upload()
    const anonymous = await api('GET', `/api/media/file/${media.sizes!.thumbnail!.filename}`)
    await anonymous.arrayBuffer()
    expect(anonymous.status, 'an upload no published document uses').toBe(403)

    await payload.create({
      collection: 'pages',
      data: withDefaults({ title: `Uses a photo ${unique()}`, _status: 'published', layout: [{ blockType: 'hero', heading: 'Hi', image: media.id }] }),
      overrideAccess: true,
      context: ctx,
    })
    const served = await api('GET', `/api/media/file/${media.sizes!.thumbnail!.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(image.format).toBe('webp')
    expect(image.width).toBe(400)
    // Cached by browsers for an hour, then asked again with the object's ETag.
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600')
    const again = await api('GET', `/api/media/file/${media.sizes!.thumbnail!.filename}`, { headers: { 'if-none-match': served.headers.get('etag') ?? '' } })
    await again.arrayBuffer()
    expect(again.status).toBe(304)
  })

  it('whose object is gone from the bucket answers 404 with a sentence, not an empty body', async () => {
    const media = await upload()
    await payload.create({
      collection: 'pages',
      data: withDefaults({ title: `Lost photo ${unique()}`, _status: 'published', layout: [{ blockType: 'hero', heading: 'Hi', image: media.id }] }),
      overrideAccess: true,
      context: ctx,
    })
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: media.sizes!.medium!.filename! }))
    const response = await api('GET', `/api/media/file/${media.sizes!.medium!.filename}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'There is no such file: it was never uploaded, or it has been deleted.' }] })
  })

  // Regression: the storage plugin left a skip mark on a context object passed in, so the second
  // upload made with the same context (as the seed makes them) never reached the bucket.
  it('made with the same context object as an earlier one still reaches the bucket', async () => {
    const shared = { skipRevalidate: true }
    const made: Media[] = []
    for (const colour of ['#112233', '#445566']) {
      const png = await sharp({ create: { width: 500, height: 400, channels: 3, background: colour } }).png().toBuffer()
      made.push(await payload.create({ collection: 'media', data: { alt: `Shared ${colour}` }, file: { data: png, name: 'shared.png', mimetype: 'image/png', size: png.length }, overrideAccess: true, context: shared }))
    }
    expect(await keys()).toEqual(expect.arrayContaining(made.map((media) => media.filename!)))
  })

  it('leaves nothing in the bucket once deleted', async () => {
    const media = await upload()
    const files = filesOf(media)
    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true, context: ctx })
    const left = await keys()
    for (const file of files) expect(left, file).not.toContain(file)
  })
})

describe('with S3_BUCKET set, a watermarked copy', () => {
  const site = (version: string): SiteWatermark => ({ version, spec: { kind: 'text', text: 'Vitrine', fontSize: 40, opacity: 0.8, position: 'center' } })

  it('is drawn from the variant in the bucket and kept there for every instance, and copies of earlier settings are deleted', async () => {
    const media = await upload()
    const variant = media.sizes!.medium!.filename!
    const first = await watermarkedVariant(site('aaaaaaaaaaaa'), 'medium', media, variant)
    expect(first.format).toBe('webp')
    expect(first.width).toBe(media.sizes!.medium!.width)
    expect(await keys('cache/')).toEqual([`cache/watermarked/aaaaaaaaaaaa/medium-${variant}`])

    const kept = await watermarkedVariant(site('aaaaaaaaaaaa'), 'medium', media, variant)
    expect(Buffer.compare(kept.data, first.data), 'the kept copy is served again').toBe(0)
    const source = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: variant }))
    expect(Buffer.compare(Buffer.from(await source.Body!.transformToByteArray()), first.data), 'the mark is drawn in').not.toBe(0)

    await watermarkedVariant(site('bbbbbbbbbbbb'), 'medium', media, variant)
    expect(await keys('cache/')).toEqual([`cache/watermarked/bbbbbbbbbbbb/medium-${variant}`])
  })

  it('of a variant missing from the bucket is refused as missing, so the route answers 404', async () => {
    const media = await upload()
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: media.sizes!.thumbnail!.filename! }))
    await expect(watermarkedVariant(site('cccccccccccc'), 'thumbnail', media, media.sizes!.thumbnail!.filename!)).rejects.toThrow('is not in the media storage')
  })
})
