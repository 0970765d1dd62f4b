/**
 * Access control of the content model through Payload's local API with overrideAccess: false:
 * what visitors (no user) may read, which fields they never receive, that they cannot write,
 * and what an admin may do. Also round-trips the users collection.
 */
import { Forbidden, type CollectionSlug, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Album, ContactForm, Gallery, GalleryImage, ImageComment, Media, Page, Post, User } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createAdmin, createMedia, ctx, png, unique, withDefaults } from './content-helpers'

/** A visitor: no user, access control applied. */
const visitor = { overrideAccess: false } as const

let payload: Payload
let admin: User & { collection: 'users' }
let media: Media

/** Access control applied, as the admin created in this file. */
const asAdmin = () => ({ overrideAccess: false, user: admin }) as const

// Fixtures: one visible and one hidden document of each collection visitors may partly read.
let publishedGallery: Gallery
let hiddenGallery: Gallery
let publishedImage: GalleryImage
let hiddenImage: GalleryImage
let imageOfHiddenGallery: GalleryImage
let commentOnHiddenGallery: ImageComment
let publishedAlbum: Album
let hiddenAlbum: Album
let publishedComment: ImageComment
let hiddenComment: ImageComment
let publishedPage: Page
let draftPage: Page
let publishedPost: Post
let draftPost: Post
let form: ContactForm
let ratingId: number
let submissionId: number

const accessToken = `secret-token-${unique()}`
const commentEmail = `visitor-${unique()}@example.com`

beforeAll(async () => {
  payload = await testPayload()
  admin = await createAdmin(payload)
  media = await createMedia(payload, { alt: 'Access test image' })
  const write = { overrideAccess: true, context: ctx } as const

  publishedGallery = await payload.create({
    collection: 'galleries',
    data: withDefaults({
      name: `Public gallery ${unique()}`,
      source: 'instagram',
      instagram: { user: 'studio', accessToken },
    }),
    ...write,
  })
  hiddenGallery = await payload.create({
    collection: 'galleries',
    data: withDefaults({ name: `Hidden gallery ${unique()}`, published: false }),
    ...write,
  })
  publishedImage = await payload.create({
    collection: 'gallery-images',
    data: { gallery: publishedGallery.id, alt: 'Visible photo', image: media.id },
    ...write,
  })
  hiddenImage = await payload.create({
    collection: 'gallery-images',
    data: { gallery: publishedGallery.id, alt: 'Hidden photo', image: media.id, published: false },
    ...write,
  })
  imageOfHiddenGallery = await payload.create({
    collection: 'gallery-images',
    data: { gallery: hiddenGallery.id, alt: 'Photo of a hidden gallery', image: (await createMedia(payload)).id },
    ...write,
  })
  publishedAlbum = await payload.create({
    collection: 'albums',
    data: withDefaults({ name: `Public album ${unique()}`, items: [{ relationTo: 'galleries', value: publishedGallery.id }] }),
    ...write,
  })
  hiddenAlbum = await payload.create({
    collection: 'albums',
    data: withDefaults({ name: `Hidden album ${unique()}`, published: false }),
    ...write,
  })
  publishedComment = await payload.create({
    collection: 'image-comments',
    data: { image: publishedImage.id, name: 'Ada', email: commentEmail, comment: 'Lovely.' },
    ...write,
  })
  hiddenComment = await payload.create({
    collection: 'image-comments',
    data: { image: publishedImage.id, name: 'Spammer', email: `spam-${unique()}@example.com`, comment: 'Buy now', published: false },
    ...write,
  })
  commentOnHiddenGallery = await payload.create({
    collection: 'image-comments',
    data: { image: imageOfHiddenGallery.id, name: 'Ada', comment: 'Where is this?' },
    ...write,
  })
  form = await payload.create({
    collection: 'contact-forms',
    data: {
      title: `Access form ${unique()}`,
      form: '[email* your-email] [submit "Send"]',
      mail: { recipient: 'private-owner@example.com', body: 'Private body' },
      mail2: { active: true, recipient: '[your-email]', body: 'Receipt' },
      messages: { mail_sent_ok: 'Thanks!' },
      additionalSettings: 'subscribers_only: true',
    },
    ...write,
  })
  publishedPage = await payload.create({
    collection: 'pages',
    data: withDefaults({
      title: `Public page ${unique()}`,
      _status: 'published',
      layout: [
        { blockType: 'gallery', source: { relationTo: 'galleries', value: publishedGallery.id } },
        { blockType: 'contactForm', form: form.id },
      ],
    }),
    ...write,
  })
  draftPage = await payload.create({
    collection: 'pages',
    data: withDefaults({ title: `Draft page ${unique()}`, _status: 'draft' }),
    draft: true,
    ...write,
  })
  publishedPost = await payload.create({
    collection: 'posts',
    data: withDefaults({ title: `Public post ${unique()}`, _status: 'published' }),
    ...write,
  })
  draftPost = await payload.create({
    collection: 'posts',
    data: withDefaults({ title: `Draft post ${unique()}`, _status: 'draft' }),
    draft: true,
    ...write,
  })
  ratingId = (
    await payload.create({
      collection: 'image-ratings',
      data: { image: publishedImage.id, rate: 5, visitorHash: `hash-${unique()}` },
      ...write,
    })
  ).id
  submissionId = (
    await payload.create({
      collection: 'form-submissions',
      data: { form: form.id, data: { 'your-email': 'someone@example.com' }, status: 'mail_sent' },
      ...write,
    })
  ).id
})

