/**
 * Round-trips every field of pages (with each block type of the layout), posts and categories
 * through Payload's local API, and checks slugs, drafts and posts' publishedAt.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Album, Category, ContactForm, Gallery, Media } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, richText, unique, validationErrors, withDefaults } from './content-helpers'

const slugMessage = 'Use lower-case letters, digits and single hyphens, for example "summer-collection".'

let payload: Payload
let media: Media
let otherMedia: Media

beforeAll(async () => {
  payload = await testPayload()
  media = await createMedia(payload, { alt: 'Hero image' })
  otherMedia = await createMedia(payload, { alt: 'Share image' })
})

async function category(): Promise<Category> {
  return payload.create({
    collection: 'categories',
    data: withDefaults({ title: `Category ${unique()}` }),
    overrideAccess: true,
    context: ctx,
  })
}

describe('pages', () => {
  let gallery: Gallery
  let album: Album
  let form: ContactForm

  beforeAll(async () => {
    gallery = await payload.create({
      collection: 'galleries',
      data: withDefaults({ name: `Page gallery ${unique()}` }),
      overrideAccess: true,
      context: ctx,
    })
    album = await payload.create({
      collection: 'albums',
      data: withDefaults({ name: `Page album ${unique()}` }),
      overrideAccess: true,
      context: ctx,
    })
    form = await payload.create({
      collection: 'contact-forms',
      data: { title: `Page form ${unique()}` } as ContactForm,
      overrideAccess: true,
      context: ctx,
    })
  })

  it('round-trips every field, with a block of each type in the layout', async () => {
    const suffix = unique()
    const layout = [
      {
        blockType: 'hero' as const,
        blockName: 'Top hero',
        heading: 'Welcome',
        text: 'A short introduction.',
        image: media.id,
        link: { label: 'See the photos', url: '/galleries' },
      },
      { blockType: 'richText' as const, blockName: 'Intro text', content: richText(`Some rich text ${suffix}`) },
      {
        blockType: 'gallery' as const,
        blockName: 'A gallery',
        heading: 'Latest photos',
        source: { relationTo: 'galleries' as const, value: gallery.id },
        view: 'masonry' as const,
      },
      {
        blockType: 'gallery' as const,
        blockName: 'An album',
        heading: 'All albums',
        source: { relationTo: 'albums' as const, value: album.id },
        view: 'album' as const,
      },
      { blockType: 'contactForm' as const, blockName: 'Contact', heading: 'Write to us', form: form.id },
    ]
    const data = {
      title: `About us ${suffix}`,
      slug: `about-${suffix}`,
      layout,
      meta: { title: 'About us | Vitrine', description: 'Who we are.', image: otherMedia.id },
      _status: 'published' as const,
    }
    const created = await payload.create({ collection: 'pages', data, overrideAccess: true, context: ctx })
    const read = await payload.findByID({ collection: 'pages', id: created.id, overrideAccess: true, depth: 0 })

    expect(read.title).toBe(data.title)
    expect(read.slug).toBe(data.slug)
    expect(read._status).toBe('published')
    expect(read.meta).toEqual(data.meta)
    expect(read.layout).toHaveLength(layout.length)
    read.layout!.forEach((block, index) => {
      expect(block, `block ${index} (${layout[index].blockType})`).toEqual({ ...layout[index], id: expect.any(String) })
    })
  })

  it('defaults a gallery block to the thumbnails view', async () => {
    const created = await payload.create({
      collection: 'pages',
      data: withDefaults({
        title: `Gallery default ${unique()}`,
        layout: [{ blockType: 'gallery', source: { relationTo: 'galleries', value: gallery.id } }],
        _status: 'published',
      }),
      overrideAccess: true,
      context: ctx,
    })
    const read = await payload.findByID({ collection: 'pages', id: created.id, overrideAccess: true, depth: 0 })
    expect(read.layout?.[0]).toMatchObject({ blockType: 'gallery', view: 'thumbnails' })
  })

  it('fills the slug from the title', async () => {
    const suffix = unique()
    const created = await payload.create({
      collection: 'pages',
      data: withDefaults({ title: `Our Studio — Façade ${suffix}`, _status: 'published' }),
      overrideAccess: true,
      context: ctx,
    })
    expect(created.slug).toBe(`our-studio-facade-${suffix}`)
  })

  it('rejects an unusable slug with the slug message', async () => {
    const errors = await validationErrors(
      payload.create({
        collection: 'pages',
        data: withDefaults({ title: '¿?', _status: 'published' }),
        overrideAccess: true,
        context: ctx,
      }),
    )
    expect(errors.slug).toBe(slugMessage)
  })

  it('keeps a draft as a draft, and its newer draft apart from the published version', async () => {
    const suffix = unique()
    const draft = await payload.create({
      collection: 'pages',
      data: withDefaults({ title: `Draft page ${suffix}`, _status: 'draft' }),
      draft: true,
      overrideAccess: true,
      context: ctx,
    })
    const readDraft = await payload.findByID({ collection: 'pages', id: draft.id, overrideAccess: true, draft: true })
    expect(readDraft._status).toBe('draft')
    expect(readDraft.slug).toBe(`draft-page-${suffix}`)

    const published = await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    expect(published._status).toBe('published')
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: `Changed in a draft ${suffix}` },
      draft: true,
      overrideAccess: true,
      context: ctx,
    })
    const live = await payload.findByID({ collection: 'pages', id: draft.id, overrideAccess: true })
    expect(live.title).toBe(`Draft page ${suffix}`)
    const latest = await payload.findByID({ collection: 'pages', id: draft.id, overrideAccess: true, draft: true })
    expect(latest.title).toBe(`Changed in a draft ${suffix}`)
  })
})

describe('posts', () => {
  it('round-trips every field', async () => {
    const [first, second] = [await category(), await category()]
    const suffix = unique()
    const data = {
      title: `A post ${suffix}`,
      slug: `a-post-${suffix}`,
      excerpt: 'What the post is about.',
      content: richText(`The body of the post ${suffix}.`),
      featuredImage: media.id,
      categories: [second.id, first.id],
      tags: ['travel', 'night', 'city'],
      publishedAt: '2024-05-06T07:08:09.000Z',
      likeCount: 12,
      meta: { title: 'A post | Vitrine', description: 'The post, shared.', image: otherMedia.id },
      _status: 'published' as const,
    }
    const created = await payload.create({ collection: 'posts', data, overrideAccess: true, context: ctx })
    const read = await payload.findByID({ collection: 'posts', id: created.id, overrideAccess: true, depth: 0 })

    expect(read.title).toBe(data.title)
    expect(read.slug).toBe(data.slug)
    expect(read.excerpt).toBe(data.excerpt)
    expect(read.content).toEqual(data.content)
    expect(read.featuredImage).toBe(media.id)
    expect(read.categories).toEqual([second.id, first.id])
    expect(read.tags).toEqual(['travel', 'night', 'city'])
    expect(new Date(read.publishedAt!).toISOString()).toBe(data.publishedAt)
    expect(read.likeCount).toBe(12)
    expect(read.meta).toEqual(data.meta)
    expect(read._status).toBe('published')
  })

  it('fills publishedAt when a post is published, and not while it is a draft', async () => {
    const before = Date.now()
    const published = await payload.create({
      collection: 'posts',
      data: withDefaults({ title: `Published now ${unique()}`, _status: 'published' }),
      overrideAccess: true,
      context: ctx,
    })
    const readPublished = await payload.findByID({ collection: 'posts', id: published.id, overrideAccess: true })
    expect(readPublished.publishedAt).toBeTruthy()
    const at = new Date(readPublished.publishedAt!).getTime()
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)

    const draft = await payload.create({
      collection: 'posts',
      data: withDefaults({ title: `Still a draft ${unique()}`, _status: 'draft' }),
      draft: true,
      overrideAccess: true,
      context: ctx,
    })
    const readDraft = await payload.findByID({ collection: 'posts', id: draft.id, overrideAccess: true, draft: true })
    expect(readDraft.publishedAt ?? null).toBeNull()

    const beforePublishing = Date.now()
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' }, overrideAccess: true, context: ctx })
    const nowPublished = await payload.findByID({ collection: 'posts', id: draft.id, overrideAccess: true })
    expect(nowPublished._status).toBe('published')
    expect(nowPublished.publishedAt).toBeTruthy()
    expect(new Date(nowPublished.publishedAt!).getTime()).toBeGreaterThanOrEqual(beforePublishing - 1000)
  })

  it('keeps a publishedAt the editor set, through later updates', async () => {
    const created = await payload.create({
      collection: 'posts',
      data: withDefaults({ title: `Back-dated ${unique()}`, publishedAt: '2020-01-02T03:04:05.000Z', _status: 'published' }),
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({ collection: 'posts', id: created.id, data: { excerpt: 'Edited later.' }, overrideAccess: true, context: ctx })
    const read = await payload.findByID({ collection: 'posts', id: created.id, overrideAccess: true })
    expect(new Date(read.publishedAt!).toISOString()).toBe('2020-01-02T03:04:05.000Z')
    expect(read.excerpt).toBe('Edited later.')
  })

  it('defaults likeCount to 0 and fills the slug from the title', async () => {
    const suffix = unique()
    const created = await payload.create({
      collection: 'posts',
      data: withDefaults({ title: `Hello World ${suffix}`, _status: 'published' }),
      overrideAccess: true,
      context: ctx,
    })
    expect(created.slug).toBe(`hello-world-${suffix}`)
    const read = await payload.findByID({ collection: 'posts', id: created.id, overrideAccess: true })
    expect(read.likeCount).toBe(0)
  })

  it('rejects an unusable slug with the slug message', async () => {
    const errors = await validationErrors(
      payload.create({
        collection: 'posts',
        data: { title: `Good title ${unique()}`, slug: '%%%', _status: 'published' },
        overrideAccess: true,
        context: ctx,
      }),
    )
    expect(errors.slug).toBe(slugMessage)
  })
})

describe('categories', () => {
  it('round-trips title and slug, and fills the slug from the title', async () => {
    const suffix = unique()
    const data = { title: `Street Photography ${suffix}`, slug: `street-${suffix}` }
    const created = await payload.create({ collection: 'categories', data, overrideAccess: true, context: ctx })
    const read = await payload.findByID({ collection: 'categories', id: created.id, overrideAccess: true })
    expect(read).toMatchObject(data)

    const filled = await category()
    expect(filled.slug).toBe(filled.title.toLowerCase().replace(' ', '-'))
  })

  it('refuses a second category with the same slug', async () => {
    const first = await category()
    await expect(
      payload.create({ collection: 'categories', data: { title: 'Duplicate', slug: first.slug }, overrideAccess: true, context: ctx }),
    ).rejects.toThrow()
  })
})
