/**
 * The social feed proxy (`POST /social-feed`) against local fake sources (scripts/lib/fake-feeds.mjs)
 * speaking the X/Twitter API v1.1 and Mastodon, on SQLite and PostgreSQL: each endpoint of each
 * kind, error 88, a slow source, garbage, a redirect to a host that is not configured, the last
 * items when the source goes down, one upstream fetch for many visitors, the token kept on the
 * server, pictures through the site, and a 4xx with a sentence for every bad request.
 */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/(site)/social-feed/route'
import { DEMO_FEED_SOURCE, keepDemoFeedReachable } from '@/cms/seed/demo-feed'
import type { FeedItem } from '@/features/social-feed'
import { handleFeedImage, handleSocialFeed, imageUrl } from '@/features/social-feed/index.server'
import type { FeedSource } from '@/payload-types'

import { startFakeFeeds } from '../../scripts/lib/fake-feeds.mjs'
import { testPayload } from '../setup/payload'
import { ctx, unique } from './content-helpers'
import { adminAuthorization, api } from './rest-helpers'

type FakeFeeds = Awaited<ReturnType<typeof startFakeFeeds>>
type Answer = { message: string; response: FeedItem[]; code?: number; stale?: boolean; data?: { status: number } }

const V11_TOKEN = `v11-${unique()}-secret`
const MASTODON_TOKEN = `masto-${unique()}-secret`

let payload: Payload
let fake: FakeFeeds
/** Another host, which no source names: a redirect there must not reach it. */
let elsewhere: FakeFeeds

beforeAll(async () => {
  payload = await testPayload()
  fake = await startFakeFeeds({ token: V11_TOKEN, mastodonToken: MASTODON_TOKEN })
  elsewhere = await startFakeFeeds()
})

afterAll(async () => {
  await fake?.close()
  await elsewhere?.close()
})

const addressBase = randomInt(1, 200)
let addressCounter = 0
const newAddress = () => `10.${addressBase}.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`

type SourceData = Partial<Omit<FeedSource, 'id' | 'updatedAt' | 'createdAt'>>

/** A source and a published page holding one feed block of it. */
async function feedPage(source: SourceData, block: Record<string, unknown>, status: 'published' | 'draft' = 'published') {
  const created = await payload.create({
    collection: 'feed-sources',
    data: { name: `Feed ${unique()}`, kind: 'mastodon', baseUrl: fake.url, cacheMinutes: 5, timeoutMs: 3000, ...source },
    overrideAccess: true,
    context: ctx,
  })
  const page = await payload.create({
    collection: 'pages',
    data: { title: `Feed page ${unique()}`, _status: status, layout: [{ blockType: 'socialFeed', source: created.id, endpoint: 'timeline', ...block }] } as never,
    draft: status === 'draft',
    overrideAccess: true,
    context: ctx,
  })
  const blockId = page.layout?.[0]?.id
  if (!blockId) throw new Error('The block has no id.')
  return { page: page.id, block: blockId, source: created }
}

function feedRequest(body: string, { address = newAddress(), type = 'application/json' }: { address?: string; type?: string } = {}) {
  return new Request('http://localhost:3000/social-feed', { method: 'POST', headers: { 'content-type': type, 'x-vitrine-peer': address }, body })
}

async function ask(target: { page: number; block: string }, address?: string): Promise<{ status: number; answer: Answer; raw: string }> {
  const response = await handleSocialFeed(payload, feedRequest(JSON.stringify({ page: target.page, block: target.block }), { address }))
  const raw = await response.text()
  return { status: response.status, answer: JSON.parse(raw) as Answer, raw }
}

const requestsSince = (from: number) => fake.requests.slice(from)

