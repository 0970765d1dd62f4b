import 'server-only'

/**
 * `POST /social-feed` (SPEC.md section 7; docs/api.md): the feed widget names its page and block,
 * `{"page": 12, "block": "65f0…"}`; the proxy reads that published page as a visitor would, takes
 * the block's source (with its token, which never leaves the server), asks the source through
 * the cache, and answers `{ message, response }`: the items in the spec's shape, and a sentence
 * when something is off. Whatever the source does (down, slow, garbage, a redirect elsewhere, an
 * error), the answer is a 200 with the last items kept or none; a request the proxy cannot read
 * is a 4xx with a sentence.
 */

import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { jsonResponse } from '@/lib/json-response'
import { readBodyAtMost } from '@/lib/read-body'
import { remoteIpOf } from '@/lib/visitor-identity'
import type { FeedSource, SocialFeedBlock } from '@/payload-types'

import { FEED_BODY_MAX_BYTES, FEED_FLOOD, feedRefusals, readFeedBody, type FeedRefusal } from './feed-body'
import { createFeedCache, type FeedAnswer, type Loaded } from './feed-cache.server'
import { FEED_DEFAULTS } from './feed-defaults'
import { guardedFetch } from './feed-fetch.server'
import { imageUrl } from './feed-image.server'
import { garbage, mastodonAccountAnswer, parseFeedItems, upstreamError, type FeedItem } from './feed-items'
import { checkBaseUrl, planFeedRequest, stepUrl, type FeedRequest, type UpstreamStep } from './feed-request'

/** A feed answer is a few dozen posts: a megabyte is plenty, and more is not read. */
const UPSTREAM_MAX_BYTES = 1024 * 1024
const WHO = 'The feed’s source'

const feeds = createFeedCache()
/** Requests per address in the current window (in memory: the limit guards this process's work). */
const asks = new LRUCache<string, { count: number; since: number }>({ max: 10_000 })

function refuse(refusal: FeedRefusal): Response {
  return jsonResponse({ code: refusal.code, message: refusal.message, response: [], data: { status: refusal.status } }, { status: refusal.status })
}

function flooding(address: string, now: number): boolean {
  const seen = asks.get(address)
  if (!seen || now - seen.since >= FEED_FLOOD.windowMs) {
    asks.set(address, { count: 1, since: now })
    return false
  }
  seen.count += 1
  return seen.count > FEED_FLOOD.max
}

async function feedBlock(payload: Payload, pageId: number, blockId: string): Promise<SocialFeedBlock | FeedRefusal> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { id: { equals: pageId } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    draft: false,
    select: { layout: true },
  })
  if (!docs[0]) return feedRefusals.noPage()
  const block = (docs[0].layout ?? []).find((candidate) => candidate.blockType === 'socialFeed' && candidate.id === blockId)
  return (block as SocialFeedBlock | undefined) ?? feedRefusals.noBlock()
}

/** Asks one step of the source and reads its JSON, or says why there is none. */
async function askSource(source: FeedSource, step: UpstreamStep, accountId?: string): Promise<{ ok: true; json: unknown } | { ok: false; message: string; code?: number }> {
  const url = stepUrl(source.baseUrl, step, accountId)
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'Vitrine social feed' }
  if (source.token) headers.authorization = `Bearer ${source.token}`
  const timeoutMs = source.timeoutMs ?? FEED_DEFAULTS.timeoutMs
  const fetched = await guardedFetch(url, { origin: new URL(source.baseUrl).origin, headers, timeoutMs, maxBytes: UPSTREAM_MAX_BYTES, who: WHO })
  if (!fetched.ok) return fetched
  let json: unknown
  try {
    json = JSON.parse(fetched.body.toString('utf8'))
  } catch {
    return { ok: false, message: fetched.status >= 400 ? `${WHO} answered with an error (HTTP ${fetched.status}).` : garbage }
  }
  const error = upstreamError(json)
  if (error?.code === 88) return { ok: false, code: 88, message: error.message }
  if (error || fetched.status >= 400) {
    const said = error ? `: “${error.message}”` : ''
    return { ok: false, message: `${WHO} refused the request (HTTP ${fetched.status})${said}.`, ...(error?.code !== undefined ? { code: error.code } : {}) }
  }
  return { ok: true, json }
}

