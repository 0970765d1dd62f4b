/**
 * The whole set, beyond one page: a photo's page steps through the search results the visitor
 * came from (without JavaScript: the photo page is the popup's fallback), and the slideshow of a
 * 100-image gallery plays past its first page to the last image.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectNoAxeViolations, hydrated, launchBrowser, newVisitor } from './browser'
import { api, findOne, galleryImages } from './lightbox-helpers'

let browser: Browser
const cleanup: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
  await browser?.close()
})

describe('A visitor steps through what they found', () => {
  it('searches, opens the third result’s photo page and steps through the results only', async () => {
    const landscapes = await findOne('galleries', 'where[slug][equals]=landscapes')
    const view = landscapes.view as Record<string, unknown>
    await api(`/galleries/${landscapes.id}`, { method: 'PATCH', body: JSON.stringify({ view: { ...view, showSearch: true, imagesPerPage: 4 } }) })
    cleanup.push(() => api(`/galleries/${landscapes.id}`, { method: 'PATCH', body: JSON.stringify({ view }) }))
    const photos = (await galleryImages(landscapes.id)) as unknown as { alt: string; description: string | null }[]
    // A search that finds some photos but not all (titles and descriptions, as the gallery searches).
    const matches = (term: string) => photos.filter((photo) => `${photo.alt} ${photo.description ?? ''}`.toLowerCase().includes(term))
    const word = ['ing', 'll', 'ght', 'ri', 'mo', 'ho', 'berasategi'].find((term) => matches(term).length >= 3 && matches(term).length < photos.length)
    expect(word, 'a search that finds three photos or more').toBeTruthy()
    const found = matches(word!).length

    const { page, errors } = await newVisitor(browser, { javaScriptEnabled: false })
    await page.goto('/galleries/landscapes')
    await page.getByRole('searchbox').fill(word!)
    await page.getByRole('searchbox').press('Enter')
    await page.waitForURL(/bwg_search_0=/)
    const third = page.locator('a[data-lightbox]').nth(2)
    await third.click()
    await page.waitForURL(/\/galleries\/landscapes\/\d+\?bwg_search_0=/)
    await expect(page.locator('.photo__position').textContent()).resolves.toBe(`Photo 3 of ${found} found`)
    // axe needs scripts: the same address in a browser with JavaScript.
    const withScripts = await newVisitor(browser)
    await withScripts.page.goto(page.url())
    await expectNoAxeViolations(withScripts.page, 'photo page from a search')
    await withScripts.context.close()

    // Forward to the last result, then back to the first: only results, in order.
    const seen = [await page.locator('h1').textContent()]
    const step = async (rel: 'next' | 'prev') => {
      const link = page.locator(`nav.photo__nav a[rel="${rel}"]`)
      if (!(await link.count())) return false
      const href = await link.getAttribute('href')
      expect(href, 'steps keep the search').toContain(`bwg_search_0=${word}`)
      await Promise.all([page.waitForURL((url) => url.href.endsWith(href!)), link.click()])
      return true
    }
    for (let i = 0; i < photos.length && (await step('next')); i++) seen.push(await page.locator('h1').textContent())
    for (let i = 0; i < photos.length && (await step('prev')); i++) seen.unshift(await page.locator('h1').textContent())
    const titles = [...new Set(seen)]
    expect(titles.sort()).toEqual(matches(word!).map((photo) => photo.alt).sort())
    await expect(page.locator('.photo__position').textContent()).resolves.toBe(`Photo 1 of ${found} found`)
    // The canonical address is the plain photo page.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/galleries\/landscapes\/\d+$/)
    expect(errors).toEqual([])
  })
})

describe('A visitor watches a long slideshow', () => {
  it('the slideshow of a 100-image gallery reaches image 100', async () => {
    const { docs: media } = await api<{ docs: { url: string; width: number; height: number }[] }>('/media?limit=1&depth=0')
    const picture = media[0]!
    const gallery = await api<{ doc: { id: number; slug: string } }>('/galleries', { method: 'POST', body: JSON.stringify({ name: `Hundred ${Date.now()}` }) })
    cleanup.push(() => api(`/galleries/${gallery.doc.id}`, { method: 'DELETE' }))
    for (let i = 1; i <= 100; i++) {
      await api('/gallery-images', {
        method: 'POST',
        body: JSON.stringify({ gallery: gallery.doc.id, alt: `Frame ${i}`, order: i, imageUrl: picture.url, thumbUrl: picture.url, width: picture.width, height: picture.height }),
      })
    }
    const slug = `hundred-${Date.now()}`
    const created = await api<{ doc: { id: number } }>('/pages', {
      method: 'POST',
      body: JSON.stringify({ title: 'A hundred frames', slug, _status: 'published', layout: [{ blockType: 'gallery', source: { relationTo: 'galleries', value: gallery.doc.id }, view: 'slideshow' }] }),
    })
    cleanup.push(() => api(`/pages/${created.doc.id}`, { method: 'DELETE' }))

    const { page, errors } = await newVisitor(browser, { reducedMotion: 'reduce' })
    await page.goto(`/${slug}`)
    const live = page.locator('.slideshow p[aria-live]')
    await expect(live.textContent()).resolves.toBe('Slide 1 of 100: Frame 1')
    const next = page.getByRole('button', { name: 'Next slide' })
    // The slideshow's code wakes when the show is in sight (decision 026).
    await hydrated(next)
    for (let i = 2; i <= 100; i++) {
      await next.click()
      await page.waitForFunction((n) => document.querySelector('.slideshow p[aria-live]')?.textContent?.startsWith(`Slide ${n} of 100`), i, { timeout: 10_000 })
    }
    await expect(live.textContent()).resolves.toBe('Slide 100 of 100: Frame 100')
    expect(errors).toEqual([])
  })
})