describe('The feed proxy against an X/Twitter v1.1-compatible source', () => {
  const v11 = (block: Record<string, unknown>) => feedPage({ kind: 'twitter-v1.1', baseUrl: `${fake.url}/1.1`, token: V11_TOKEN }, block)

  it('reads an account timeline: 3 items by default, page 1, retweets included, with the token in the header only', async () => {
    fake.setMode('up')
    const from = fake.requests.length
    const { status, answer, raw } = await ask(await v11({ account: '@studio' }))
    expect(status).toBe(200)
    expect(answer.message).toBe('')
    expect(answer.response).toHaveLength(3)
    const [first, repost] = answer.response
    expect(first.text).toBe('The contact sheet from our autumn walks is up: https://t.co/sheet #filmphotography')
    expect(first.entities.urls[0]).toMatchObject({ expanded_url: 'https://vitrine.example/media', display_url: 'vitrine.example/media' })
    expect(first.entities.media[0].media_url_https).toMatch(/^\/social-feed\/image\?src=/)
    expect(Date.now() - Date.parse(first.created_at)).toBeGreaterThan(2 * 60_000)
    expect(repost.retweeted_status).toMatchObject({ user: { screen_name: 'ana', name: 'Ana Ribeiro' } })
    const [upstream] = requestsSince(from)
    expect(upstream.path).toBe('/1.1/statuses/user_timeline.json?screen_name=studio&count=3&page=1&include_rts=true&tweet_mode=extended')
    expect(upstream.authorization).toBe(`Bearer ${V11_TOKEN}`)
    expect(raw).not.toContain(V11_TOKEN)
  })

  it('reads a list, favorites and a search', async () => {
    fake.setMode('up')
    const list = await ask(await v11({ endpoint: 'list', list: 'studio/friends', count: 2 }))
    expect(list.answer.response.map((item) => item.id_str)).toEqual(['113500000000000003', '113500000000000002'])
    const favorites = await ask(await v11({ endpoint: 'favorites', account: 'studio' }))
    expect(favorites.answer.response[0].retweeted_status?.user.screen_name).toBe('ana')
    const search = await ask(await v11({ endpoint: 'search', query: 'print sale' }))
    expect(search.answer.response.map((item) => item.text)).toEqual(['Print sale this weekend: every A3 print from the Landscapes gallery is 20% off.\nDetails: https://t.co/sale'])
    expect(fake.requests.at(-1)?.path).toContain('/1.1/search/tweets.json?q=print+sale&result_type=recent&count=3&page=1')
  })

  it('answers error 88 with the source’s own message and its code, for the widget’s italics', async () => {
    const target = await v11({ account: 'studio' })
    fake.setMode('error-88')
    const { status, answer } = await ask(target)
    fake.setMode('up')
    expect(status).toBe(200)
    expect(answer).toEqual({ message: 'Rate limit exceeded', response: [], code: 88 })
  })

  it('says so when a v1.1 source has no token, without asking it', async () => {
    const from = fake.requests.length
    const { answer } = await ask(await feedPage({ kind: 'twitter-v1.1', baseUrl: `${fake.url}/1.1` }, { account: 'studio' }))
    expect(answer).toEqual({ message: expect.stringContaining('needs an access token'), response: [] })
    expect(requestsSince(from)).toEqual([])
  })
})

