/**
 * Embedded videos and posts (docs/decisions/010): click-to-load facades that contact no one
 * before the visitor presses Play, players in place with focus on them, Instagram posts sized by
 * height messages that carry the page's secret, and the slideshow that stops for a player.
 *
 * Every request to another host goes through `guardThirdParties`: before the visitor's click it
 * fails the journey; after it, small fake players answer (nothing leaves this machine). The fake
 * Instagram player reports its height the way Instagram's does.
 */
import { request, type APIRequestContext, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, baseUrl, expectNoAxeViolations, hydrated, launchBrowser, newVisitor } from './browser'

let browser: Browser
let api: APIRequestContext
type Doc = Record<string, unknown> & { id: number }
const restore: (() => Promise<unknown>)[] = []

async function json<T = Doc>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

let videos: Doc
let slideshowSlug: string

beforeAll(async () => {
  browser = await launchBrowser()
  api = await request.newContext({ baseURL: baseUrl })
  await json(await api.post('/api/users/login', { data: { email: admin.email, password: admin.password } }))
  const { docs } = await json<{ docs: Doc[] }>(await api.get('/api/galleries?where[slug][equals]=videos&depth=0'))
  videos = docs[0]!
  if (!videos) throw new Error('The demo "Videos" gallery is missing')

  // A slideshow of the Videos gallery that plays by itself, a slide every 3 seconds.
  const slideshow = videos.slideshow as object
  await json(await api.patch(`/api/galleries/${videos.id}`, { data: { slideshow: { ...slideshow, autoplay: true, interval: 3, enableLoop: true, enableShuffle: false } } }))
  restore.push(() => api.patch(`/api/galleries/${videos.id}`, { data: { slideshow } }))
  slideshowSlug = `videos-slideshow-${Date.now()}`
  const page = await json<{ doc: Doc }>(
    await api.post('/api/pages', {
      data: {
        title: 'Videos slideshow',
        slug: slideshowSlug,
        _status: 'published',
        layout: [{ blockType: 'gallery', source: { relationTo: 'galleries', value: videos.id }, view: 'slideshow' }],
      },
    }),
  )
  restore.push(() => api.delete(`/api/pages/${page.doc.id}`))
})

afterAll(async () => {
  for (const undo of restore.reverse()) await undo().catch((error) => console.error(error))
  await api?.dispose()
  await browser?.close()
})

/** A fake player page: valid, accessible HTML whose title says which player it stands in for. */
function fakePlayer(url: URL): string {
  // Instagram's embed page reports its height to its parent as a JSON string; 150 px is below
  // the range, so the page must clamp it to 200.
  const measure =
    url.hostname === 'www.instagram.com'
      ? `<script>parent.postMessage(JSON.stringify({ type: 'MEASURE', details: { height: 150 } }), '*')</script>`
      : ''
  // No landmark and no text: a second `main` inside a frame would be a duplicate landmark of the page's.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake ${url.hostname} player</title></head><body>${measure}</body></html>`
}

/**
 * Answers every request to another host with a fake player, and records it; `allow()` marks the
 * visitor's click. Requests before it are refused and recorded in `early`, which every journey
 * expects to stay empty.
 */
async function guardThirdParties(context: BrowserContext) {
  const site = new URL(baseUrl).origin
  const state = { allowed: false, early: [] as string[], loaded: [] as string[] }
  await context.route(
    (url) => url.origin !== site && (url.protocol === 'http:' || url.protocol === 'https:'),
    async (route) => {
      const url = new URL(route.request().url())
      if (!state.allowed) {
        state.early.push(url.href)
        return route.abort('blockedbyclient')
      }
      state.loaded.push(url.href)
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fakePlayer(url) })
    },
  )
  return { state, allow: () => (state.allowed = true) }
}

const box = async (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => {
  const rect = element.getBoundingClientRect()
  return { width: Math.round(rect.width), height: Math.round(rect.height) }
})

