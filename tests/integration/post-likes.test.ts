/**
 * The post like endpoint (`POST /likes`, `GET /likes?id=`) against this run's database, on
 * SQLite and PostgreSQL: one like per visitor per post, enforced by the database under
 * concurrency; every refusal a 4xx with a sentence; a refused like never moves the count.
 * Each test posts from its own addresses (the flood limit counts by address).
 */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(site)/likes/route'
import { handleLike, handleLikeState } from '@/features/widgets/index.server'
import type { Post } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { ctx, unique, withDefaults } from './content-helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function createPost(status: 'published' | 'draft' = 'published'): Promise<Post> {
  return payload.create({
    collection: 'posts',
    data: withDefaults({ title: `Liked post ${unique()}`, _status: status }),
    draft: status === 'draft',
    overrideAccess: true,
    context: ctx,
  })
}

/** A fresh address per test run: 10.x.y.z from a random base. */
const addressBase = randomInt(1, 200)
let addressCounter = 0
const newAddress = () => {
  addressCounter += 1
  return `10.${addressBase}.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}

const BASE = 'http://localhost:3000'

function likeRequest(body: string, { address, cookie, type = 'application/x-www-form-urlencoded' }: { address: string; cookie?: string; type?: string }) {
  const headers = new Headers({ 'content-type': type, 'x-vitrine-peer': address })
  if (cookie) headers.set('cookie', cookie)
  return new Request(`${BASE}/likes`, { method: 'POST', headers, body })
}

/** A visitor as the button makes one: the GET on page load gives them their cookie. */
async function visitor(postId: number, address = newAddress()): Promise<{ address: string; cookie: string }> {
  const response = await handleLikeState(payload, new Request(`${BASE}/likes?id=${postId}`, { headers: { 'x-vitrine-peer': address } }))
  const setCookie = response.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/^vitrine_visitor=/)
  return { address, cookie: setCookie.split(';')[0] }
}

async function likeCount(postId: number): Promise<number> {
  const post = await payload.findByID({ collection: 'posts', id: postId, overrideAccess: true, depth: 0 })
  return post.likeCount ?? 0
}

async function expectRefusal(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status)
  const body = (await response.json()) as { code: string; message: string; data: { status: number } }
  expect(body.message).toMatch(message)
  expect(body.data.status).toBe(status)
}

describe('A post’s like button, as visitors use it', () => {
  it('counts 100 concurrent likes from 100 visitors as 100', async () => {
    const post = await createPost()
    const visitors = await Promise.all(Array.from({ length: 100 }, () => visitor(post.id)))
    const responses = await Promise.all(visitors.map((v) => handleLike(payload, likeRequest(`id=${post.id}`, v))))
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200))
    const counts = (await Promise.all(responses.map((r) => r.text()))).map(Number).sort((a, b) => a - b)
    // Each answer is the count just after that like: 1 to 100, each once.
    expect(counts).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(await likeCount(post.id)).toBe(100)
    const { totalDocs } = await payload.count({ collection: 'post-likes', where: { post: { equals: post.id } }, overrideAccess: true })
    expect(totalDocs).toBe(100)
  })

  it('counts the same visitor liking twice as 1, even when both clicks race', async () => {
    const post = await createPost()
    const me = await visitor(post.id)
    const [first, second] = await Promise.all([handleLike(payload, likeRequest(`id=${post.id}`, me)), handleLike(payload, likeRequest(`id=${post.id}`, me))])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const again = await handleLike(payload, likeRequest(`id=${post.id}`, me))
    await expectRefusal(again, 409, /already liked this post/)
    expect(await likeCount(post.id)).toBe(1)
  })

  it('answers the new count as text, through the route', async () => {
    const post = await createPost()
    const me = await visitor(post.id)
    const response = await POST(likeRequest(`id=${post.id}`, me))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe('1')
    const state = await GET(new Request(`${BASE}/likes?id=${post.id}`, { headers: { cookie: me.cookie, 'x-vitrine-peer': me.address } }))
    expect(await state.json()).toEqual({ count: 1, liked: true })
    expect(state.headers.get('set-cookie')).toBeNull()
  })

  it('holds a visitor without a cookie to one like per address, and gives them a cookie', async () => {
    const post = await createPost()
    const address = newAddress()
    const first = await handleLike(payload, likeRequest(`id=${post.id}`, { address }))
    expect(first.status).toBe(200)
    expect(first.headers.get('set-cookie')).toMatch(/^vitrine_visitor=[\w-]+\.[\w-]+; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/)
    await expectRefusal(await handleLike(payload, likeRequest(`id=${post.id}`, { address })), 409, /already liked/)
    expect(await likeCount(post.id)).toBe(1)
  })

  it('lets two people behind one address like a post once each', async () => {
    const post = await createPost()
    const address = newAddress()
    const [alice, bob] = [await visitor(post.id, address), await visitor(post.id, address)]
    expect((await handleLike(payload, likeRequest(`id=${post.id}`, alice))).status).toBe(200)
    expect((await handleLike(payload, likeRequest(`id=${post.id}`, bob))).status).toBe(200)
    expect(await likeCount(post.id)).toBe(2)
  })
})

describe('Bad input to the like endpoint: a 4xx with a sentence, and the count never moves', () => {
  it('refuses an unknown post and an unpublished one with 404', async () => {
    const draft = await createPost('draft')
    const me = await visitor((await createPost()).id)
    await expectRefusal(await handleLike(payload, likeRequest('id=2147483000', me)), 404, /no published post with id 2147483000/)
    await expectRefusal(await handleLike(payload, likeRequest(`id=${draft.id}`, me)), 404, /no published post/)
    expect(await likeCount(draft.id)).toBe(0)
    await expectRefusal(await handleLikeState(payload, new Request(`${BASE}/likes?id=${draft.id}`)), 404, /no published post/)
  })

  it('refuses a malformed body with 400, another body type with 415 and a large one with 413', async () => {
    const post = await createPost()
    const me = await visitor(post.id)
    for (const body of ['', 'id=abc', `id=${post.id}&id=${post.id}`, 'id=-1', '{"id":1}']) {
      await expectRefusal(await handleLike(payload, likeRequest(body, me)), 400, /Send the id of the post to like/)
    }
    await expectRefusal(await handleLike(payload, likeRequest('{"id":', { ...me, type: 'application/json' })), 400, /Send the id/)
    await expectRefusal(await handleLike(payload, likeRequest(`id=${post.id}`, { ...me, type: 'multipart/form-data; boundary=x' })), 415, /form field or JSON/)
    await expectRefusal(await handleLike(payload, likeRequest(`id=${post.id}&pad=${'x'.repeat(2000)}`, me)), 413, /too large/)
    await expectRefusal(await handleLikeState(payload, new Request(`${BASE}/likes?id=abc`)), 400, /Send the id/)
    expect(await likeCount(post.id)).toBe(0)
  })

  it('refuses a flood from one address with 429 after 30 likes in 10 minutes', async () => {
    const post = await createPost()
    const address = newAddress()
    for (let n = 0; n < 30; n++) {
      const response = await handleLike(payload, likeRequest(`id=${post.id}`, await visitor(post.id, address)))
      expect(response.status).toBe(200)
    }
    await expectRefusal(await handleLike(payload, likeRequest(`id=${post.id}`, await visitor(post.id, address))), 429, /Too many likes from your address/)
    expect(await likeCount(post.id)).toBe(30)
    // Ten minutes later the address may like again.
    const later = Date.now() + 10 * 60 * 1000 + 1000
    expect((await handleLike(payload, likeRequest(`id=${post.id}`, await visitor(post.id, address)), later)).status).toBe(200)
  })

  it('ignores a forged visitor cookie (the address decides instead)', async () => {
    const post = await createPost()
    const address = newAddress()
    const forged = `vitrine_visitor=${'a'.repeat(22)}.${'b'.repeat(43)}`
    expect((await handleLike(payload, likeRequest(`id=${post.id}`, { address, cookie: forged }))).status).toBe(200)
    await expectRefusal(await handleLike(payload, likeRequest(`id=${post.id}`, { address, cookie: forged })), 409, /already liked/)
    expect(await likeCount(post.id)).toBe(1)
  })
})