describe('The feed proxy against a Mastodon server', () => {
  it('looks an account up, then reads its posts, with the boost’s original and its own pictures', async () => {
    fake.setMode('up')
    const from = fake.requests.length
    const { answer } = await ask(await feedPage({}, { account: '@studio' }))
    expect(requestsSince(from).map((request) => request.path)).toEqual(['/api/v1/accounts/lookup?acct=studio', '/api/v1/accounts/1/statuses?limit=3'])
    expect(requestsSince(from).every((request) => request.authorization === undefined)).toBe(true)
    const [first, boost] = answer.response
    expect(first.text).toBe('The contact sheet from our autumn walks is up: vitrine.example/media #filmphotography')
    expect(first.user).toMatchObject({ name: 'Vitrine Studio', screen_name: 'studio' })
    expect(boost).toMatchObject({ user: { screen_name: 'studio' }, retweeted_status: { user: { screen_name: 'ana@photo.example', name: 'Ana Ribeiro' } } })
  })

  it('reads the public timeline and a hashtag without a token; lists, favourites and word searches with one', async () => {
    fake.setMode('up')
    expect((await ask(await feedPage({}, {}))).answer.response).toHaveLength(3)
    const tag = await ask(await feedPage({}, { endpoint: 'search', query: '#filmphotography', count: 5 }))
    expect(tag.answer.response.map((item) => item.id_str)).toEqual(['113500000000000005', '113500000000000002'])
    const tokened = { token: MASTODON_TOKEN }
    const list = await ask(await feedPage(tokened, { endpoint: 'list', list: '7' }))
    expect(fake.requests.at(-1)).toMatchObject({ path: '/api/v1/timelines/list/7?limit=3', authorization: `Bearer ${MASTODON_TOKEN}` })
    expect(list.answer.response).toHaveLength(3)
    expect(list.raw).not.toContain(MASTODON_TOKEN)
    const favourites = await ask(await feedPage(tokened, { endpoint: 'favorites' }))
    expect(favourites.answer.response[0].id_str).toBe('113500000000000003')
    const words = await ask(await feedPage(tokened, { endpoint: 'search', query: 'blue hour' }))
    expect(words.answer.response.map((item) => item.id_str)).toEqual(['113500000000000002'])
  })

  it('says a list needs a token when the source has none', async () => {
    const { answer } = await ask(await feedPage({}, { endpoint: 'list', list: '7' }))
    expect(answer.message).toBe("A Mastodon list needs an access token, and this feed's source has none. An admin can add one under Settings → Feed sources.")
    expect(answer.response).toEqual([])
  })

  it('serves pictures through the site, only when the site signed their address', async () => {
    fake.setMode('up')
    const { answer } = await ask(await feedPage({}, { endpoint: 'search', query: '#filmphotography' }))
    const picture = answer.response[0].entities.media[0].media_url_https
    const image = await handleFeedImage(payload.secret, new Request(`http://localhost:3000${picture}`))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    const forged = new URL(picture, 'http://localhost:3000')
    forged.searchParams.set('src', 'http://169.254.169.254/latest/meta-data')
    const refused = await handleFeedImage(payload.secret, new Request(forged))
    expect(refused.status).toBe(400)
    expect(await refused.text()).toMatch(/not made by this site’s feed/)
    // Regression: base64url decoding skips characters outside its alphabet, so a signature with
    // a NUL, a space or a stray "=" appended was read as the signature itself and accepted.
    for (const tail of ['\u0000', ' ', '=', '.']) {
      const padded = new URL(picture, 'http://localhost:3000')
      padded.searchParams.set('sig', `${padded.searchParams.get('sig')}${tail}`)
      const answer = await handleFeedImage(payload.secret, new Request(padded))
      expect(answer.status, JSON.stringify(tail)).toBe(400)
    }
  })

  it('never fetches a picture a feed names inside a private network, unless it is on the source’s own address', async () => {
    const source = new URL(new URL(picturesOf(await ask(await feedPage({}, { endpoint: 'search', query: '#filmphotography' })))[0], 'http://localhost:3000').searchParams.get('o')!)
    for (const inside of ['http://10.1.2.3/avatar.jpg', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:3000/api/users', 'http://localhost:3000/admin']) {
      const refused = await handleFeedImage(payload.secret, new Request(`http://localhost:3000${imageUrl(payload.secret, inside, source.origin)}`))
      expect(refused.status, inside).toBe(403)
      expect(await refused.text()).toBe('The feed named a picture inside a private network, so the site does not fetch it.')
    }
  })
})

/** The proxied picture addresses of an answer. */
function picturesOf({ answer }: { answer: { response: FeedItem[] } }): string[] {
  return answer.response.flatMap((item) => item.entities.media.map((media) => media.media_url_https))
}

describe('When the source misbehaves', () => {
  it('gives up on a slow source after its timeout, with a sentence and a 200', async () => {
    const target = await feedPage({ timeoutMs: 500 }, {})
    fake.setMode('slow', { delayMs: 3000 })
    const started = Date.now()
    const { status, answer } = await ask(target)
    fake.setMode('up')
    expect(Date.now() - started).toBeLessThan(2500)
    expect(status).toBe(200)
    expect(answer).toEqual({ message: 'The feed’s source did not answer within 0.5 seconds.', response: [] })
  })

  it('calls malformed JSON and a wrong shape what they are', async () => {
    for (const mode of ['garbage', 'wrong-shape']) {
      const target = await feedPage({}, {})
      fake.setMode(mode)
      const { status, answer } = await ask(target)
      fake.setMode('up')
      expect(status).toBe(200)
      expect(answer).toEqual({ message: 'The feed source answered with something that is not a feed, so there is nothing to show from it just now.', response: [] })
    }
  })

  it('refuses a redirect to a host that is not configured, and never asks that host', async () => {
    const target = await feedPage({ token: MASTODON_TOKEN }, { endpoint: 'favorites' })
    fake.setMode('redirect-away', { redirectTo: elsewhere.url })
    const { status, answer } = await ask(target)
    fake.setMode('up')
    expect(status).toBe(200)
    expect(answer.message).toBe(`The feed’s source sent the request on to ${new URL(elsewhere.url).host}, which is not its configured address, so the site did not follow.`)
    expect(answer.response).toEqual([])
    expect(elsewhere.requests).toEqual([])
  })

  it('follows a redirect on its own host', async () => {
    const target = await feedPage({}, {})
    fake.setMode('redirect-same')
    const { answer } = await ask(target)
    fake.setMode('up')
    expect(answer.response).toHaveLength(3)
  })

  it('shows the last items it had, marked as possibly out of date, while the source is down', async () => {
    fake.setMode('up')
    const target = await feedPage({ cacheMinutes: 0 }, { account: 'studio' })
    const before = await ask(target)
    expect(before.answer.response).toHaveLength(3)
    fake.setMode('down')
    const during = await ask(target)
    fake.setMode('up')
    expect(during.status).toBe(200)
    expect(during.answer.stale).toBe(true)
    expect(during.answer.message).toBe('The feed’s source could not be reached. These are the latest posts it sent before; they may be out of date.')
    expect(during.answer.response.map((item) => item.id_str)).toEqual(before.answer.response.map((item) => item.id_str))
    const after = await ask(target)
    expect(after.answer.message).toBe('')
    expect(after.answer.stale).toBeUndefined()
  })

  it('says the source could not be reached when it has nothing from before', async () => {
    const target = await feedPage({ baseUrl: 'http://127.0.0.1:9' }, {})
    const { status, answer } = await ask(target)
    expect(status).toBe(200)
    expect(answer).toEqual({ message: 'The feed’s source could not be reached.', response: [] })
  })

  it('asks the source once for many visitors at the same moment, and not again while fresh', async () => {
    const target = await feedPage({}, { endpoint: 'search', query: '#filmphotography' })
    fake.setMode('slow', { delayMs: 300 })
    const from = fake.requests.length
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(target)))
    fake.setMode('up')
    expect(answers.every(({ answer }) => answer.response.length === 2)).toBe(true)
    await ask(target)
    expect(requestsSince(from).filter((request) => request.path.startsWith('/api/'))).toHaveLength(1)
  })
})

