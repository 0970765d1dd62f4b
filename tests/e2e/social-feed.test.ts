/**
 * The social feed, in Chromium (issue 14, item 3): a visitor reads the studio's latest posts on the
 * demo's Media page, from the local stand-in for Mastodon that the demo runs; when that source is
 * down, the last items the site kept still show, with a note that they may be out of date. By
 * mouse, and by keyboard alone; axe finds nothing in each state. Pages without a feed never fetch
 * its code.
 */
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, baseUrl, expectNoAxeViolations, hydrationCommitted, launchBrowser, newVisitor } from './browser'

let browser: Browser
let api: APIRequestContext
/** The demo feed source, as an admin reads it through the REST API. */
let source: { id: number; baseUrl: string; cacheMinutes: number }

const PAGE = '/media'
const FEED = 'Latest from @studio'
/** A class name only the feed's code renders: its chunk has arrived when a script holds it. */
const FEED_CODE = 'social-feed__repost'
const STALE = /could not be reached\. These are the latest posts it sent before; they may be out of date\./

/** Switches the demo's stand-in for Mastodon (scripts/lib/fake-feeds.mjs) up or down. */
async function sourceMode(mode: 'up' | 'down') {
  const response = await fetch(new URL('/__fake/mode', source.baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  browser = await launchBrowser()
  api = await request.newContext({ baseURL: baseUrl })
  expect((await api.post('/api/users/login', { data: { email: admin.email, password: admin.password } })).ok()).toBe(true)
  const found = await api.get(`/api/feed-sources?where[name][equals]=${encodeURIComponent('Vitrine Studio on Mastodon (demo)')}&depth=0`)
  source = ((await found.json()) as { docs: (typeof source)[] }).docs[0]
  expect(source.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  // Every view asks the source again, so that what a visitor sees while it is down is what the
  // site kept from before, not a feed still fresh in the cache.
  expect((await api.patch(`/api/feed-sources/${source.id}`, { data: { cacheMinutes: 0 } })).ok()).toBe(true)
})

afterAll(async () => {
  if (source) {
    await sourceMode('up').catch(() => {})
    await api.patch(`/api/feed-sources/${source.id}`, { data: { cacheMinutes: source.cacheMinutes } })
  }
  await api?.dispose()
  await browser?.close()
})

/** Every script the page fetches, by its text. */
function watchScripts(page: Page) {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') response.text().then((text) => scripts.push(text), () => undefined)
  })
  return (mark: string) => scripts.some((text) => text.includes(mark))
}

/** What the visitor reads of the feed: each post's author line, text and time, and the status line. */
async function readFeed(page: Page) {
  const feed = page.getByRole('region', { name: FEED })
  const items = feed.getByRole('listitem').filter({ has: page.locator('time') })
  await items.first().waitFor()
  return {
    feed,
    status: (await feed.getByRole('status').innerText()).trim(),
    texts: await feed.locator('.social-feed__text').allInnerTexts(),
    times: await feed.locator('time').allInnerTexts(),
    reposted: await feed.locator('.social-feed__repost').allInnerTexts(),
    avatars: await feed.getByRole('img', { name: 'Vitrine Studio’s profile picture' }).count(),
  }
}

async function expectTheStudioPosts(page: Page) {
  const read = await readFeed(page)
  expect(read.texts).toEqual([
    'The contact sheet from our autumn walks is up: vitrine.example/media #filmphotography',
    'Fog poured over the pass this morning and filled the whole valley. Worth the five o’clock start.',
    'Print sale this weekend: every A3 print from the Landscapes gallery is 20% off.\nDetails: vitrine.example/blog/print-sale',
  ])
  expect(read.times).toEqual(['3 minutes ago', '2 hours ago', '5 hours ago'])
  expect(read.reposted).toEqual(['Reposted by Vitrine Studio @studio'])
  expect(read.avatars).toBe(2)
  // The pictures came through the site and were drawn.
  const photo = read.feed.getByRole('img', { name: 'Fog filling a valley below a ridge at first light' })
  await expect(photo.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).resolves.toBeGreaterThan(100)
  await expect(photo.getAttribute('src')).resolves.toMatch(/^\/social-feed\/image\?/)
  return read
}

