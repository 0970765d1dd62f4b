import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FAKE_INSTAGRAM_USER, startFakeInstagram } from '../../../scripts/lib/fake-instagram.mjs'

import { fetchAccount, fetchRecentMedia } from './graph-api.server'
import { BAD_TOKEN_MESSAGE, MALFORMED_MESSAGE, RATE_LIMIT_MESSAGE } from './graph-errors'

type Fake = Awaited<ReturnType<typeof startFakeInstagram>>
let fake: Fake

beforeAll(async () => {
  fake = await startFakeInstagram({ posts: 57 })
})
afterAll(() => fake?.close())

const options = () => ({ baseUrl: fake.url, timeoutMs: 2000 })

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('the Instagram Graph adapter, against the local stand-in', () => {
  it('tells who the token belongs to', async () => {
    fake.setMode('up')
    expect(await fetchAccount(fake.token, options())).toEqual(FAKE_INSTAGRAM_USER)
  })

  it('reads the newest posts page after page, following paging.next, and stops at the number asked', async () => {
    fake.setMode('up')
    fake.requests.length = 0
    const media = await fetchRecentMedia(FAKE_INSTAGRAM_USER.id, fake.token, 57, { ...options() })
    expect(media).toHaveLength(57)
    expect(media.map((item) => item.id)).toEqual(fake.posts().map((item: { id: string }) => item.id))
    // 57 in pages of at most 100: one page.
    expect(fake.requests.filter((r: { path: string }) => r.path.endsWith('/media'))).toHaveLength(1)

    fake.requests.length = 0
    const some = await fetchRecentMedia(FAKE_INSTAGRAM_USER.id, fake.token, 12, options())
    expect(some.map((item) => item.id)).toEqual(fake.posts().slice(0, 12).map((item: { id: string }) => item.id))
    expect(some[0]).toMatchObject({ media_type: expect.any(String), permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/(p|reel)\//), timestamp: expect.any(String) })
    const asked = fake.requests[0] as { query: Record<string, string> }
    expect(asked.query).toMatchObject({ fields: 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp', limit: '12', access_token: fake.token })
  })

  it('follows paging.next when the API pages by fewer than were asked', async () => {
    fake.setMode('up', { posts: 150 })
    fake.requests.length = 0
    const media = await fetchRecentMedia(FAKE_INSTAGRAM_USER.id, fake.token, 130, options())
    expect(media).toHaveLength(130)
    expect(new Set(media.map((item) => item.id)).size).toBe(130)
    const pages = fake.requests.filter((r: { path: string }) => r.path.endsWith('/media')) as { query: Record<string, string> }[]
    expect(pages.map((page) => page.query.after ?? '0')).toEqual(['0', '100'])
    fake.setMode('up', { posts: 57 })
  })

  it('a bad token (Graph error 190, OAuthException) says the token was not accepted', async () => {
    fake.setMode('bad-token')
    await expect(fetchAccount(fake.token, options())).rejects.toThrow(BAD_TOKEN_MESSAGE)
    fake.setMode('up')
    await expect(fetchRecentMedia(FAKE_INSTAGRAM_USER.id, 'not-the-token', 5, options())).rejects.toThrow(BAD_TOKEN_MESSAGE)
  })

  it('rate limited (HTTP 429, error code 4) says to try again later', async () => {
    fake.setMode('rate-limited')
    await expect(fetchAccount(fake.token, options())).rejects.toThrow(RATE_LIMIT_MESSAGE)
    fake.setMode('up')
  })

  it('a malformed answer (not JSON, or JSON without data) says it cannot be read', async () => {
    fake.setMode('malformed')
    await expect(fetchAccount(fake.token, options())).rejects.toThrow(MALFORMED_MESSAGE)
    fake.setMode('wrong-shape')
    await expect(fetchRecentMedia(FAKE_INSTAGRAM_USER.id, fake.token, 5, options())).rejects.toThrow(MALFORMED_MESSAGE)
    fake.setMode('up')
  })

  it('an unreachable API (closed port, cut connection) says it could not be reached, without the token', async () => {
    const port = await closedPort()
    const failure = fetchAccount(fake.token, { baseUrl: `http://127.0.0.1:${port}` })
    await expect(failure).rejects.toThrow(`Vitrine could not reach Instagram (127.0.0.1:${port}).`)
    await expect(failure).rejects.not.toThrow(fake.token)
    fake.setMode('down')
    await expect(fetchAccount(fake.token, options())).rejects.toThrow(/could not reach Instagram/)
    fake.setMode('up')
  })

  it('a slow API: gives up after the timeout with a sentence', async () => {
    fake.setMode('slow', { delayMs: 1500 })
    await expect(fetchAccount(fake.token, { baseUrl: fake.url, timeoutMs: 300 })).rejects.toThrow(/did not answer within 0\.3 seconds/)
    fake.setMode('up', { delayMs: 0 })
  })
})