/** Avatars and thumbnails go through the site's image proxy (feed-image.server.ts). */
function withProxiedImages(secret: string, origin: string, item: FeedItem): FeedItem {
  const avatar = item.user.profile_image_url_https
  return {
    ...item,
    user: { ...item.user, profile_image_url_https: avatar ? imageUrl(secret, avatar, origin) : null },
    entities: { ...item.entities, media: item.entities.media.map((media) => ({ ...media, media_url_https: imageUrl(secret, media.media_url_https, origin) })) },
    retweeted_status: item.retweeted_status ? withProxiedImages(secret, origin, item.retweeted_status) : null,
  }
}

async function fetchFeed(payload: Payload, source: FeedSource, request: FeedRequest): Promise<Loaded> {
  let accountId: string | undefined
  if (request.lookup) {
    const found = await askSource(source, request.lookup)
    if (!found.ok) return found
    const account = mastodonAccountAnswer.safeParse(found.json)
    if (!account.success) return { ok: false, message: garbage }
    accountId = account.data.id
  }
  const asked = await askSource(source, request.fetch, accountId)
  if (!asked.ok) {
    payload.logger.warn(`Social feed: source ${source.id} (${new URL(source.baseUrl).host}) failed: ${asked.message}`)
    return asked
  }
  const parsed = parseFeedItems(request.kind, asked.json, request)
  if (!parsed.ok) return parsed
  const origin = new URL(source.baseUrl).origin
  return { ok: true, items: parsed.items.map((item) => withProxiedImages(payload.secret, origin, item)) }
}

async function feedFor(payload: Payload, block: SocialFeedBlock): Promise<FeedAnswer> {
  // A deleted source leaves the block without one (null).
  const sourceId = block.source && typeof block.source === 'object' ? block.source.id : block.source
  const source = sourceId ? await payload.findByID({ collection: 'feed-sources', id: sourceId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (!source) return { message: 'This feed’s source has been removed, so there is nothing to show.', response: [] }
  const badBase = checkBaseUrl(source.baseUrl)
  if (badBase) return { message: badBase, response: [] }
  const plan = planFeedRequest(block, { kind: source.kind, hasToken: Boolean(source.token) })
  if (!plan.ok) return { message: plan.message, response: [] }
  // The token is not part of the key: a changed token reads the same feed.
  const key = JSON.stringify([source.id, source.kind, source.baseUrl, plan.request])
  const freshForMs = (source.cacheMinutes ?? FEED_DEFAULTS.cacheMinutes) * 60 * 1000
  return feeds.answer(key, freshForMs, () =>
    fetchFeed(payload, source, plan.request).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `Social feed: reading source ${source.id} failed` })
      throw error
    }),
  )
}

export async function handleSocialFeed(payload: Payload, request: Request, now = Date.now()): Promise<Response> {
  if (flooding(remoteIpOf(request.headers) || 'unknown', now)) return refuse(feedRefusals.flood())
  const bytes = await readBodyAtMost(request, FEED_BODY_MAX_BYTES).catch(() => undefined)
  if (bytes === undefined) return refuse(feedRefusals.malformed())
  if (bytes === null) return refuse(feedRefusals.tooLarge())
  const read = readFeedBody(request.headers.get('content-type'), bytes.toString('utf8'))
  if (!read.ok) return refuse(read.refusal)
  try {
    const block = await feedBlock(payload, read.ask.page, read.ask.block)
    if ('status' in block) return refuse(block)
    return jsonResponse(await feedFor(payload, block))
  } catch (error) {
    payload.logger.error({ err: error, msg: `Social feed of page ${read.ask.page} failed` })
    return refuse(feedRefusals.unavailable())
  }
}

/** Loads Payload for a route; a database that cannot be reached is a 503 with a sentence, never a 500. */
export async function withFeedPayload(load: () => Promise<Payload>, handle: (payload: Payload) => Promise<Response>): Promise<Response> {
  let payload: Payload
  try {
    payload = await load()
  } catch (error) {
    console.error('Social feed: Payload is unavailable.', error)
    return refuse(feedRefusals.unavailable())
  }
  return handle(payload)
}

/** Forgets every fetched feed (tests start from an empty cache). */
export const forgetFeeds = () => feeds.clear()