describe('A visitor reads the feed; when the source is down the last cached items still show', () => {
  it('by mouse', async () => {
    await sourceMode('up')
    // A short window, so that the feed starts well below the fold (and its load margin) even
    // while the photos and the player above it are still taking their height.
    const { page, errors } = await newVisitor(browser, { viewport: { width: 1280, height: 500 } })
    const fetched = watchScripts(page)
    await page.goto(PAGE)
    await hydrationCommitted(page)
    await page.waitForLoadState('networkidle')
    // The feed is further down the page: its code waits until the visitor scrolls near it.
    expect(fetched(FEED_CODE)).toBe(false)
    const feed = page.getByRole('region', { name: FEED })
    while (!(await feed.locator('time').count())) {
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(100)
    }
    expect(fetched(FEED_CODE)).toBe(true)
    const read = await expectTheStudioPosts(page)
    expect(read.status).toBe('3 posts.')
    await expectNoAxeViolations(page, 'feed read')

    // The thumbnail opens the picture itself.
    await feed.getByRole('link', { name: 'Fog filling a valley below a ridge at first light' }).click()
    await page.waitForURL(/\/media\/valley\.jpg$/)
    await page.goBack()

    await sourceMode('down')
    await page.reload()
    await feed.scrollIntoViewIfNeeded()
    const stale = await expectTheStudioPosts(page)
    expect(stale.status).toMatch(STALE)
    await expectNoAxeViolations(page, 'feed while its source is down')
    expect(errors).toEqual([])
  })

  it('by keyboard alone', async () => {
    await sourceMode('up')
    const { page, errors } = await newVisitor(browser)
    await page.route('https://vitrine.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vitrine</title><h1>Media</h1>' }))
    const tabToFeedLink = async () => {
      for (let presses = 0; presses < 200; presses++) {
        await page.keyboard.press('Tab')
        const where = await page.evaluate(() => (document.activeElement?.closest('.social-feed') ? document.activeElement.textContent : null))
        if (where !== null) return where
      }
      throw new Error('Tab never reached a link in the feed.')
    }
    await page.goto(PAGE)
    await hydrationCommitted(page)
    // Tabbing down the page brings the feed near, which loads it: its first link is the first post's.
    await expect(tabToFeedLink()).resolves.toBe('vitrine.example/media')
    await expectTheStudioPosts(page)
    await expectNoAxeViolations(page, 'feed read by keyboard')
    await page.keyboard.press('Enter')
    await page.waitForURL('https://vitrine.example/media')
    await page.goBack()

    await sourceMode('down')
    await page.reload()
    await hydrationCommitted(page)
    await expect(tabToFeedLink()).resolves.toBe('vitrine.example/media')
    const stale = await expectTheStudioPosts(page)
    expect(stale.status).toMatch(STALE)
    await expectNoAxeViolations(page, 'feed by keyboard while its source is down')
    expect(errors).toEqual([])
  })

  it('pages without a feed never fetch its code', async () => {
    const { page } = await newVisitor(browser)
    const fetched = watchScripts(page)
    await page.goto('/')
    await hydrationCommitted(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(fetched(FEED_CODE)).toBe(false)
  })
})

describe('The feed proxy, through the production server', () => {
  const send = (method: string, path: string, body?: string, type = 'application/json') =>
    fetch(new URL(path, baseUrl), { method, headers: body === undefined ? {} : { 'content-type': type }, body })

  it('answers hostile and malformed requests with a 4xx and a sentence, never a 5xx', async () => {
    const cases: [Promise<Response>, number, RegExp][] = [
      [send('POST', '/social-feed', '{"page":'), 400, /^Name the page and the feed block/],
      [send('POST', '/social-feed', '{"page": 1, "block": "<img src=x onerror=alert(1)>"}'), 400, /^Name the page and the feed block/],
      [send('POST', '/social-feed', 'x'.repeat(2 * 1024 * 1024)), 413, /too large/],
      [send('POST', '/social-feed', '<a/>', 'application/xml'), 415, /not application\/xml/],
      [send('POST', '/social-feed', '{"page": 999999, "block": "abc"}'), 404, /no published page/],
      [send('GET', '/social-feed/image?src=http%3A%2F%2F127.0.0.1%3A22%2F&sig=AAAA'), 400, /not made by this site’s feed/],
      [send('GET', '/social-feed/image'), 400, /not made by this site’s feed/],
    ]
    for (const [answer, status, message] of cases) {
      const response = await answer
      expect(response.status).toBe(status)
      const text = await response.text()
      expect(response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as { message: string }).message : text).toMatch(message)
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await send(method, '/social-feed', method === 'GET' ? undefined : '{}')
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
  })
})
