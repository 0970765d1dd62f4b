/**
 * Ratings, view counts and comment counts of gallery images through the popup's endpoints
 * (POST /lightbox/images/{id}/rating and /hit), on SQLite and PostgreSQL: exact under concurrent
 * requests, once per visitor, and every bad request refused with a 4xx and a sentence.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleHit, handleRating, RATINGS_PER_NETWORK, signVisitorId, VISITOR_COOKIE } from '@/features/lightbox/index.server'
import type { Gallery, GalleryImage } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'

let payload: Payload
let settingsBefore: unknown
let gallery: Gallery
let hidden: Gallery
const images: GalleryImage[] = []
let unpublishedImage: GalleryImage
let imageOfHiddenGallery: GalleryImage

const newVisitor = () => `${VISITOR_COOKIE}=${signVisitorId(payload, randomBytes(16).toString('base64url'))}`

function post(path: string, options: { cookie?: string | null; body?: unknown; raw?: string; type?: string; address?: string } = {}) {
  const headers: Record<string, string> = { 'x-vitrine-peer': options.address ?? '203.0.113.9' }
  if (options.cookie !== null) headers.cookie = options.cookie ?? newVisitor()
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = options.type ?? 'application/json'
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) })
}

const rate = (image: { id: number }, body: unknown, options: Parameters<typeof post>[1] = {}) =>
  handleRating(payload, post(`/lightbox/images/${image.id}/rating`, { ...options, body }), String(image.id))
const hit = (image: { id: number }, options: Parameters<typeof post>[1] = {}) => handleHit(payload, post(`/lightbox/images/${image.id}/hit`, options), String(image.id))

async function createImage(galleryId: number, published = true): Promise<GalleryImage> {
  const media = await createMedia(payload)
  return payload.create({
    collection: 'gallery-images',
    data: withDefaults({ gallery: galleryId, alt: `Photo ${unique()}`, image: media.id, published }),
    overrideAccess: true,
    context: ctx,
  })
}

const reload = (image: { id: number }) => payload.findByID({ collection: 'gallery-images', id: image.id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  settingsBefore = await payload.findGlobal({ slug: 'gallery-settings', overrideAccess: true, depth: 0 })
  await payload.updateGlobal({ slug: 'gallery-settings', data: { enableRating: true, enableHitCounter: true }, overrideAccess: true, context: ctx })
  gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Engagement ${unique()}` }), overrideAccess: true, context: ctx })
  hidden = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Hidden ${unique()}`, published: false }), overrideAccess: true, context: ctx })
  for (let i = 0; i < 6; i++) images.push(await createImage(gallery.id))
  unpublishedImage = await createImage(gallery.id, false)
  imageOfHiddenGallery = await createImage(hidden.id)
})

// The suite shares one database: leave the gallery settings as they were found.
afterAll(async () => {
  const { id: _id, updatedAt: _updated, createdAt: _created, globalType: _type, ...settings } = settingsBefore as Record<string, unknown>
  await payload.updateGlobal({ slug: 'gallery-settings', data: settings, overrideAccess: true, context: ctx })
})

describe('ratings', () => {
  it('200 visitors rating one photo at once give 200 votes and the exact average', async () => {
    const image = images[0]!
    const votes = Array.from({ length: 200 }, (_, i) => 1 + ((i * 7) % 5))
    const answers = await Promise.all(votes.map((vote, i) => rate(image, { rate: vote }, { address: `10.1.${Math.floor(i / 200)}.${i % 200}` })))
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([])
    const stored = await reload(image)
    const mean = votes.reduce((sum, vote) => sum + vote, 0) / votes.length
    expect(stored.rateCount).toBe(200)
    expect(stored.avgRating).toBeCloseTo(mean, 9)
    const { totalDocs } = await payload.count({ collection: 'image-ratings', where: { image: { equals: image.id } }, overrideAccess: true })
    expect(totalDocs).toBe(200)
  })

  it('a visitor rating again changes their vote, not the number of votes', async () => {
    const image = images[1]!
    const me = newVisitor()
    await rate(image, { rate: 2 })
    const first = await (await rate(image, { rate: 5 }, { cookie: me })).json()
    expect(first).toEqual({ avgRating: 3.5, rateCount: 2, rate: 5 })
    const again = await (await rate(image, { rate: 1 }, { cookie: me })).json()
    expect(again).toEqual({ avgRating: 1.5, rateCount: 2, rate: 1 })
    const stored = await reload(image)
    expect([stored.rateCount, stored.avgRating]).toEqual([2, 1.5])
  })

  it('the same visitor rating twice at once still counts once', async () => {
    const image = images[2]!
    const me = newVisitor()
    const answers = await Promise.all([3, 3, 3, 3, 3, 3, 3, 3, 3, 3].map((vote) => rate(image, { rate: vote }, { cookie: me })))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect((await reload(image)).rateCount).toBe(1)
  })

  it(`stops at ${RATINGS_PER_NETWORK} visitors of one network per photo`, async () => {
    const image = images[3]!
    for (let i = 0; i < RATINGS_PER_NETWORK; i++) expect((await rate(image, { rate: 4 }, { address: '198.51.100.20' })).status).toBe(200)
    const refused = await rate(image, { rate: 4 }, { address: '198.51.100.20' })
    expect(refused.status).toBe(429)
    expect((await refused.json()).message).toMatch(/Too many visitors from your network/)
    expect((await reload(image)).rateCount).toBe(RATINGS_PER_NETWORK)
  })

  it.each([
    [0, /whole number of stars from 1 to 5/],
    [6, /whole number of stars from 1 to 5/],
    ['abc', /whole number of stars from 1 to 5/],
    [2.5, /whole number of stars from 1 to 5/],
    [null, /whole number of stars from 1 to 5/],
  ])('refuses a rating of %j with a 400 and a sentence, storing nothing', async (vote, message) => {
    const image = images[4]!
    const answer = await rate(image, { rate: vote })
    expect(answer.status).toBe(400)
    expect((await answer.json()).message).toMatch(message)
    expect((await reload(image)).rateCount).toBe(0)
  })

  it('refuses bodies that are not small JSON objects', async () => {
    const image = images[4]!
    const path = `/lightbox/images/${image.id}/rating`
    const send = (options: Parameters<typeof post>[1]) => handleRating(payload, post(path, options), String(image.id))
    expect((await send({ raw: 'rate=4', type: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await send({ raw: '{"rate":' })).status).toBe(400)
    expect((await send({ raw: '[4]' })).status).toBe(400)
    expect((await send({ raw: JSON.stringify({ rate: 4, padding: 'x'.repeat(100_000) }) })).status).toBe(413)
    expect((await reload(image)).rateCount).toBe(0)
  })

  it('asks for the visitor cookie (and gives one) when it is missing or forged', async () => {
    const image = images[4]!
    const missing = await rate(image, { rate: 4 }, { cookie: null })
    expect(missing.status).toBe(400)
    expect((await missing.json()).code).toBe('lightbox_no_visitor')
    expect(missing.headers.get('set-cookie')).toMatch(new RegExp(`^${VISITOR_COOKIE}=[\\w-]{22}\\.[\\w-]{32}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax`))
    const forged = await rate(image, { rate: 4 }, { cookie: `${VISITOR_COOKIE}=${'a'.repeat(22)}.${'b'.repeat(32)}` })
    expect(forged.status).toBe(400)
    // With the cookie it was given, the browser's second try counts.
    const cookie = missing.headers.get('set-cookie')!.split(';')[0]!
    expect((await rate(image, { rate: 4 }, { cookie })).status).toBe(200)
  })

  it('knows no unpublished photo, no photo of an unpublished gallery, and no made-up id', async () => {
    for (const image of [unpublishedImage, imageOfHiddenGallery, { id: 2_000_000_000 }]) {
      const answer = await rate(image, { rate: 3 })
      expect(answer.status).toBe(404)
      expect((await answer.json()).message).toMatch(/does not exist or is not published/)
    }
    expect((await handleRating(payload, post('/lightbox/images/x/rating', { body: { rate: 3 } }), 'x')).status).toBe(404)
  })

  it('is refused while rating is off in the gallery settings', async () => {
    await payload.updateGlobal({ slug: 'gallery-settings', data: { enableRating: false }, overrideAccess: true, context: ctx })
    try {
      const answer = await rate(images[5]!, { rate: 3 })
      expect(answer.status).toBe(403)
      expect((await answer.json()).message).toBe('Rating is turned off on this site.')
    } finally {
      await payload.updateGlobal({ slug: 'gallery-settings', data: { enableRating: true }, overrideAccess: true, context: ctx })
    }
  })
})

describe('view counts', () => {
  it('100 views at once from one visitor count 1', async () => {
    const image = images[5]!
    const me = newVisitor()
    const answers = await Promise.all(Array.from({ length: 100 }, () => hit(image, { cookie: me })))
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(bodies.filter((body) => body.counted)).toHaveLength(1)
    expect((await reload(image)).hitCount).toBe(1)
    // Another visitor's view counts.
    expect(await (await hit(image)).json()).toEqual({ counted: true, hitCount: 2 })
  })

  it('knows no unpublished photo, and is refused while the hit counter is off', async () => {
    expect((await hit(unpublishedImage)).status).toBe(404)
    expect((await hit(imageOfHiddenGallery)).status).toBe(404)
    await payload.updateGlobal({ slug: 'gallery-settings', data: { enableHitCounter: false }, overrideAccess: true, context: ctx })
    try {
      const answer = await hit(images[0]!)
      expect(answer.status).toBe(403)
      expect((await reload(images[0]!)).hitCount).toBe(0)
    } finally {
      await payload.updateGlobal({ slug: 'gallery-settings', data: { enableHitCounter: true }, overrideAccess: true, context: ctx })
    }
  })
})

describe('comment counts', () => {
  it('count published comments only: held, published, unpublished, deleted', async () => {
    const image = images[4]!
    const create = (published: boolean) =>
      payload.create({ collection: 'image-comments', data: { image: image.id, name: 'Ada', comment: 'Lovely light.', published }, overrideAccess: true, context: ctx })
    const held = await create(false)
    expect((await reload(image)).commentCount).toBe(0)
    await create(true)
    expect((await reload(image)).commentCount).toBe(1)
    await payload.update({ collection: 'image-comments', id: held.id, data: { published: true }, overrideAccess: true, context: ctx })
    expect((await reload(image)).commentCount).toBe(2)
    await payload.delete({ collection: 'image-comments', id: held.id, overrideAccess: true, context: ctx })
    expect((await reload(image)).commentCount).toBe(1)
  })

  it('deleting a photo deletes its comments and ratings with it', async () => {
    const image = await createImage(gallery.id)
    await rate(image, { rate: 5 })
    await payload.create({ collection: 'image-comments', data: { image: image.id, name: 'Ada', comment: 'Gone soon.' }, overrideAccess: true, context: ctx })
    await hit(image)
    await payload.delete({ collection: 'gallery-images', id: image.id, overrideAccess: true, context: ctx })
    const where = { image: { equals: image.id } }
    expect((await payload.count({ collection: 'image-ratings', where, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'image-comments', where, overrideAccess: true })).totalDocs).toBe(0)
  })
})
