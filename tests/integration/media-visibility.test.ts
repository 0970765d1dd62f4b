/**
 * Uploads are readable by visitors exactly while a document they can read uses them (hardening
 * issue, item 2; docs/decisions/021-what-visitors-may-read.md): a published page's hero, SEO or
 * rich-text picture, a published post's, a published gallery's photos, preview and watermark, a
 * published album's preview, the site logo and the gallery watermark. Everything else (a fresh
 * upload, a draft's picture, an unpublished gallery's photo) is invisible in lists, by id and at
 * its file URLs, and admins see it all. Pages read with visitor access still get their pictures.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, Page } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'
import { adminAuthorization, api, everywhere, nowhere, readableMedia } from './rest-helpers'

let payload: Payload
let admin: string

const write = { overrideAccess: true, context: ctx } as const
/** Wide enough for a 400 px thumbnail variant. */
const photo = () => createMedia(payload, { width: 480, height: 320 })

/** Lexical rich text holding one paragraph and the upload. */
function textWithPicture(media: Media) {
  const paragraph = { type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text: 'See:', format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] }
  const upload = { type: 'upload', version: 3, format: '', id: unique(), fields: null, relationTo: 'media', value: media.id }
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [paragraph, upload] } } as never
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await adminAuthorization(payload)
})

// Regression: /api/media listed (and served) every upload to anyone.
it('a fresh upload no document uses is invisible to visitors, and admins see it', async () => {
  const media = await photo()
  expect(await readableMedia(media)).toEqual(nowhere)
  expect(await readableMedia(media, admin)).toEqual(everywhere)
})

/** Each way a document can use an upload: `shown` makes a document visitors can read, `hidden` one they cannot. */
const uses: [string, (media: Media, shown: boolean) => Promise<unknown>][] = [
  ['a page hero', (media, shown) => page(shown, { layout: [{ blockType: 'hero', heading: 'Hi', image: media.id }] })],
  ["a page's SEO image", (media, shown) => page(shown, { meta: { image: media.id } })],
  ["a page's rich text", (media, shown) => page(shown, { layout: [{ blockType: 'richText', content: textWithPicture(media) }] })],
  ["a post's featured image", (media, shown) => post(shown, { featuredImage: media.id })],
  ["a post's SEO image", (media, shown) => post(shown, { meta: { image: media.id } })],
  ["a post's rich text", (media, shown) => post(shown, { content: textWithPicture(media) })],
  ['a gallery photo', async (media, shown) => {
    const gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `G ${unique()}`, published: shown }), ...write })
    return payload.create({ collection: 'gallery-images', data: { gallery: gallery.id, alt: 'Photo', image: media.id }, ...write })
  }],
  ["a gallery's preview image", (media, shown) => payload.create({ collection: 'galleries', data: withDefaults({ name: `G ${unique()}`, published: shown, previewImage: media.id }), ...write })],
  ["a gallery's slideshow watermark", (media, shown) =>
    payload.create({ collection: 'galleries', data: withDefaults({ name: `G ${unique()}`, published: shown, slideshow: { watermarkType: 'image', watermarkImage: media.id } }), ...write })],
  ["an album's preview image", (media, shown) => payload.create({ collection: 'albums', data: withDefaults({ name: `A ${unique()}`, published: shown, previewImage: media.id }), ...write })],
]

function page(shown: boolean, data: Partial<Page>) {
  return payload.create({ collection: 'pages', data: withDefaults({ title: `P ${unique()}`, _status: shown ? 'published' : 'draft', ...data }), draft: !shown, ...write })
}

function post(shown: boolean, data: object) {
  return payload.create({ collection: 'posts', data: withDefaults({ title: `P ${unique()}`, _status: shown ? 'published' : 'draft', ...data }), draft: !shown, ...write })
}

describe.each(uses)('an upload used by %s', (_, use) => {
  it('is readable by visitors when that document is published', async () => {
    const media = await photo()
    await use(media, true)
    expect(await readableMedia(media)).toEqual(everywhere)
  })

  it('stays invisible to visitors when that document is not', async () => {
    const media = await photo()
    await use(media, false)
    expect(await readableMedia(media)).toEqual(nowhere)
    expect(await readableMedia(media, admin)).toEqual(everywhere)
  })
})

