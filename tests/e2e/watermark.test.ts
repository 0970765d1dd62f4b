/**
 * Watermarked galleries in the production build: with a site watermark set and the Abstracts
 * gallery baking it in, every picture of the gallery and of its photo page comes from
 * /media/watermarked/… and loads; no address of an original is on those pages. Settings are put
 * back afterwards. docs/decisions/011-watermarked-images.md.
 */
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, baseUrl, launchBrowser, newVisitor } from './browser'

type Doc = Record<string, unknown> & { id: number }

let browser: Browser
let api: APIRequestContext
const restore: (() => Promise<unknown>)[] = []

async function json<T = Doc>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

beforeAll(async () => {
  browser = await launchBrowser()
  api = await request.newContext({ baseURL: baseUrl })
  await json(await api.post('/api/users/login', { data: { email: admin.email, password: admin.password } }))

  const settings = await json(await api.get('/api/globals/gallery-settings?depth=0'))
  const watermarkFields = ['watermarkType', 'watermarkText', 'watermarkFontSize', 'watermarkOpacity', 'watermarkPosition'] as const
  const saved = Object.fromEntries(watermarkFields.map((name) => [name, settings[name]]))
  await json(await api.post('/api/globals/gallery-settings', { data: { watermarkType: 'text', watermarkText: '© Vitrine demo', watermarkOpacity: 70 } }))
  restore.push(() => api.post('/api/globals/gallery-settings', { data: saved }))

  const { docs } = await json<{ docs: Doc[] }>(await api.get('/api/galleries?where[slug][equals]=abstracts&depth=0'))
  const abstracts = docs[0]
  const view = abstracts.view as object
  await json(await api.patch(`/api/galleries/${abstracts.id}`, { data: { view: { ...view, watermark: true } } }))
  restore.push(() => api.patch(`/api/galleries/${abstracts.id}`, { data: { view } }))
})

afterAll(async () => {
  for (const undo of restore.reverse()) await undo().catch((error) => console.error(error))
  await api?.dispose()
  await browser?.close()
})

/** Every image address in the page's main content: img src and srcset, source srcset. */
const imageUrls = (page: Page) =>
  page.locator('main img, main source').evaluateAll((elements) =>
    elements.flatMap((element) =>
      [element.getAttribute('src'), element.getAttribute('srcset')]
        .filter((value): value is string => Boolean(value))
        .flatMap((value) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])),
    ),
  )

/** The first picture matching the selector, once loaded: what the browser chose and whether it decoded. */
async function firstLoaded(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const img = document.querySelector<HTMLImageElement>(s)
    return Boolean(img?.complete && img.naturalWidth > 0)
  }, selector)
  return page.locator(selector).first().evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, width: img.naturalWidth }))
}

describe('Watermarked galleries', () => {
  it('a visitor sees the gallery and a photo page only through watermarked images, cached for a year', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/galleries/abstracts')
    const urls = await imageUrls(page)
    expect(urls.length).toBeGreaterThan(12)
    expect(urls.filter((url) => !url.startsWith('/media/watermarked/'))).toEqual([])
    const thumb = await firstLoaded(page, 'main img')
    expect(thumb.currentSrc).toMatch(new RegExp(`^${baseUrl}/media/watermarked/\\d+/\\w+\\.(avif|webp)\\?v=[0-9a-f]{12}-[0-9a-z]+$`))

    // The popup shows the watermarked picture too.
    const link = page.locator('main [data-gallery-item] a').first()
    await link.click()
    await page.locator('.yarl__portal_open .yarl__slide_current img.yarl__slide_image').waitFor()
    expect(await page.locator('.yarl__slide_current img.yarl__slide_image').getAttribute('src')).toMatch(/^\/media\/watermarked\//)
    await page.keyboard.press('Escape')
    await page.locator('.yarl__portal').waitFor({ state: 'detached' })

    await page.goto((await link.getAttribute('href'))!)
    await page.waitForURL(/\/galleries\/abstracts\/\d+$/)
    expect((await imageUrls(page)).filter((url) => !url.startsWith('/media/watermarked/'))).toEqual([])
    const photo = await firstLoaded(page, 'main img')
    expect(photo.currentSrc).toContain('/media/watermarked/')
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toContain('/media/watermarked/')

    const response = await page.request.get(photo.currentSrc)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(errors).toEqual([])
  })
})
