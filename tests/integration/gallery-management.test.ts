/**
 * The admin's gallery screen on the server (docs/decisions/035): a new image goes last in its
 * gallery, and `POST /api/galleries/{id}/reorder` renumbers the gallery's images in one request,
 * for signed-in editors only, refusing a bad body with a sentence. The public gallery shows the
 * new order. Through the app's own route handlers, on SQLite and PostgreSQL.
 */
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getGalleryImagePage } from '@/features/gallery/index.server'
import type { Gallery, Media } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'
import { adminAuthorization, api } from './rest-helpers'

let payload: Payload
let media: Media
let authorization: string

beforeAll(async () => {
  payload = await testPayload()
  media = await createMedia(payload, { alt: 'Order test photo' })
  authorization = await adminAuthorization(payload)
})

async function createGallery(): Promise<Gallery> {
  return payload.create({ collection: 'galleries', data: withDefaults({ name: `Order gallery ${unique()}` }), overrideAccess: true, context: ctx })
}

async function addImage(galleryId: number, alt: string, order?: number) {
  return payload.create({
    collection: 'gallery-images',
    data: withDefaults({ gallery: galleryId, alt, image: media.id, ...(order === undefined ? {} : { order }) }),
    overrideAccess: true,
    context: ctx,
  })
}

async function ordersOf(galleryId: number): Promise<[string, number][]> {
  const { docs } = await payload.find({ collection: 'gallery-images', where: { gallery: { equals: galleryId } }, sort: 'order', pagination: false, depth: 0, overrideAccess: true })
  return docs.map((doc) => [doc.alt, doc.order ?? 0])
}

function reorder(galleryId: number | string, body: unknown, signedIn = true) {
  return api('POST', `/api/galleries/${galleryId}/reorder`, {
    authorization: signedIn ? authorization : undefined,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('a new gallery image', () => {
  it('goes last when no order is given, counting only its own gallery', async () => {
    const [gallery, other] = [await createGallery(), await createGallery()]
    await addImage(other.id, 'Elsewhere', 40)
    const first = await addImage(gallery.id, 'First')
    const second = await addImage(gallery.id, 'Second')
    await addImage(gallery.id, 'Given', 10)
    const after = await addImage(gallery.id, 'After the given one')
    expect(first.order).toBe(1)
    expect(second.order).toBe(2)
    expect(after.order).toBe(11)
    expect(await ordersOf(gallery.id)).toEqual([
      ['First', 1],
      ['Second', 2],
      ['Given', 10],
      ['After the given one', 11],
    ])
  })

  it('goes last when created through the REST API as the admin screen does', async () => {
    const gallery = await createGallery()
    await addImage(gallery.id, 'Old', 5)
    const response = await api('POST', '/api/gallery-images?depth=0', {
      authorization,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gallery: gallery.id, alt: 'Uploaded', image: media.id }),
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { order: number } }
    expect(doc.order).toBe(6)
  })

  it('goes last when created from Payload’s own “Create gallery image” form, which sends the field’s default 0', async () => {
    const gallery = await createGallery()
    await addImage(gallery.id, 'Old', 5)
    const form = new FormData()
    form.set('_payload', JSON.stringify({ gallery: gallery.id, alt: 'From the form', image: media.id, order: 0, published: true }))
    const response = await api('POST', '/api/gallery-images?depth=0', { authorization, body: form })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { order: number } }
    expect(doc.order).toBe(6)
  })

  it('keeps the order it is given, and an update never renumbers it', async () => {
    const gallery = await createGallery()
    const image = await addImage(gallery.id, 'Zero', 0)
    expect(image.order).toBe(0)
    const updated = await payload.update({ collection: 'gallery-images', id: image.id, data: { alt: 'Still zero' }, overrideAccess: true, context: ctx })
    expect(updated.order).toBe(0)
  })
})

describe('POST /api/galleries/{id}/reorder', () => {
  it('renumbers the images in the order sent, and the public gallery shows it', async () => {
    const gallery = await createGallery()
    const images = []
    for (const alt of ['A', 'B', 'C', 'D']) images.push(await addImage(gallery.id, alt))
    const ids = images.map((image) => image.id)
    const moved = [ids[3], ids[0], ids[1], ids[2]]

    const response = await reorder(gallery.id, { ids: moved })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ids: moved, changed: 4 })
    expect(await ordersOf(gallery.id)).toEqual([
      ['D', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
    ])
    // What a visitor sees: the gallery's default sort ('order' ascending).
    const page = await getGalleryImagePage(payload, { galleryId: gallery.id, sort: 'order', page: 1, perPage: 10 })
    expect(page.images.map((image) => image.alt)).toEqual(['D', 'A', 'B', 'C'])

    // Swapping two neighbours writes two rows.
    const swapped = await reorder(gallery.id, { ids: [ids[3], ids[1], ids[0], ids[2]] })
    expect(await swapped.json()).toMatchObject({ changed: 2 })
  })

  it('is 401 without a session, and changes nothing', async () => {
    const gallery = await createGallery()
    const a = await addImage(gallery.id, 'A')
    const b = await addImage(gallery.id, 'B')
    const response = await reorder(gallery.id, { ids: [b.id, a.id] }, false)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ errors: [{ message: 'Sign in as an admin to reorder a gallery.' }] })
    expect(await ordersOf(gallery.id)).toEqual([
      ['A', 1],
      ['B', 2],
    ])
  })

  it('answers a bad body or gallery with a 4xx sentence, never a 500', async () => {
    const gallery = await createGallery()
    const a = await addImage(gallery.id, 'A')
    const b = await addImage(gallery.id, 'B')
    const other = await createGallery()
    const stranger = await addImage(other.id, 'Stranger')

    const cases: [number | string, unknown, number, string][] = [
      [gallery.id, 'not json', 400, 'JSON'],
      [gallery.id, { order: [a.id] }, 400, 'Send {"ids": [...]}'],
      [gallery.id, { ids: [] }, 400, 'empty'],
      [gallery.id, { ids: [a.id, 'x'] }, 400, 'whole number'],
      [gallery.id, { ids: [a.id, a.id] }, 400, 'named twice'],
      [gallery.id, { ids: [a.id, stranger.id] }, 400, 'is not in this gallery'],
      [gallery.id, { ids: [b.id] }, 409, 'someone changed it meanwhile'],
      ['abc', { ids: [a.id] }, 400, 'gallery id'],
      [2_000_000_000, { ids: [a.id] }, 404, 'No gallery'],
    ]
    for (const [galleryId, body, status, words] of cases) {
      const response = await reorder(galleryId, body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      const answer = (await response.json()) as { errors: { message: string }[] }
      expect(answer.errors[0]?.message).toContain(words)
    }
    expect(await ordersOf(gallery.id)).toEqual([
      ['A', 1],
      ['B', 2],
    ])
  })
})