describe.each([
  ['site', 'logo'],
  ['gallery-settings', 'watermarkImage'],
] as const)('an upload used by the %s global as %s', (slug, field) => {
  it('is readable while the global uses it, and not after', async () => {
    const media = await photo()
    const before = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
    await payload.updateGlobal({ slug, data: { [field]: media.id }, ...write })
    expect(await readableMedia(media)).toEqual(everywhere)
    await payload.updateGlobal({ slug, data: { [field]: (before as unknown as Record<string, unknown>)[field] ?? null }, ...write })
    expect(await readableMedia(media)).toEqual(nowhere)
  })
})

describe('when documents change', () => {
  it("a page's pictures follow it: publish, replace, unpublish, delete", async () => {
    const [first, second] = [await photo(), await photo()]
    const created = (await page(false, { layout: [{ blockType: 'hero', heading: 'Hi', image: first.id }] })) as Page
    expect(await readableMedia(first)).toEqual(nowhere)
    await payload.update({ collection: 'pages', id: created.id, data: { _status: 'published' }, ...write })
    expect(await readableMedia(first)).toEqual(everywhere)

    // A draft that swaps the picture changes nothing visitors see until it is published.
    await payload.update({ collection: 'pages', id: created.id, data: { layout: [{ blockType: 'hero', heading: 'Hi', image: second.id }] }, draft: true, ...write })
    expect(await readableMedia(first)).toEqual(everywhere)
    expect(await readableMedia(second)).toEqual(nowhere)
    await payload.update({ collection: 'pages', id: created.id, data: { _status: 'published' }, ...write })
    expect(await readableMedia(first)).toEqual(nowhere)
    expect(await readableMedia(second)).toEqual(everywhere)

    await payload.update({ collection: 'pages', id: created.id, data: { _status: 'draft' }, ...write })
    expect(await readableMedia(second)).toEqual(nowhere)
    await payload.update({ collection: 'pages', id: created.id, data: { _status: 'published' }, ...write })
    expect(await readableMedia(second)).toEqual(everywhere)
    await payload.delete({ collection: 'pages', id: created.id, ...write })
    expect(await readableMedia(second)).toEqual(nowhere)
  })

  it('an upload two documents use stays readable until neither does', async () => {
    const media = await photo()
    const one = await payload.create({ collection: 'albums', data: withDefaults({ name: `A ${unique()}`, previewImage: media.id }), ...write })
    const two = await payload.create({ collection: 'galleries', data: withDefaults({ name: `G ${unique()}`, previewImage: media.id }), ...write })
    await payload.update({ collection: 'albums', id: one.id, data: { published: false }, ...write })
    expect(await readableMedia(media)).toEqual(everywhere)
    await payload.update({ collection: 'galleries', id: two.id, data: { previewImage: null }, ...write })
    expect(await readableMedia(media)).toEqual(nowhere)
  })

  it('an image unpublished, moved to an unpublished gallery or deleted hides its photo', async () => {
    const media = await photo()
    const gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `G ${unique()}` }), ...write })
    const hidden = await payload.create({ collection: 'galleries', data: withDefaults({ name: `G ${unique()}`, published: false }), ...write })
    const image = await payload.create({ collection: 'gallery-images', data: { gallery: gallery.id, alt: 'Photo', image: media.id }, ...write })
    expect(await readableMedia(media)).toEqual(everywhere)
    await payload.update({ collection: 'gallery-images', id: image.id, data: { published: false }, ...write })
    expect(await readableMedia(media)).toEqual(nowhere)
    await payload.update({ collection: 'gallery-images', id: image.id, data: { published: true }, ...write })
    expect(await readableMedia(media)).toEqual(everywhere)
    await payload.update({ collection: 'gallery-images', id: image.id, data: { gallery: hidden.id }, ...write })
    expect(await readableMedia(media)).toEqual(nowhere)
    await payload.update({ collection: 'gallery-images', id: image.id, data: { gallery: gallery.id }, ...write })
    expect(await readableMedia(media)).toEqual(everywhere)
    await payload.delete({ collection: 'gallery-images', id: image.id, ...write })
    expect(await readableMedia(media)).toEqual(nowhere)
  })
})

describe('visitor pages', () => {
  it('still get every picture of a published page and post, populated, with visitor access', async () => {
    const [hero, inText, featured, seo] = [await photo(), await photo(), await photo(), await photo()]
    const created = (await page(true, {
      layout: [
        { blockType: 'hero', heading: 'Hi', image: hero.id },
        { blockType: 'richText', content: textWithPicture(inText) },
      ],
      meta: { image: seo.id },
    })) as Page
    const read = await payload.findByID({ collection: 'pages', id: created.id, depth: 2, overrideAccess: false })
    const shown = JSON.stringify(read)
    for (const media of [hero, inText, seo]) expect(shown).toContain(`/api/media/file/${media.filename}`)

    const createdPost = await post(true, { featuredImage: featured.id })
    const readPost = await payload.findByID({ collection: 'posts', id: createdPost.id, depth: 1, overrideAccess: false })
    expect((readPost.featuredImage as Media).url).toContain(featured.filename!)
  })
})

