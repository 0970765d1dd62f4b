import 'server-only'

/**
 * The post like endpoint (SPEC.md section 7): `POST /likes` with the post id answers the new
 * count as text; `GET /likes?id=` answers the current count and whether this visitor has liked.
 * One like per visitor per post, enforced by the database (post-likes: unique post + visitor).
 * A visitor is their signed cookie (given by the GET the button makes when it loads), or, for a
 * like without one, their address: a script that drops cookies still likes once per address,
 * and every address is held to the flood limit. Every refusal is a 4xx with a sentence, and
 * a refused like never moves the count. See docs/api.md.
 */

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { sql } from 'drizzle-orm'
import type { Payload, Where } from 'payload'

import { getEnv } from '@/lib/env'
import { readBodyAtMost } from '@/lib/read-body'
import { addressKey, deriveVisitorSecret, newVisitorId, readVisitorId, visitorCookieHeader, visitorKey } from '@/lib/visitor-cookie'
import { remoteIpOf } from '@/lib/visitor-identity'

import { LIKE_BODY_MAX_BYTES, LIKE_FLOOD, likeErrors, parsePostId, readLikeBody, type LikeError } from './like-rules'

const noStore = { 'cache-control': 'no-store' }

function errorResponse(error: LikeError): Response {
  return Response.json({ code: error.code, message: error.message, data: { status: error.status } }, { status: error.status, headers: noStore })
}

type Visitor = { key: string; address: string; cookie: string | null; fromCookie: boolean }

/** Who is asking: the signed cookie's visitor, or a new id (with its cookie) keyed by address. */
function visitorOf(payload: Payload, headers: Headers): Visitor {
  const secret = deriveVisitorSecret(payload.secret)
  const address = addressKey(remoteIpOf(headers) || 'unknown', secret)
  const id = readVisitorId(headers, secret)
  if (id) return { key: visitorKey(id, secret), address, cookie: null, fromCookie: true }
  const fresh = newVisitorId()
  const secure = getEnv().SERVER_URL.startsWith('https:')
  return { key: visitorKey(fresh, secret), address, cookie: visitorCookieHeader(fresh, secret, secure), fromCookie: false }
}

async function publishedPost(payload: Payload, id: number): Promise<{ id: number; likeCount: number } | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    select: { likeCount: true },
    overrideAccess: false,
    draft: false,
  })
  const post = docs[0]
  return post ? { id: post.id, likeCount: post.likeCount ?? 0 } : null
}

/** Has this visitor liked the post: by cookie, or (without a cookie yet) by address. */
async function hasLiked(payload: Payload, postId: number, visitor: Visitor): Promise<boolean> {
  const mine: Where = visitor.fromCookie ? { visitorHash: { equals: visitor.key } } : { addressHash: { equals: visitor.address } }
  const { totalDocs } = await payload.count({ collection: 'post-likes', where: { and: [{ post: { equals: postId } }, mine] }, overrideAccess: true })
  return totalDocs > 0
}

async function isFlooding(payload: Payload, visitor: Visitor, now: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'post-likes',
    where: { and: [{ addressHash: { equals: visitor.address } }, { createdAt: { greater_than: new Date(now - LIKE_FLOOD.windowMs).toISOString() } }] },
    overrideAccess: true,
  })
  return totalDocs >= LIKE_FLOOD.max
}

/**
 * Adds one to the post's count in a single UPDATE … RETURNING, on either adapter: the database
 * applies concurrent increments one after the other (SQLite serialises writes, PostgreSQL locks
 * the row), and each caller gets the count just after its own like. Payload's `update` would
 * write back a count read a moment earlier, losing likes that raced it.
 */
async function incrementLikeCount(payload: Payload, postId: number): Promise<number> {
  const query = sql`UPDATE posts SET like_count = COALESCE(like_count, 0) + 1 WHERE id = ${postId} RETURNING like_count`
  const rows =
    payload.db.name === 'postgres'
      ? (await (payload.db as unknown as PostgresAdapter).drizzle.execute(query)).rows
      : await (payload.db as unknown as SQLiteAdapter).drizzle.all<{ like_count: number }>(query)
  const count = Number((rows[0] as { like_count?: unknown } | undefined)?.like_count)
  if (!Number.isFinite(count)) throw new Error(`Post ${postId} was not there to count its like.`)
  return count
}