const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName)

/** The script of every JavaScript file the page loaded, joined. */
function collectScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return async () => (await Promise.all(bodies)).join('\n')
}

const frameWith = (page: Page, test: (url: URL) => boolean): Frame => {
  const frame = page.frames().find((candidate) => {
    try {
      return test(new URL(candidate.url()))
    } catch {
      return false
    }
  })
  if (!frame) throw new Error(`No frame among ${page.frames().map((f) => f.url()).join(', ')}`)
  return frame
}

describe('Embedded videos and posts', () => {
  it('a visitor opens a video from the Videos gallery: only the thumbnail shows, pressing Play by keyboard loads the player in place with focus on it', async () => {
    const { context, page, errors } = await newVisitor(browser)
    const guard = await guardThirdParties(context)
    const scripts = collectScripts(page)

    await page.goto('/galleries/videos')
    await page.getByRole('heading', { level: 1, name: 'Videos', exact: true }).waitFor()
    // Each video or post has a decorative play badge, and its link says what it opens.
    await expect(page.locator('[data-gallery-item] .gallery-frame__play[aria-hidden="true"]').count()).resolves.toBe(3)
    await expect(page.getByRole('link', { name: 'The new Vimeo player (video)' }).count()).resolves.toBe(1)
    await expect(page.getByRole('link', { name: 'Morning in the studio (Instagram post)' }).count()).resolves.toBe(1)
    await expectNoAxeViolations(page, 'the Videos gallery')

    // A click opens the popup; the link itself leads to the video's own page, which is followed here.
    await page.goto((await page.getByRole('link', { name: 'Big Buck Bunny (video)' }).getAttribute('href'))!)
    await page.waitForURL(/\/galleries\/videos\/\d+$/)
    await page.getByRole('heading', { level: 1, name: 'Big Buck Bunny', exact: true }).waitFor()
    // Only the thumbnail: the local picture, a Play button, where it loads from, and no frame.
    const play = page.getByRole('button', { name: 'Play: Big Buck Bunny' })
    await play.waitFor()
    await expect(page.getByText('Loads from YouTube', { exact: true }).isVisible()).resolves.toBe(true)
    await expect(page.locator('iframe').count()).resolves.toBe(0)
    await expect(
      page.locator('.embed-facade img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).origin === location.origin),
    ).resolves.toBe(true)
    await expectNoAxeViolations(page, 'a video before Play')
    const before = await box(page, '.embed-facade')
    expect(guard.state.early).toEqual([])

    // Play by keyboard.
    guard.allow()
    await play.focus()
    await page.keyboard.press('Enter')
    const player = page.getByTitle('Big Buck Bunny — YouTube player')
    await player.waitFor()
    await expect(player.getAttribute('src')).resolves.toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0')
    await expect(player.getAttribute('allow')).resolves.toBe('autoplay; fullscreen; picture-in-picture; encrypted-media')
    await expect(activeTag(page)).resolves.toBe('IFRAME')
    // In place: the box did not move or change size.
    await expect(box(page, '.embed-facade')).resolves.toEqual(before)
    await expect.poll(() => guard.state.loaded).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0')
    await expectNoAxeViolations(page, 'a video playing')

    // The facade's code came with this page; a gallery of photos does not load it.
    expect(await scripts()).toContain('embed-facade__play')
    const { page: photos } = await newVisitor(browser)
    const photoScripts = collectScripts(photos)
    await photos.goto('/galleries/landscapes')
    await photos.getByRole('link', { name: 'First light over the ridge' }).waitFor()
    await photos.waitForLoadState('networkidle')
    expect(await photoScripts()).not.toContain('embed-facade__play')
    expect(errors).toEqual([])
  })

  it('a visitor shows an Instagram post: the frame takes the height the post reports, clamped, and ignores a message with a wrong secret', async () => {
    const { context, page, errors } = await newVisitor(browser)
    const guard = await guardThirdParties(context)
    await page.goto('/galleries/videos')
    await page.goto((await page.getByRole('link', { name: 'Morning in the studio (Instagram post)' }).getAttribute('href'))!)
    await page.getByRole('heading', { level: 1, name: 'Morning in the studio', exact: true }).waitFor()
    const show = page.getByRole('button', { name: 'Show post: Morning in the studio' })
    // The facade's code wakes when it is in sight (decision 026); it then fits the post's box.
    await hydrated(show)
    // The post's box: its square picture plus the 132 px lightbox footer.
    const before = await box(page, '.embed-facade')
    expect(before.height - before.width).toBe(132)
    await expectNoAxeViolations(page, 'a post before it is shown')
    expect(guard.state.early).toEqual([])

    guard.allow()
    await show.click()
    const frame = page.locator('iframe[title="Morning in the studio — Instagram player"]')
    await frame.waitFor()
    await expect(frame.getAttribute('src')).resolves.toMatch(/^\/embed-frame\/\d+#secret=[A-Za-z0-9]{32}$/)
    await expect(activeTag(page)).resolves.toBe('IFRAME')
    // The fake Instagram page reported 150 px; the page clamps it to 200.
    const height = () => box(page, '.embed-facade').then((size) => size.height)
    await expect.poll(height, { timeout: 10_000 }).toBe(200)
    expect(guard.state.loaded.some((url) => url.startsWith('https://www.instagram.com/p/VitrineDemo1/embed/captioned/'))).toBe(true)

    // Another report from Instagram goes through the frame: 640 px.
    const instagram = frameWith(page, (url) => url.hostname === 'www.instagram.com')
    await instagram.evaluate(() => parent.postMessage(JSON.stringify({ type: 'MEASURE', details: { height: 640 } }), '*'))
    await expect.poll(height).toBe(640)

    // Messages the page must ignore: a wrong or non-alphanumeric secret from the frame itself,
    // the right secret from a window that is not the frame.
    const ours = frameWith(page, (url) => url.pathname.startsWith('/embed-frame/'))
    const secret = new URL(ours.url()).hash.replace('#secret=', '')
    await ours.evaluate(() => parent.postMessage({ vitrineEmbedSecret: 'WrongSecretWrongSecret42', height: 900 }, location.origin))
    await ours.evaluate((right) => parent.postMessage({ vitrineEmbedSecret: `${right}!`, height: 900 }, location.origin), secret)
    await page.evaluate((right) => window.postMessage({ vitrineEmbedSecret: right, height: 900 }, location.origin), secret)
    await page.waitForTimeout(500)
    await expect(height()).resolves.toBe(640)
    // The same message with the right secret from the frame is taken, clamped to 1000.
    await ours.evaluate((right) => parent.postMessage({ vitrineEmbedSecret: right, height: 5000 }, location.origin), secret)
    await expect.poll(height).toBe(1000)

    await expectNoAxeViolations(page, 'a post shown')
    expect(guard.state.early).toEqual([])
    expect(errors).toEqual([])
  })

  it('the embed frame serves minimal HTML under a strict policy, only for framed posts', async () => {
    const { page } = await newVisitor(browser)
    await page.goto('/galleries/videos')
    const href = await page.getByRole('link', { name: 'Morning in the studio (Instagram post)' }).getAttribute('href')
    const postId = href!.split('/').pop()
    const response = await page.request.get(`/embed-frame/${postId}`)
    expect(response.status()).toBe(200)
    const csp = response.headers()['content-security-policy']
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain('frame-src https://www.instagram.com')
    expect(csp).toContain("frame-ancestors 'self'")
    const html = await response.text()
    expect(html).toContain('src="https://www.instagram.com/p/VitrineDemo1/embed/captioned/"')
    expect(html).not.toContain('Vitrine Studio') // no site layout
    // A video is played from its provider directly: no frame of ours for it; nor for anything else.
    const videoHref = await page.getByRole('link', { name: 'Big Buck Bunny (video)' }).getAttribute('href')
    for (const path of [`/embed-frame/${videoHref!.split('/').pop()}`, '/embed-frame/999999999', '/embed-frame/abc']) {
      expect((await page.request.get(path)).status(), path).toBe(404)
    }
  })

  it('blog style shows the player in place of the large image', async () => {
    const { context, page, errors } = await newVisitor(browser)
    const guard = await guardThirdParties(context)
    await page.goto('/galleries/videos?type_0=blog_style')
    const play = page.getByRole('button', { name: 'Play: The new Vimeo player' })
    await play.waitFor()
    await expect(page.getByRole('heading', { name: 'The new Vimeo player' }).getByRole('link').count()).resolves.toBe(1)
    await expectNoAxeViolations(page, 'blog style with videos')
    expect(guard.state.early).toEqual([])
    guard.allow()
    await play.click()
    const player = page.getByTitle('The new Vimeo player — Vimeo player')
    await player.waitFor()
    await expect(player.getAttribute('src')).resolves.toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1')
    await expect(activeTag(page)).resolves.toBe('IFRAME')
    await expectNoAxeViolations(page, 'blog style with a video playing')
    expect(errors).toEqual([])
  })

  it('the slideshow shows a facade for the current video, hides play/pause there, and stops its autoplay while a player is open', async () => {
    const { context, page, errors } = await newVisitor(browser)
    const guard = await guardThirdParties(context)
    await page.goto(`/${slideshowSlug}`)
    const show = page.getByRole('region', { name: 'Videos slideshow' })
    await page.waitForSelector('.slideshow[data-playing="true"]')
    // The current slide is a video: no play/pause button, a facade instead of a photo.
    const current = () => page.locator('.slideshow__slide[data-active="true"]').getAttribute('aria-label')
    await expect(current()).resolves.toBe('1 of 3')
    await expect(show.getByRole('button', { name: /slideshow$/ }).count()).resolves.toBe(0)
    await expectNoAxeViolations(page, 'slideshow on a video')
    expect(guard.state.early).toEqual([])

    // Play the video by keyboard (the show waits 3 s per slide; the button comes back with its slide).
    guard.allow()
    const play = show.getByRole('button', { name: 'Play: Big Buck Bunny' })
    // The slideshow and its facade wake when they are in sight (decision 026).
    await hydrated(play)
    await play.focus()
    await page.keyboard.press('Enter')
    await show.getByTitle('Big Buck Bunny — YouTube player').waitFor()
    await expect(activeTag(page)).resolves.toBe('IFRAME')
    await page.waitForSelector('.slideshow[data-playing="false"]')
    const playing = await current()
    await page.waitForTimeout(4000)
    await expect(current()).resolves.toBe(playing)
    await expect(show.getByTitle('Big Buck Bunny — YouTube player').count()).resolves.toBe(1)
    await expectNoAxeViolations(page, 'slideshow with a player open')

    // The Instagram post: fitted into the stage with the slideshow's 96 px footer.
    await show.getByRole('button', { name: 'Previous slide' }).click()
    await expect.poll(current).toBe('3 of 3')
    await show.getByRole('button', { name: 'Show post: Morning in the studio' }).waitFor()
    const post = await box(page, '.slideshow__slide[data-active="true"] .embed-facade')
    const stage = await box(page, '.slideshow__stage')
    expect(post.height - post.width).toBe(96)
    expect(post.height).toBeLessThanOrEqual(stage.height)
    expect(post.height).toBeGreaterThan(stage.height - 2)
    // A post is no video: the play/pause button is back.
    await expect(show.getByRole('button', { name: 'Play slideshow' }).count()).resolves.toBe(1)
    expect(errors).toEqual([])
  })
})