/** The ids, among `ids`, that the given reader finds. */
async function visibleIds(
  collection: 'galleries' | 'gallery-images' | 'albums' | 'image-comments' | 'pages' | 'posts',
  ids: number[],
  options: { overrideAccess: false; user?: User & { collection: 'users' }; draft?: boolean },
): Promise<number[]> {
  const result = await payload.find({ collection, where: { id: { in: ids } }, depth: 0, limit: 100, ...options })
  return result.docs.map((doc) => doc.id).sort((a, b) => a - b)
}

describe('access control', () => {
  it.each([
    ['galleries', '', () => [publishedGallery.id, hiddenGallery.id]],
    ['gallery-images', '', () => [publishedImage.id, hiddenImage.id]],
    ['gallery-images', ' (not those of an unpublished gallery)', () => [publishedImage.id, imageOfHiddenGallery.id]],
    ['albums', '', () => [publishedAlbum.id, hiddenAlbum.id]],
    ['image-comments', '', () => [publishedComment.id, hiddenComment.id]],
    ['image-comments', ' (not those on an unpublished gallery)', () => [publishedComment.id, commentOnHiddenGallery.id]],
  ] as const)('visitors read only published %s%s', async (collection, _, ids) => {
    const [shown, hidden] = ids()
    expect(await visibleIds(collection, [shown, hidden], visitor)).toEqual([shown])
    const doc = await payload.findByID({ collection, id: shown, depth: 0, ...visitor })
    expect(doc.id).toBe(shown)
    await expect(payload.findByID({ collection, id: hidden, depth: 0, ...visitor })).rejects.toMatchObject({ status: 404 })
    const count = await payload.count({ collection, where: { id: { in: [shown, hidden] } }, ...visitor })
    expect(count.totalDocs).toBe(1)
  })

  it.each([
    ['pages', () => [publishedPage.id, draftPage.id]],
    ['posts', () => [publishedPost.id, draftPost.id]],
  ] as const)('visitors read only published %s: drafts stay hidden', async (collection, ids) => {
    const [shown, hidden] = ids()
    expect(await visibleIds(collection, [shown, hidden], visitor)).toEqual([shown])
    expect(await visibleIds(collection, [shown, hidden], { ...visitor, draft: true })).toEqual([shown])
    await expect(payload.findByID({ collection, id: hidden, ...visitor })).rejects.toMatchObject({ status: 404 })
    await expect(payload.findByID({ collection, id: hidden, draft: true, ...visitor })).rejects.toMatchObject({ status: 404 })
  })

  it('visitors never see the unpublished draft of a published page, even when asking for drafts', async () => {
    const secret = `Unreleased title ${unique()}`
    const page = await payload.create({
      collection: 'pages',
      data: withDefaults({ title: `Live page ${unique()}`, _status: 'published' }),
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({ collection: 'pages', id: page.id, data: { title: secret }, draft: true, overrideAccess: true, context: ctx })

    const live = await payload.findByID({ collection: 'pages', id: page.id, ...visitor })
    expect(live.title).toBe(page.title)
    const asked = await payload.find({ collection: 'pages', where: { id: { equals: page.id } }, draft: true, ...visitor })
    expect(asked.docs.map((doc) => doc.title)).not.toContain(secret)
    const byId = await payload.findByID({ collection: 'pages', id: page.id, draft: true, ...visitor }).catch(() => null)
    expect(byId?.title).not.toBe(secret)
  })

  it.each(['pages', 'posts'] as const)('visitors cannot read the versions of %s', async (collection) => {
    await expect(payload.findVersions({ collection, ...visitor })).rejects.toThrow(Forbidden)
  })

  it.each([
    ['users', () => admin.id],
    ['image-ratings', () => ratingId],
    ['form-submissions', () => submissionId],
  ] as const)('visitors cannot read %s', async (collection, id) => {
    await expect(payload.find({ collection, ...visitor })).rejects.toThrow(Forbidden)
    await expect(payload.findByID({ collection, id: id(), ...visitor })).rejects.toThrow(Forbidden)
    await expect(payload.count({ collection, ...visitor })).rejects.toThrow(Forbidden)
  })

  it.each(['categories', 'gallery-tags', 'price-lists', 'contact-forms'] as const)('visitors can read %s', async (collection) => {
    const id = await existing(collection)
    const result = await payload.find({ collection, where: { id: { equals: id } }, ...visitor })
    expect(result.docs.map((doc) => doc.id)).toEqual([id])
    const doc = await payload.findByID({ collection, id, ...visitor })
    expect(doc.id).toBe(id)
  })

  it('visitors read an upload while a published document uses it, and no other', async () => {
    // `media` is the photo of the published image of the published gallery.
    const shown = await payload.findByID({ collection: 'media', id: media.id, ...visitor })
    expect(shown.id).toBe(media.id)
    const unused = await existing('media')
    await expect(payload.findByID({ collection: 'media', id: unused, ...visitor })).rejects.toMatchObject({ status: 404 })
    const listed = await payload.find({ collection: 'media', where: { id: { in: [media.id, unused] } }, ...visitor })
    expect(listed.docs.map((doc) => doc.id)).toEqual([media.id])
  })

  it('visitors can read both globals', async () => {
    await expect(payload.findGlobal({ slug: 'site', ...visitor })).resolves.toHaveProperty('title')
    await expect(payload.findGlobal({ slug: 'gallery-settings', ...visitor })).resolves.toHaveProperty('imagesPerPage')
  })

  it("visitors never receive a contact form's mail settings or additional settings", async () => {
    const read = await payload.findByID({ collection: 'contact-forms', id: form.id, ...visitor })
    expect(read.title).toBe(form.title)
    expect(read.form).toBe(form.form)
    expect(read.messages?.mail_sent_ok).toBe('Thanks!')
    expect(read).not.toHaveProperty('mail')
    expect(read).not.toHaveProperty('mail2')
    expect(read).not.toHaveProperty('additionalSettings')
    expect(JSON.stringify(read)).not.toContain('private-owner@example.com')

    const listed = await payload.find({ collection: 'contact-forms', where: { id: { equals: form.id } }, ...visitor })
    expect(listed.docs[0]).not.toHaveProperty('mail')
    expect(listed.docs[0]).not.toHaveProperty('mail2')
    expect(listed.docs[0]).not.toHaveProperty('additionalSettings')
  })

  it("visitors never receive a commenter's email", async () => {
    const read = await payload.findByID({ collection: 'image-comments', id: publishedComment.id, ...visitor })
    expect(read.name).toBe('Ada')
    expect(read.comment).toBe('Lovely.')
    expect(read).not.toHaveProperty('email')
    const listed = await payload.find({ collection: 'image-comments', where: { id: { equals: publishedComment.id } }, ...visitor })
    expect(listed.docs[0]).not.toHaveProperty('email')
  })

  it("visitors never receive a gallery's Instagram access token", async () => {
    const read = await payload.findByID({ collection: 'galleries', id: publishedGallery.id, ...visitor })
    expect(read.instagram?.user).toBe('studio')
    expect(read.instagram).not.toHaveProperty('accessToken')
    expect(JSON.stringify(read)).not.toContain(accessToken)
  })

  it('visitors never receive hidden fields inside populated relationships either', async () => {
    const album = await payload.findByID({ collection: 'albums', id: publishedAlbum.id, depth: 1, ...visitor })
    const gallery = album.items?.[0]?.value as Gallery
    expect(gallery.id).toBe(publishedGallery.id)
    expect(JSON.stringify(album)).not.toContain(accessToken)

    const page = await payload.findByID({ collection: 'pages', id: publishedPage.id, depth: 1, ...visitor })
    expect(JSON.stringify(page)).not.toContain(accessToken)
    expect(JSON.stringify(page)).not.toContain('private-owner@example.com')
    const formBlock = page.layout?.find((block) => block.blockType === 'contactForm')
    expect((formBlock?.form as ContactForm).title).toBe(form.title)

    const comment = await payload.findByID({ collection: 'image-comments', id: publishedComment.id, depth: 2, ...visitor })
    expect(JSON.stringify(comment)).not.toContain(accessToken)
  })

  it('visitors cannot find documents by the value of a field hidden from them', async () => {
    await expect(
      payload.find({ collection: 'image-comments', where: { email: { equals: commentEmail } }, ...visitor }),
    ).rejects.toThrow()
    await expect(
      payload.find({ collection: 'galleries', where: { 'instagram.accessToken': { equals: accessToken } }, ...visitor }),
    ).rejects.toThrow()
    await expect(
      payload.find({ collection: 'contact-forms', where: { 'mail.recipient': { equals: 'private-owner@example.com' } }, ...visitor }),
    ).rejects.toThrow()
  })

  /** Valid data for a new document of each collection. */
  async function newData(collection: CollectionSlug): Promise<{ data: Record<string, unknown>; file?: { data: Buffer; mimetype: string; name: string; size: number } }> {
    const suffix = unique()
    switch (collection) {
      case 'pages':
        return { data: { title: `New page ${suffix}`, _status: 'published' } }
      case 'posts':
        return { data: { title: `New post ${suffix}`, _status: 'published' } }
      case 'categories':
        return { data: { title: `New category ${suffix}` } }
      case 'media': {
        const data = await png(8, 8, { r: 1, g: 2, b: 3 })
        return { data: { alt: 'New media' }, file: { data, mimetype: 'image/png', name: `new-${suffix}.png`, size: data.length } }
      }
      case 'galleries':
        return { data: { name: `New gallery ${suffix}` } }
      case 'gallery-images':
        return { data: { gallery: publishedGallery.id, alt: `New image ${suffix}`, image: media.id } }
      case 'albums':
        return { data: { name: `New album ${suffix}` } }
      case 'gallery-tags':
        return { data: { name: `New tag ${suffix}` } }
      case 'image-comments':
        return { data: { image: publishedImage.id, name: 'New', comment: 'New comment' } }
      case 'image-ratings':
        return { data: { image: publishedImage.id, rate: 3, visitorHash: `new-${suffix}` } }
      case 'price-lists':
        return { data: { title: `New prices ${suffix}` } }
      case 'contact-forms':
        return { data: { title: `New form ${suffix}` } }
      case 'form-submissions':
        return { data: { form: form.id, data: { a: 1 }, status: 'mail_sent' } }
      case 'users':
        return { data: { email: `new-${suffix}@example.com`, password: `pw-${suffix}-${suffix}` } }
      default:
        throw new Error(`No sample data for ${collection}`)
    }
  }

  /** A change to one plain field of each collection. */
  const change: Record<string, Record<string, unknown>> = {
    pages: { title: 'Changed by a visitor' },
    posts: { title: 'Changed by a visitor' },
    categories: { title: 'Changed by a visitor' },
    media: { alt: 'Changed by a visitor' },
    galleries: { name: 'Changed by a visitor' },
    'gallery-images': { alt: 'Changed by a visitor' },
    albums: { name: 'Changed by a visitor' },
    'gallery-tags': { name: 'Changed by a visitor' },
    'image-comments': { name: 'Changed by a visitor' },
    'image-ratings': { rate: 1 },
    'price-lists': { title: 'Changed by a visitor' },
    'contact-forms': { title: 'Changed by a visitor' },
    'form-submissions': { read: true },
    users: { name: 'Changed by a visitor' },
  }

  const allCollections = Object.keys(change) as CollectionSlug[]

  /** A fresh document of the collection, made with access control off. */
  async function existing(collection: CollectionSlug): Promise<number> {
    const { data, file } = await newData(collection)
    const doc = await payload.create({ collection, data: data as never, file, overrideAccess: true, context: ctx })
    return doc.id as number
  }

  it.each(allCollections)('visitors cannot create %s', async (collection) => {
    const { data, file } = await newData(collection)
    await expect(payload.create({ collection, data: data as never, file, context: ctx, ...visitor })).rejects.toThrow(Forbidden)
  })

  it.each(allCollections)('visitors cannot update %s', async (collection) => {
    const id = await existing(collection)
    const before = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
    await expect(payload.update({ collection, id, data: change[collection] as never, context: ctx, ...visitor })).rejects.toThrow(Forbidden)
    await expect(
      payload.update({ collection, where: { id: { equals: id } }, data: change[collection] as never, context: ctx, ...visitor }),
    ).rejects.toThrow(Forbidden)
    const after = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
    expect(after).toEqual(before)
  })

  it.each(allCollections)('visitors cannot delete %s', async (collection) => {
    const id = await existing(collection)
    await expect(payload.delete({ collection, id, context: ctx, ...visitor })).rejects.toThrow(Forbidden)
    await expect(payload.delete({ collection, where: { id: { equals: id } }, context: ctx, ...visitor })).rejects.toThrow(Forbidden)
    const still = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
    expect(still.id).toBe(id)
  })

  it.each(['site', 'gallery-settings'] as const)('visitors cannot update the %s global', async (slug) => {
    const before = await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })
    const data = slug === 'site' ? { footer: 'Changed by a visitor' } : { watermarkText: 'Changed by a visitor' }
    await expect(payload.updateGlobal({ slug, data: data as never, context: ctx, ...visitor })).rejects.toThrow(Forbidden)
    const after = await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })
    expect(after).toEqual(before)
  })

  describe('admins', () => {
    it('read unpublished galleries, images, albums and comments, and drafts', async () => {
      expect(await visibleIds('galleries', [publishedGallery.id, hiddenGallery.id], asAdmin())).toHaveLength(2)
      expect(await visibleIds('gallery-images', [publishedImage.id, hiddenImage.id, imageOfHiddenGallery.id], asAdmin())).toHaveLength(3)
      expect(await visibleIds('albums', [publishedAlbum.id, hiddenAlbum.id], asAdmin())).toHaveLength(2)
      expect(await visibleIds('image-comments', [publishedComment.id, hiddenComment.id, commentOnHiddenGallery.id], asAdmin())).toHaveLength(3)
      expect(await visibleIds('pages', [publishedPage.id, draftPage.id], { ...asAdmin(), draft: true })).toHaveLength(2)
      expect(await visibleIds('posts', [publishedPost.id, draftPost.id], { ...asAdmin(), draft: true })).toHaveLength(2)
      const draft = await payload.findByID({ collection: 'posts', id: draftPost.id, draft: true, ...asAdmin() })
      expect(draft._status).toBe('draft')
    })

    it('read users, ratings and form submissions', async () => {
      const user = await payload.findByID({ collection: 'users', id: admin.id, ...asAdmin() })
      expect(user.email).toBe(admin.email)
      const rating = await payload.findByID({ collection: 'image-ratings', id: ratingId, depth: 0, ...asAdmin() })
      expect(rating.rate).toBe(5)
      const submission = await payload.findByID({ collection: 'form-submissions', id: submissionId, depth: 0, ...asAdmin() })
      expect(submission.status).toBe('mail_sent')
    })

    it('receive the fields hidden from visitors', async () => {
      const contact = await payload.findByID({ collection: 'contact-forms', id: form.id, ...asAdmin() })
      expect(contact.mail?.recipient).toBe('private-owner@example.com')
      expect(contact.mail2?.active).toBe(true)
      expect(contact.additionalSettings).toBe('subscribers_only: true')
      const comment = await payload.findByID({ collection: 'image-comments', id: publishedComment.id, ...asAdmin() })
      expect(comment.email).toBe(commentEmail)
      const gallery = await payload.findByID({ collection: 'galleries', id: publishedGallery.id, ...asAdmin() })
      // The Instagram token is stored encrypted and reads back only as 'saved', to admins too (decision 036).
      expect(gallery.instagram?.accessToken).toBe('saved')
    })

    const adminCreatable = allCollections.filter((c) => !['image-comments', 'image-ratings', 'form-submissions'].includes(c))

    it.each(adminCreatable)('create, update and delete %s', async (collection) => {
      const { data, file } = await newData(collection)
      const created = await payload.create({ collection, data: data as never, file, context: ctx, ...asAdmin() })
      const id = created.id as number
      const changed = Object.fromEntries(Object.entries(change[collection]).map(([key, value]) => [key, typeof value === 'string' ? `${value} (admin)` : value]))
      const updated = await payload.update({ collection, id, data: changed as never, context: ctx, ...asAdmin() })
      expect(updated).toMatchObject(changed)
      await payload.delete({ collection, id, context: ctx, ...asAdmin() })
      await expect(payload.findByID({ collection, id, overrideAccess: true })).rejects.toMatchObject({ status: 404 })
    })

    it.each(['image-comments', 'image-ratings', 'form-submissions'] as const)(
      'cannot create %s through the API, but update and delete them',
      async (collection) => {
        const { data } = await newData(collection)
        await expect(payload.create({ collection, data: data as never, context: ctx, ...asAdmin() })).rejects.toThrow(Forbidden)

        const id = await existing(collection)
        const updated = await payload.update({ collection, id, data: change[collection] as never, context: ctx, ...asAdmin() })
        expect(updated).toMatchObject(change[collection])
        await payload.delete({ collection, id, context: ctx, ...asAdmin() })
        await expect(payload.findByID({ collection, id, overrideAccess: true })).rejects.toMatchObject({ status: 404 })
      },
    )

    it('update both globals', async () => {
      const site = await payload.findGlobal({ slug: 'site', overrideAccess: true, depth: 0 })
      const footer = `Footer set by an admin ${unique()}`
      const updated = await payload.updateGlobal({ slug: 'site', data: { footer }, context: ctx, ...asAdmin() })
      expect(updated.footer).toBe(footer)
      await payload.updateGlobal({ slug: 'site', data: { footer: site.footer ?? null }, overrideAccess: true, context: ctx })

      const settings = await payload.findGlobal({ slug: 'gallery-settings', overrideAccess: true, depth: 0 })
      const changed = await payload.updateGlobal({
        slug: 'gallery-settings',
        data: { watermarkText: `Set by an admin ${unique()}` },
        context: ctx,
        ...asAdmin(),
      })
      expect(changed.watermarkText).toMatch(/^Set by an admin/)
      await payload.updateGlobal({
        slug: 'gallery-settings',
        data: { watermarkText: settings.watermarkText ?? null },
        overrideAccess: true,
        context: ctx,
      })
    })
  })
})

describe('users', () => {
  it('round-trips email and name, and never returns the password', async () => {
    const email = `Someone-${unique()}@Example.com`
    const password = `pw-${unique()}-${unique()}`
    const created = await payload.create({
      collection: 'users',
      data: { email, password, name: 'Someone Else' },
      context: ctx,
      ...asAdmin(),
    })
    const read = await payload.findByID({ collection: 'users', id: created.id, ...asAdmin() })
    expect(read.email).toBe(email.toLowerCase())
    expect(read.name).toBe('Someone Else')
    expect(JSON.stringify(read)).not.toContain(password)
    expect(read).not.toHaveProperty('hash')
    expect(read).not.toHaveProperty('salt')

    const login = await payload.login({ collection: 'users', data: { email, password } })
    expect(login.user?.id).toBe(created.id)
  })
})