describe('Sources change', () => {
  it('says the source is gone when an admin deleted it', async () => {
    const target = await feedPage({}, {})
    await payload.delete({ collection: 'feed-sources', id: target.source.id, overrideAccess: true, context: ctx })
    const { status, answer } = await ask(target)
    expect(status).toBe(200)
    expect(answer).toEqual({ message: 'This feed’s source has been removed, so there is nothing to show.', response: [] })
  })

  it('moves the demo source to the stand-in’s new address on a restart, and leaves an address an admin chose', async () => {
    const previous = process.env.DEMO_FEED_URL
    const found = await payload.find({ collection: 'feed-sources', where: { name: { equals: DEMO_FEED_SOURCE } }, limit: 1, overrideAccess: true })
    const existing = found.docs[0]
    const demo =
      existing ??
      (await payload.create({ collection: 'feed-sources', data: { name: DEMO_FEED_SOURCE, kind: 'mastodon', baseUrl: 'http://127.0.0.1:1' }, overrideAccess: true, context: ctx }))
    try {
      await payload.update({ collection: 'feed-sources', id: demo.id, data: { baseUrl: 'http://127.0.0.1:1' }, overrideAccess: true, context: ctx })
      process.env.DEMO_FEED_URL = fake.url
      await keepDemoFeedReachable(payload, () => {})
      expect((await payload.findByID({ collection: 'feed-sources', id: demo.id, overrideAccess: true })).baseUrl).toBe(fake.url)
      await payload.update({ collection: 'feed-sources', id: demo.id, data: { baseUrl: 'https://mastodon.example' }, overrideAccess: true, context: ctx })
      await keepDemoFeedReachable(payload, () => {})
      expect((await payload.findByID({ collection: 'feed-sources', id: demo.id, overrideAccess: true })).baseUrl).toBe('https://mastodon.example')
    } finally {
      process.env.DEMO_FEED_URL = previous
      if (existing) await payload.update({ collection: 'feed-sources', id: existing.id, data: { baseUrl: existing.baseUrl }, overrideAccess: true, context: ctx })
      else await payload.delete({ collection: 'feed-sources', id: demo.id, overrideAccess: true, context: ctx })
    }
  })
})

