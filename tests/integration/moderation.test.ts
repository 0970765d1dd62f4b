/**
 * The admin's moderation screen's endpoints (`/api/moderation/comments`), on SQLite and
 * PostgreSQL: signed-in users only, a sentence for bad input, and approving, rejecting and
 * deleting many comments at once through Payload, so the counts, an image's comment count and
 * what visitors read follow.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { approvedComments } from '@/features/post-comments/index.server'
import type { GalleryImage, ImageComment, Post, PostComment } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'
import { adminAuthorization, api } from './rest-helpers'

let payload: Payload
let authorization: string
let post: Post
let image: GalleryImage

type Counts = Record<'pending' | 'approved' | 'rejected', Record<'image' | 'post', number>>
type Listed = { items: { kind: string; id: number; name: string; comment: string; state: string; image?: { title: string; thumbnailUrl: string | null }; post?: { title: string; url: string } }[]; counts: Counts; totalPages: number }

beforeAll(async () => {
  payload = await testPayload()
  authorization = await adminAuthorization(payload)
  post = await payload.create({ collection: 'posts', data: withDefaults({ title: `Moderated post ${unique()}`, _status: 'published' }), overrideAccess: true, context: ctx })
  const gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Moderated ${unique()}` }), overrideAccess: true, context: ctx })
  const media = await createMedia(payload)
  image = await payload.create({ collection: 'gallery-images', data: withDefaults({ gallery: gallery.id, alt: 'Harbour at dusk', image: media.id }), overrideAccess: true, context: ctx })
})

const postComment = (name: string): Promise<PostComment> =>
  payload.create({ collection: 'post-comments', data: { post: post.id, name, email: 'ada@example.com', comment: `Comment by ${name}`, status: 'pending' }, overrideAccess: true, context: ctx })

const imageComment = (name: string): Promise<ImageComment> =>
  payload.create({ collection: 'image-comments', data: { image: image.id, name, email: 'ada@example.com', comment: `Photo comment by ${name}`, published: false }, overrideAccess: true, context: ctx })

async function list(query = ''): Promise<Listed> {
  const response = await api('GET', `/api/moderation/comments${query}`, { authorization })
  expect(response.status).toBe(200)
  return response.json()
}

const act = (body: unknown, auth: string | null = authorization) =>
  api('POST', '/api/moderation/comments', { authorization: auth ?? undefined, headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })

const commentCountOf = async () => (await payload.findByID({ collection: 'gallery-images', id: image.id, depth: 0, overrideAccess: true })).commentCount ?? 0

describe('/api/moderation/comments', () => {
  it('answers 401 without a session, for reading and for acting', async () => {
    const read = await api('GET', '/api/moderation/comments')
    expect(read.status).toBe(401)
    expect((await read.json()).errors[0].message).toMatch(/Sign in/)
    const comment = await postComment('Nobody')
    const write = await act({ action: 'approve', items: [{ kind: 'post', id: comment.id }] }, null)
    expect(write.status).toBe(401)
    expect((await payload.findByID({ collection: 'post-comments', id: comment.id, overrideAccess: true })).status).toBe('pending')
  })

  it('answers 400 with a sentence for a bad filter or a bad action', async () => {
    for (const query of ['?state=spam', '?kind=pages', '?page=0']) {
      const response = await api('GET', `/api/moderation/comments${query}`, { authorization })
      expect(response.status, query).toBe(400)
      expect((await response.json()).errors[0].message).toMatch(/ must be /)
    }
    for (const body of ['not json', { action: 'publish', items: [{ kind: 'post', id: 1 }] }, { action: 'approve', items: [] }, { action: 'approve', items: [{ kind: 'post', id: 'x' }] }]) {
      const response = await act(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).errors[0].message).toMatch(/\.$/)
    }
  })

  it('lists pending comments of both kinds beside their photo or post', async () => {
    const onPost = await postComment(`Poster ${unique()}`)
    const onImage = await imageComment(`Looker ${unique()}`)
    const { items } = await list('?state=pending')
    const listedPost = items.find((item) => item.kind === 'post' && item.id === onPost.id)
    const listedImage = items.find((item) => item.kind === 'image' && item.id === onImage.id)
    expect(listedPost).toMatchObject({ state: 'pending', comment: onPost.comment, post: { title: post.title, url: `/blog/${post.slug}` } })
    expect(listedImage).toMatchObject({ state: 'pending', image: { title: 'Harbour at dusk', thumbnailUrl: expect.stringMatching(/^\/api\/media\/file\//) } })
    const posts = await list('?state=pending&kind=post')
    expect(posts.items.every((item) => item.kind === 'post')).toBe(true)
  })

  it('approves several at once: the counts, the photo’s comment count and the post’s visible comments follow', async () => {
    const posts = [await postComment(`A ${unique()}`), await postComment(`B ${unique()}`)]
    const images = [await imageComment(`C ${unique()}`), await imageComment(`D ${unique()}`)]
    const before = (await list()).counts
    const imageCountBefore = await commentCountOf()

    const response = await act({ action: 'approve', items: [...posts.map(({ id }) => ({ kind: 'post', id })), ...images.map(({ id }) => ({ kind: 'image', id }))] })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ done: 4, missing: 0 })

    const after = (await list()).counts
    expect(after.pending.post).toBe(before.pending.post - 2)
    expect(after.pending.image).toBe(before.pending.image - 2)
    expect(after.approved.post).toBe(before.approved.post + 2)
    expect(after.approved.image).toBe(before.approved.image + 2)
    // The collections' own hooks ran: the photo counts its published comments.
    expect(await commentCountOf()).toBe(imageCountBefore + 2)
    const visible = (await approvedComments(payload, post.id)).map((comment) => comment.id)
    expect(visible).toEqual(expect.arrayContaining(posts.map(({ id }) => id)))
  })

  it('rejects several at once: post and image comments move to Rejected and are hidden', async () => {
    const posts = [await postComment(`E ${unique()}`), await postComment(`F ${unique()}`)]
    const published = await imageComment(`G ${unique()}`)
    await payload.update({ collection: 'image-comments', id: published.id, data: { published: true }, overrideAccess: true, context: ctx })
    const before = (await list()).counts
    const imageCountBefore = await commentCountOf()

    const response = await act({ action: 'reject', items: [...posts.map(({ id }) => ({ kind: 'post', id })), { kind: 'image', id: published.id }] })
    expect(await response.json()).toEqual({ done: 3, missing: 0 })
    const after = (await list()).counts
    expect(after.pending.post).toBe(before.pending.post - 2)
    expect(after.rejected.post).toBe(before.rejected.post + 2)
    expect(after.approved.image).toBe(before.approved.image - 1)
    expect(after.rejected.image).toBe(before.rejected.image + 1)
    expect(after.pending.image).toBe(before.pending.image)
    expect(await commentCountOf()).toBe(imageCountBefore - 1)
    const rejected = await list('?state=rejected&kind=post')
    expect(rejected.items.map((item) => item.id)).toEqual(expect.arrayContaining(posts.map(({ id }) => id)))
    const rejectedPhotoComments = await list('?state=rejected&kind=image')
    expect(rejectedPhotoComments.items.map((item) => [item.id, item.state])).toContainEqual([published.id, 'rejected'])

    // Approving a rejected comment later shows it again and empties Rejected of it.
    await act({ action: 'approve', items: [{ kind: 'image', id: published.id }] })
    const again = (await list()).counts
    expect(again.rejected.image).toBe(before.rejected.image)
    expect(await commentCountOf()).toBe(imageCountBefore)
    expect((await approvedComments(payload, post.id)).map((comment) => comment.id)).not.toContain(posts[0].id)
  })

  it('deletes several at once, and counts a comment already gone as missing', async () => {
    const doomed = await postComment(`H ${unique()}`)
    const photo = await imageComment(`I ${unique()}`)
    const response = await act({ action: 'delete', items: [{ kind: 'post', id: doomed.id }, { kind: 'image', id: photo.id }, { kind: 'post', id: 999999999 }] })
    expect(await response.json()).toEqual({ done: 2, missing: 1 })
    expect(await payload.findByID({ collection: 'post-comments', id: doomed.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'image-comments', id: photo.id, overrideAccess: true, disableErrors: true })).toBeNull()
  })
})