describe('DELETE /api/galleries/{id}', () => {
  it('deletes the gallery with its photos and their ratings and comments, and keeps the files in the media library', async () => {
    const gallery = await createGallery()
    const a = await addImage(gallery.id, 'A')
    await addImage(gallery.id, 'B')
    const other = await createGallery()
    const kept = await addImage(other.id, 'Kept')
    await payload.create({ collection: 'image-comments', data: { image: a.id, name: 'Ada', comment: 'Gone with the gallery.', published: true }, overrideAccess: true, context: ctx })

    const response = await api('DELETE', `/api/galleries/${gallery.id}`, { authorization })
    expect(response.status, await response.clone().text()).toBe(200)
    const count = async (collection: 'gallery-images' | 'image-comments' | 'galleries', where: Where) =>
      (await payload.count({ collection, where, overrideAccess: true })).totalDocs
    expect(await count('galleries', { id: { equals: gallery.id } })).toBe(0)
    expect(await count('gallery-images', { gallery: { equals: gallery.id } })).toBe(0)
    expect(await count('image-comments', { image: { equals: a.id } })).toBe(0)
    // Another gallery's photo and the uploaded file stay.
    expect(await count('gallery-images', { id: { equals: kept.id } })).toBe(1)
    expect((await payload.findByID({ collection: 'media', id: media.id, depth: 0, overrideAccess: true, disableErrors: true }))?.id).toBe(media.id)
  })

  it('deletes several galleries at once (the list screen’s bulk delete), each with its photos', async () => {
    const first = await createGallery()
    const second = await createGallery()
    await addImage(first.id, 'One')
    await addImage(second.id, 'Two')
    await addImage(second.id, 'Three')
    const response = await api('DELETE', `/api/galleries?where[id][in]=${first.id},${second.id}`, { authorization })
    expect(response.status, await response.clone().text()).toBe(200)
    const where: Where = { gallery: { in: [first.id, second.id] } }
    expect((await payload.count({ collection: 'gallery-images', where, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'galleries', where: { id: { in: [first.id, second.id] } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
