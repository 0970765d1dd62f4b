/**
 * Comments under blog posts (`POST /blog/{slug}/comments`) against this run's database, on SQLite
 * and PostgreSQL: every comment waits for approval, visitors read approved ones only (without
 * email addresses), threads are one level deep, the page shows visitor text as text, and every
 * refusal is a 4xx with a sentence that leaves nothing stored. Each test posts from its own
 * addresses (the flood limit counts by network).
 */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/(site)/blog/[slug]/comments/route'
import { approvedComments, PENDING_MESSAGE, PostCommentsSection } from '@/features/post-comments/index.server'
import type { Post, PostComment } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createAdmin, ctx, unique, withDefaults } from './content-helpers'
import { api } from './rest-helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function createPost(status: 'published' | 'draft' = 'published'): Promise<Post> {
  return payload.create({
    collection: 'posts',
    data: withDefaults({ title: `Commented post ${unique()}`, _status: status }),
    draft: status === 'draft',
    overrideAccess: true,
    context: ctx,
  })
}

const addressBase = randomInt(1, 200)
let addressCounter = 0
const newAddress = () => {
  addressCounter += 1
  return `10.${addressBase}.${Math.floor(addressCounter / 250) + 100}.${(addressCounter % 250) + 1}`
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'The light in the second photo is lovely.', privacy: 'yes' }

type Send = { address?: string; json?: boolean; type?: string; body?: string }

