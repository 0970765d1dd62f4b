/**
 * Galleries have drafts (decision 039): the editor's autosaves stay in the versions table, and what
 * visitors see — the gallery, its images, their comments — changes only on Publish or Unpublish.
 * Through the REST API as the admin's screen calls it, on both databases.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Gallery } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'
import { adminAuthorization, api } from './rest-helpers'

let payload: Payload
let authorization: string
let pictureId: number

beforeAll(async () => {
  payload = await testPayload()
  authorization = await adminAuthorization(payload)
  pictureId = (await createMedia(payload)).id
})

const json = { 'content-type': 'application/json' }

/** What the admin's screen sends: an autosave, Publish, or Unpublish. */
async function save(id: number | null, data: Record<string, unknown>, { draft }: { draft: boolean }): Promise<Gallery> {
  const query = draft ? '?draft=true&autosave=true' : ''
  const response = await api(id === null ? 'POST' : 'PATCH', `/api/galleries${id === null ? '' : `/${id}`}${query}`, {
    authorization,
    headers: json,
    body: JSON.stringify(data),
  })
  const body = (await response.json()) as { doc: Gallery; errors?: unknown }
  expect(response.status, JSON.stringify(body.errors)).toBeLessThan(300)
  return body.doc
}

/** The gallery as an anonymous visitor reads it, or null. */
async function visitorGallery(id: number): Promise<Gallery | null> {
  const { docs } = await payload.find({ collection: 'galleries', where: { id: { equals: id } }, overrideAccess: false, depth: 0 })
  return docs[0] ?? null
}

async function visitorImageCount(galleryId: number): Promise<number> {
  const { totalDocs } = await payload.find({ collection: 'gallery-images', where: { gallery: { equals: galleryId } }, overrideAccess: false, depth: 0 })
  return totalDocs
}

async function publishedGalleryWithImage(): Promise<Gallery> {
  const gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Drafts ${unique()}`, description: 'As published' }), overrideAccess: true, context: ctx })
  await payload.create({ collection: 'gallery-images', data: withDefaults({ gallery: gallery.id, alt: 'A lake', image: pictureId }), overrideAccess: true, context: ctx })
  return gallery
}

describe('gallery drafts', () => {
  it('a new gallery written without a status is published, as before galleries had drafts', async () => {
    const gallery = await publishedGalleryWithImage()
    expect(gallery._status).toBe('published')
    expect(gallery.published).toBe(true)
    expect(await visitorImageCount(gallery.id)).toBe(1)
  })

  it('an autosave changes what the editor previews and nothing visitors see', async () => {
    const gallery = await publishedGalleryWithImage()
    await save(gallery.id, { name: 'Renamed in a draft', description: 'Draft words', view: { defaultView: 'masonry' } }, { draft: true })

    const seen = await visitorGallery(gallery.id)
    expect(seen).toMatchObject({ name: gallery.name, description: 'As published', published: true, _status: 'published' })
    expect(seen?.view?.defaultView).toBe(gallery.view?.defaultView)
    expect(await visitorImageCount(gallery.id)).toBe(1)

    // Asking for drafts as a visitor gets no draft either: a draft's flag is always off.
    for (const path of [`/api/galleries/${gallery.id}?draft=true`, `/api/galleries?draft=true&where[id][equals]=${gallery.id}`]) {
      const text = await (await api('GET', path)).text()
      expect(text, path).not.toContain('Renamed in a draft')
    }

    const draft = await payload.findByID({ collection: 'galleries', id: gallery.id, draft: true, overrideAccess: true, depth: 0 })
    expect(draft).toMatchObject({ name: 'Renamed in a draft', description: 'Draft words', _status: 'draft' })
    expect(draft.view?.defaultView).toBe('masonry')
  })

  it('Publish shows the draft to visitors; Unpublish hides the gallery and its images', async () => {
    const gallery = await publishedGalleryWithImage()
    await save(gallery.id, { name: 'Published at last' }, { draft: true })
    await save(gallery.id, { name: 'Published at last', _status: 'published' }, { draft: false })
    expect(await visitorGallery(gallery.id)).toMatchObject({ name: 'Published at last', published: true })

    await save(gallery.id, { _status: 'draft' }, { draft: false })
    expect(await visitorGallery(gallery.id)).toBeNull()
    expect(await visitorImageCount(gallery.id)).toBe(0)

    await save(gallery.id, { _status: 'published' }, { draft: false })
    expect(await visitorGallery(gallery.id)).toMatchObject({ name: 'Published at last' })
    expect(await visitorImageCount(gallery.id)).toBe(1)
  })

  it('a gallery first autosaved on its create screen is a draft: no name yet, and hidden from visitors', async () => {
    const draft = await save(null, {}, { draft: true })
    expect(draft._status).toBe('draft')
    expect(await visitorGallery(draft.id)).toBeNull()
    await save(draft.id, { name: `Later ${unique()}` }, { draft: true })
    expect(await visitorGallery(draft.id)).toBeNull()
    // An image added to it meanwhile (the gallery screen uploads at once) stays hidden too.
    await payload.create({ collection: 'gallery-images', data: withDefaults({ gallery: draft.id, alt: 'Hidden', image: pictureId }), overrideAccess: true, context: ctx })
    expect(await visitorImageCount(draft.id)).toBe(0)
  })

  it('an update that says neither status nor flag keeps what visitors see, even over an editor’s draft', async () => {
    // Payload's non-draft update starts from the newest version: over a draft it would take the
    // draft's status and hide the gallery.
    const shown = await publishedGalleryWithImage()
    await save(shown.id, { name: 'Draft over a shown gallery' }, { draft: true })
    const response = await api('PATCH', `/api/galleries/${shown.id}`, { authorization, headers: json, body: JSON.stringify({ view: { showSearch: true } }) })
    expect(response.status).toBe(200)
    expect(await visitorGallery(shown.id)).toMatchObject({ published: true, _status: 'published' })
    expect(await visitorImageCount(shown.id)).toBe(1)

    const hidden = await publishedGalleryWithImage()
    await save(hidden.id, { _status: 'draft' }, { draft: false })
    await save(hidden.id, { name: 'Draft over a hidden gallery' }, { draft: true })
    await payload.update({ collection: 'galleries', id: hidden.id, data: { view: { showSort: false } }, overrideAccess: true, context: ctx })
    expect(await visitorGallery(hidden.id)).toBeNull()
  })

  it('a flag-only write (scripts, the REST API) sets the status from it', async () => {
    const gallery = await publishedGalleryWithImage()
    const hidden = await payload.update({ collection: 'galleries', id: gallery.id, data: { published: false }, overrideAccess: true, context: ctx })
    expect(hidden._status).toBe('draft')
    expect(await visitorGallery(gallery.id)).toBeNull()
  })
})