describe('recomputeAllMedia (for the migration that adds the flag, or a repair)', () => {
  it('rebuilds the lists of uploads in use and every flag from the documents alone', async () => {
    const { recomputeAllMedia } = await import('@/features/media/index.server')
    const [hero, unused] = [await photo(), await photo()]
    const created = (await page(true, { layout: [{ blockType: 'richText', content: textWithPicture(hero) }] })) as Page
    // As a database looks right after the migration: no lists, no flags.
    const before = await payload.findByID({ collection: 'pages', id: created.id, depth: 0, overrideAccess: true })
    const row = await payload.db.findOne<Page>({ collection: 'pages', where: { id: { equals: created.id } } })
    await payload.db.updateOne({ collection: 'pages', id: created.id, data: { ...row, mediaUsed: [] }, returning: false })
    const db = payload.db as unknown as { drizzle: { update: (t: object) => { set: (v: object) => Promise<unknown> } }; tables: { media: object } }
    await db.drizzle.update(db.tables.media).set({ public: false })
    expect(await readableMedia(hero)).toEqual(nowhere)

    expect(await recomputeAllMedia(payload)).toBeGreaterThan(1)
    expect(await readableMedia(hero)).toEqual(everywhere)
    expect(await readableMedia(unused)).toEqual(nowhere)
    const read = await payload.findByID({ collection: 'pages', id: created.id, depth: 0, overrideAccess: true })
    expect(read).toEqual(before)
  })
})

// Regression: photos were served with no Cache-Control, ETag or Last-Modified, so a browser
// downloaded every photo of a page again on each visit.
describe('caching a photo', () => {
  it('lets visitors and shared caches keep a public photo for an hour, and answers 304 while it is unchanged', async () => {
    const media = await photo()
    await page(true, { meta: { image: media.id } })
    for (const file of [media.filename, media.sizes?.thumbnail?.filename]) {
      const first = await api('GET', `/api/media/file/${file}`)
      const bytes = new Uint8Array(await first.arrayBuffer())
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
      expect(first.headers.get('content-type')).toMatch(/^image\//)
      expect(Number(first.headers.get('content-length'))).toBe(bytes.length)
      const etag = first.headers.get('etag') ?? ''
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)

      const again = await api('GET', `/api/media/file/${file}`, { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect((await again.arrayBuffer()).byteLength).toBe(0)
      const since = await api('GET', `/api/media/file/${file}`, { headers: { 'if-modified-since': first.headers.get('last-modified') ?? '' } })
      expect(since.status).toBe(304)
      const changed = await api('GET', `/api/media/file/${file}`, { headers: { 'if-none-match': 'W/"0-0"' } })
      expect(changed.status).toBe(200)
      expect(new Uint8Array(await changed.arrayBuffer())).toEqual(bytes)
    }
  })

  it("keeps an editor's view of a draft's photo out of shared caches, and a visitor still cannot get it", async () => {
    const media = await photo()
    await page(false, { meta: { image: media.id } })
    const editor = await api('GET', `/api/media/file/${media.filename}`, { authorization: admin })
    await editor.arrayBuffer()
    expect(editor.status).toBe(200)
    expect(editor.headers.get('cache-control')).toBe('private, no-cache')
    const visitor = await api('GET', `/api/media/file/${media.filename}`, { headers: { 'if-none-match': editor.headers.get('etag') ?? '' } })
    await visitor.arrayBuffer()
    expect(visitor.status).not.toBe(304)
    expect(visitor.status).toBeGreaterThanOrEqual(400)
  })

  it('answers HEAD with the length and no body, and a byte range with 206', async () => {
    const media = await photo()
    await page(true, { meta: { image: media.id } })
    const head = await api('HEAD', `/api/media/file/${media.filename}`)
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBe(media.filesize)
    expect(head.body).toBeNull()
    const range = await api('GET', `/api/media/file/${media.filename}`, { headers: { range: 'bytes=0-9' } })
    expect(range.status).toBe(206)
    expect((await range.arrayBuffer()).byteLength).toBe(10)
  })
})