/** A form post as the page's form sends it (or JSON, for a client that asks for it). */
function send(slug: string, fields: Record<string, string>, { address = newAddress(), json = false, type, body }: Send = {}) {
  const headers = new Headers({ 'x-vitrine-peer': address, accept: json ? 'application/json' : 'text/html,application/xhtml+xml' })
  const contentType = type ?? (json ? 'application/json' : 'application/x-www-form-urlencoded')
  headers.set('content-type', contentType)
  const payloadBody = body ?? (contentType === 'application/json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString())
  return POST(new Request(`http://localhost:3000/blog/${slug}/comments`, { method: 'POST', headers, body: payloadBody }), { params: Promise.resolve({ slug }) })
}

async function commentsOf(post: Post): Promise<PostComment[]> {
  const { docs } = await payload.find({ collection: 'post-comments', where: { post: { equals: post.id } }, sort: 'createdAt', overrideAccess: true, depth: 0, pagination: false })
  return docs
}

async function approve(comment: PostComment) {
  await payload.update({ collection: 'post-comments', id: comment.id, data: { status: 'approved' }, overrideAccess: true, context: ctx })
}

const page = async (post: Post) => renderToStaticMarkup(await PostCommentsSection({ payload, post }))

describe('a visitor comments on a post', () => {
  it('is sent back to the post with a note, and the comment waits for approval', async () => {
    const post = await createPost()
    const response = await send(post.slug, valid)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/blog/${post.slug}#comment-sent`)
    const [stored] = await commentsOf(post)
    expect(stored).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', comment: valid.comment, status: 'pending', parent: null })
    expect(stored.addressHash).toMatch(/^[\w-]{20,}$/)
    expect(await approvedComments(payload, post.id)).toEqual([])
    const html = await page(post)
    expect(html).toContain('No comments yet')
    expect(html).not.toContain(valid.comment)
  })

  it('shows once an admin approves it, counted, its text as text, and a reply under it', async () => {
    const post = await createPost()
    await send(post.slug, { ...valid, comment: '<script>alert(1)</script> & <b>bold</b>' })
    const [first] = await commentsOf(post)
    await approve(first)
    const reply = await send(post.slug, { ...valid, name: 'Charles', comment: 'Thank you!', parent: String(first.id) }, { json: true })
    expect(reply.status).toBe(202)
    expect(await reply.json()).toEqual({ status: 'pending', message: PENDING_MESSAGE })
    const stored = await commentsOf(post)
    expect(stored[1]).toMatchObject({ parent: first.id, status: 'pending' })
    await approve(stored[1])

    const html = await page(post)
    expect(html).toContain('2 comments')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toMatch(/aria-label="Replies to Ada Lovelace"[\s\S]*Thank you!/)
    expect(html).not.toContain('ada@example.com')
  })

  it('counts only approved comments: a rejected one and its replies disappear', async () => {
    const post = await createPost()
    await send(post.slug, valid)
    const [first] = await commentsOf(post)
    await approve(first)
    await send(post.slug, { ...valid, comment: 'A reply', parent: String(first.id) })
    await approve((await commentsOf(post))[1])
    await send(post.slug, { ...valid, comment: 'Still waiting' })
    expect(await page(post)).toContain('2 comments')
    await payload.update({ collection: 'post-comments', id: first.id, data: { status: 'rejected' }, overrideAccess: true, context: ctx })
    const html = await page(post)
    expect(html).toContain('No comments yet')
    expect(html).not.toContain('A reply')
  })
})

describe('what visitors may read', () => {
  it('lists approved comments only through the REST API, without email addresses', async () => {
    const post = await createPost()
    await send(post.slug, valid)
    await send(post.slug, { ...valid, comment: 'Not yet approved' })
    await approve((await commentsOf(post))[0])
    const response = await api('GET', `/api/post-comments?where[post][equals]=${post.id}&depth=0`)
    const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
    expect(docs.map((doc) => doc.comment)).toEqual([valid.comment])
    expect(docs[0]).not.toHaveProperty('email')
    expect(docs[0]).not.toHaveProperty('addressHash')
    // Nobody creates one through the REST API: only the comment endpoint does, as pending.
    const created = await api('POST', '/api/post-comments', { body: JSON.stringify({ post: post.id, ...valid, status: 'approved' }), headers: { 'content-type': 'application/json' } })
    expect(created.status).toBeGreaterThanOrEqual(400)
    expect(created.status).toBeLessThan(500)
  })
})

describe('refusals: a 4xx with a sentence, and nothing stored', () => {
  it('asks for what is missing, and gives the visitor their text back on the page', async () => {
    const post = await createPost()
    const html = await send(post.slug, { ...valid, privacy: '' })
    expect(html.status).toBe(400)
    expect(html.headers.get('content-type')).toMatch(/^text\/html/)
    const text = await html.text()
    expect(text).toContain('Tick the box to agree')
    expect(text).toContain(valid.comment)
    expect(text).toContain(`href="/blog/${post.slug}#comments"`)
    const json = await send(post.slug, { ...valid, email: 'not an address' }, { json: true })
    expect(json.status).toBe(400)
    expect(await json.json()).toMatchObject({ code: 'vitrine_comment_invalid', fields: { email: 'Enter an email address like name@example.com.' } })
    expect(await commentsOf(post)).toEqual([])
  })

  it('refuses an address the comments collection could not store with a 400 that names the field', async () => {
    // These passed the form's old pattern and were then refused on save: a 503 "try again", forever.
    const post = await createPost()
    for (const email of ['a@b.c', 'a..b@example.com', 'a@-example.com']) {
      const json = await send(post.slug, { ...valid, email }, { json: true })
      expect(json.status, email).toBe(400)
      expect(await json.json()).toMatchObject({ code: 'vitrine_comment_invalid', fields: { email: 'Enter an email address like name@example.com.' } })
    }
    const html = await send(post.slug, { ...valid, email: 'a@b.c' })
    expect(html.status).toBe(400)
    expect(await html.text()).toContain('Enter an email address like name@example.com.')
    expect(await commentsOf(post)).toEqual([])
  })

  it('escapes the visitor’s text on the refusal page', async () => {
    const post = await createPost()
    const text = await (await send(post.slug, { ...valid, comment: '</textarea><script>alert(1)</script>', privacy: '' })).text()
    expect(text).not.toContain('<script>alert(1)')
    expect(text).toContain('&lt;/textarea&gt;&lt;script&gt;')
  })

  it('answers an unknown or unpublished post with 404', async () => {
    const draft = await createPost('draft')
    for (const slug of ['no-such-post', draft.slug]) {
      const response = await send(slug, valid, { json: true })
      expect(response.status).toBe(404)
      expect((await response.json()).message).toBe('There is no published post at this address to comment on.')
    }
    expect(await commentsOf(draft)).toEqual([])
  })

  it('refuses a reply to a pending comment, to a reply, or to a comment of another post', async () => {
    const post = await createPost()
    const other = await createPost()
    await send(post.slug, valid)
    const [pending] = await commentsOf(post)
    await send(other.slug, valid)
    const [elsewhere] = await commentsOf(other)
    await approve(elsewhere)
    await approve(pending)
    await send(post.slug, { ...valid, comment: 'reply', parent: String(pending.id) })
    const reply = (await commentsOf(post))[1]
    await approve(reply)
    await payload.update({ collection: 'post-comments', id: pending.id, data: { status: 'pending' }, overrideAccess: true, context: ctx })
    for (const parent of [pending.id, reply.id, elsewhere.id]) {
      const response = await send(post.slug, { ...valid, comment: 'nested', parent: String(parent) }, { json: true })
      expect(response.status, `parent ${parent}`).toBe(400)
      expect((await response.json()).code).toBe('vitrine_comment_no_parent')
    }
    expect((await commentsOf(post)).map((comment) => comment.comment)).toEqual([valid.comment, 'reply'])
  })

  it('keeps threads one level deep in the admin too', async () => {
    const post = await createPost()
    await send(post.slug, valid)
    const [first] = await commentsOf(post)
    await approve(first)
    await send(post.slug, { ...valid, parent: String(first.id) })
    await send(post.slug, { ...valid, comment: 'Another comment' })
    const [, reply, another] = await commentsOf(post)
    const admin = await createAdmin(payload)
    await expect(
      payload.update({ collection: 'post-comments', id: another.id, data: { parent: reply.id }, user: admin, overrideAccess: false, context: ctx }),
    ).rejects.toThrow('Replies are one level deep')
    const other = await createPost()
    await expect(
      payload.update({ collection: 'post-comments', id: another.id, data: { parent: first.id, post: other.id }, user: admin, overrideAccess: false, context: ctx }),
    ).rejects.toThrow('A reply must answer a comment on the same post.')
  })

  it('refuses malformed, oversized and foreign bodies', async () => {
    const post = await createPost()
    const cases: [Send, number][] = [
      [{ type: 'text/plain', body: 'hello' }, 415],
      [{ type: 'application/json', body: '{"name":', json: true }, 400],
      [{ type: 'application/json', body: '[1,2]', json: true }, 400],
      [{ type: 'application/x-www-form-urlencoded', body: `comment=${'x'.repeat(20_000)}` }, 413],
    ]
    for (const [options, status] of cases) {
      const response = await send(post.slug, {}, options)
      expect(response.status, JSON.stringify(options).slice(0, 80)).toBe(status)
    }
    expect(await commentsOf(post)).toEqual([])
  })

  it('stops a flood from one network, and stores nothing of a filled honeypot', async () => {
    const post = await createPost()
    const address = newAddress()
    const bot = await send(post.slug, { ...valid, website: 'http://spam.example' }, { address })
    expect(bot.status).toBe(303)
    expect(await commentsOf(post)).toEqual([])
    for (let i = 0; i < 5; i++) expect((await send(post.slug, { ...valid, comment: `Comment ${i}` }, { address })).status).toBe(303)
    const flood = await send(post.slug, { ...valid, comment: 'One too many' }, { address, json: true })
    expect(flood.status).toBe(429)
    expect(flood.headers.get('retry-after')).toBe('600')
    expect((await flood.json()).message).toMatch(/wait ten minutes/)
    expect(await commentsOf(post)).toHaveLength(5)
  })

  it('deletes a post’s comments with the post, and a comment’s replies with it', async () => {
    const post = await createPost()
    await send(post.slug, valid)
    const [first] = await commentsOf(post)
    await approve(first)
    await send(post.slug, { ...valid, parent: String(first.id) })
    await payload.delete({ collection: 'post-comments', id: first.id, overrideAccess: true, context: ctx })
    expect(await commentsOf(post)).toEqual([])
    await send(post.slug, valid)
    await payload.delete({ collection: 'posts', id: post.id, overrideAccess: true, context: ctx })
    const { totalDocs } = await payload.count({ collection: 'post-comments', where: { post: { equals: post.id } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})