describe('Bad requests get a 4xx and a sentence', () => {
  let target: { page: number; block: string }
  beforeAll(async () => {
    target = await feedPage({}, {})
  })

  const expectRefusal = async (response: Response, status: number, message: RegExp) => {
    expect(response.status).toBe(status)
    const body = (await response.json()) as Answer & { code: string }
    expect(body.message).toMatch(message)
    expect(body.response).toEqual([])
  }

  it('refuses malformed bodies, other media types and oversized bodies', async () => {
    await expectRefusal(await handleSocialFeed(payload, feedRequest('{"page": ')), 400, /^Name the page and the feed block/)
    await expectRefusal(await handleSocialFeed(payload, feedRequest('{"page": "1 OR 1=1", "block": "x"}')), 400, /^Name the page and the feed block/)
    await expectRefusal(await handleSocialFeed(payload, feedRequest('<feed/>', { type: 'application/xml' })), 415, /not application\/xml/)
    await expectRefusal(await handleSocialFeed(payload, feedRequest(JSON.stringify({ page: 1, block: 'a'.repeat(5000) }))), 413, /too large/)
  })

  it('accepts a form, and says when the page or the block is not there', async () => {
    const form = await handleSocialFeed(payload, feedRequest(`page=${target.page}&block=${target.block}`, { type: 'application/x-www-form-urlencoded' }))
    expect(form.status).toBe(200)
    await expectRefusal(await handleSocialFeed(payload, feedRequest(JSON.stringify({ page: 2_000_000_000, block: target.block }))), 404, /no published page/)
    await expectRefusal(await handleSocialFeed(payload, feedRequest(JSON.stringify({ page: target.page, block: 'nope' }))), 404, /no social feed with that block id/)
  })

  it('never reads a draft page', async () => {
    const draft = await feedPage({}, {}, 'draft')
    await expectRefusal(await handleSocialFeed(payload, feedRequest(JSON.stringify(draft))), 404, /no published page/)
  })

  it('holds one address to its limit', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await handleSocialFeed(payload, feedRequest('{}', { address }))).status)
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true)
    await expectRefusal(await handleSocialFeed(payload, feedRequest(JSON.stringify(target), { address })), 429, /Too many feed requests/)
    expect((await handleSocialFeed(payload, feedRequest(JSON.stringify(target)))).status).toBe(200)
  })

  it('answers through the route as well', async () => {
    const response = await POST(feedRequest(JSON.stringify(target)))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('A feed source in the admin', () => {
  // Regression (admin probe): a javascript: or credentialed base address was stored, and every feed of it failed later.
  it.each([
    ['javascript:alert(1)', /must start with https:\/\//],
    ['not an address', /is not a web address/],
    ['https://editor:password1@mastodon.example', /must not hold a user name or password/],
  ])('refuses the base address %s with the reason', async (baseUrl, message) => {
    const response = await api('POST', '/api/feed-sources', {
      authorization: await adminAuthorization(payload),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Refused source ${unique()}`, kind: 'mastodon', baseUrl }),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toMatch(message)
  })
})