/** Stores the like (the unique index refuses a second one of the same visitor), then counts it. */
async function storeLike(payload: Payload, postId: number, visitor: Visitor): Promise<number | LikeError> {
  let likeId: number
  try {
    const like = await payload.create({
      collection: 'post-likes',
      data: { post: postId, visitorHash: visitor.key, addressHash: visitor.address },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    likeId = like.id
  } catch (error) {
    // Two requests of one visitor raced: the unique (post, visitor) index refused the second.
    if (await hasLiked(payload, postId, visitor)) return likeErrors.repeated()
    throw error
  }
  try {
    return await incrementLikeCount(payload, postId)
  } catch (error) {
    // The count did not move: take the like back so that the two agree.
    await payload.delete({ collection: 'post-likes', id: likeId, overrideAccess: true }).catch(() => {})
    throw error
  }
}

/** `POST /likes` (body `id=12`): 200 with the new count as text, or a 4xx with a sentence. */
export async function handleLike(payload: Payload, request: Request, now = Date.now()): Promise<Response> {
  const body = (await readBodyAtMost(request, LIKE_BODY_MAX_BYTES).catch(() => null))?.toString('utf8') ?? null
  if (body === null) return errorResponse(likeErrors.tooLarge())
  const parsed = readLikeBody(request.headers.get('content-type'), body)
  if (!parsed.ok) return errorResponse(parsed.error)
  try {
    const visitor = visitorOf(payload, request.headers)
    const post = await publishedPost(payload, parsed.id)
    if (!post) return errorResponse(likeErrors.notFound(parsed.id))
    if (await hasLiked(payload, post.id, visitor)) return errorResponse(likeErrors.repeated())
    if (await isFlooding(payload, visitor, now)) return errorResponse(likeErrors.flood())
    const result = await storeLike(payload, post.id, visitor)
    if (typeof result !== 'number') return errorResponse(result)
    const headers = new Headers({ ...noStore, 'content-type': 'text/plain; charset=utf-8' })
    if (visitor.cookie) headers.append('set-cookie', visitor.cookie)
    return new Response(String(result), { status: 200, headers })
  } catch (error) {
    console.error(`Like of post ${parsed.id} failed.`, error)
    return errorResponse(likeErrors.unavailable())
  }
}

/** `GET /likes?id=12`: `{ "count": 13, "liked": false }`, for a button on a cached page. */
export async function handleLikeState(payload: Payload, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const id = params.getAll('id').length === 1 ? parsePostId(params.get('id')) : null
  if (id === null) return errorResponse(likeErrors.malformed())
  try {
    const post = await publishedPost(payload, id)
    if (!post) return errorResponse(likeErrors.notFound(id))
    // A visitor without a cookie gets one here, so their like is theirs, not their address's.
    const visitor = visitorOf(payload, request.headers)
    const liked = visitor.fromCookie && (await hasLiked(payload, post.id, visitor))
    const headers = new Headers(noStore)
    if (visitor.cookie) headers.append('set-cookie', visitor.cookie)
    return Response.json({ count: post.likeCount, liked }, { headers })
  } catch (error) {
    console.error(`Like state of post ${id} failed.`, error)
    return errorResponse(likeErrors.unavailable())
  }
}

/** Loads Payload for a route; a database that cannot be reached is a 503, never a 500. */
export async function withLikePayload(load: () => Promise<Payload>, handle: (payload: Payload) => Promise<Response>): Promise<Response> {
  let payload: Payload
  try {
    payload = await load()
  } catch (error) {
    console.error('Likes: Payload is unavailable.', error)
    return errorResponse(likeErrors.unavailable())
  }
  return handle(payload)
}
