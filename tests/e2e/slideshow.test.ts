import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, baseUrl, expectNoAxeViolations, launchBrowser, newVisitor } from './browser'

let browser: Browser
let pageSlug: string

/** Calls Payload's REST API as the e2e admin. */
async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `JWT ${init.token}` } : {}) },
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

beforeAll(async () => {
  browser = await launchBrowser()
  const { token } = await api('/users/login', { method: 'POST', body: JSON.stringify(admin) })
  const { docs } = await api('/galleries?where[slug][equals]=abstracts&depth=0', { token })
  const gallery = docs[0]
  // A quick show: a new slide every second, looping, with autoplay on.
  await api(`/galleries/${gallery.id}`, {
    method: 'PATCH',
    token,
    body: JSON.stringify({ slideshow: { ...gallery.slideshow, autoplay: true, interval: 1, enableLoop: true, enableShuffle: false, navigation: 'filmstrip' } }),
  })
  pageSlug = `slideshow-${Date.now()}`
  await api('/pages', {
    method: 'POST',
    token,
    body: JSON.stringify({
      title: 'Abstracts slideshow',
      slug: pageSlug,
      _status: 'published',
      layout: [{ blockType: 'gallery', source: { relationTo: 'galleries', value: gallery.id }, view: 'slideshow' }],
    }),
  })
})

afterAll(async () => {
  await browser?.close()
})

/** Waits until the show is (or is not) playing: React re-renders just after the event. */
const expectPlaying = (page: Page, playing: boolean) => page.waitForSelector(`.slideshow[data-playing="${playing}"]`, { timeout: 3000 })

const currentSlide = (page: Page) =>
  page.locator('.slideshow__slide[data-active="true"]').getAttribute('aria-label')

describe('A visitor watches a slideshow', () => {
  // Regression: loaded on demand, the show measured its box-less host (0 wide) and never scaled:
  // on a phone the caption, at its full 32 px and 28 px, covered the whole photo.
  it('scales to a phone: the caption at twice its size times the share of the configured width, within the photo', async () => {
    const { context, page, errors } = await newVisitor(browser, { viewport: { width: 375, height: 900 } })
    await page.goto(`${baseUrl}/${pageSlug}`)
    await page.locator('.slideshow__caption p').first().scrollIntoViewIfNeeded()
    await expect
      .poll(() => page.locator('.slideshow__caption p').first().evaluate((p) => parseFloat(getComputedStyle(p).fontSize)), { timeout: 10_000 })
      .toBeLessThan(16)
    const { title, container, caption, stage } = await page.evaluate(() => {
      const show = document.querySelector('.slideshow')!
      let parent = show.parentElement!
      while (getComputedStyle(parent).display === 'contents') parent = parent.parentElement!
      return {
        title: parseFloat(getComputedStyle(show.querySelector('.slideshow__caption p')!).fontSize),
        container: parent.getBoundingClientRect().width,
        caption: show.querySelector('.slideshow__caption')!.getBoundingClientRect().height,
        stage: show.querySelector('.slideshow__slide[data-active="true"]')!.getBoundingClientRect().height,
      }
    })
    // The demo's title size is 16 and its image width 800 (the defaults): 2 × 16 × container / 800.
    expect(title).toBeCloseTo((2 * 16 * container) / 800, 0)
    expect(caption).toBeLessThan(stage)
    expect(errors).toEqual([])
    await context.close()
  })

  it('advances by itself, pauses on blur, resumes on focus, and play/pause works from the keyboard', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto(`/${pageSlug}`)
    const show = page.getByRole('region', { name: 'Abstracts slideshow' })
    await expect(show.getAttribute('aria-roledescription')).resolves.toBe('carousel')
    await expectPlaying(page, true)
    await expectNoAxeViolations(page, 'slideshow playing')

    // It advances every second by itself.
    const first = await currentSlide(page)
    await page.waitForFunction(
      (label) => document.querySelector('.slideshow__slide[data-active="true"]')?.getAttribute('aria-label') !== label,
      first,
      { timeout: 5000 },
    )

    // Window blur pauses it; focus resumes it.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')))
    await expectPlaying(page, false)
    const whileBlurred = await currentSlide(page)
    await page.waitForTimeout(2500)
    await expect(currentSlide(page)).resolves.toBe(whileBlurred)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expectPlaying(page, true)

    // Pause from the keyboard: focus the button and press Enter.
    await page.getByRole('button', { name: 'Pause slideshow' }).focus()
    await page.keyboard.press('Enter')
    await expectPlaying(page, false)
    const paused = await currentSlide(page)
    await page.waitForTimeout(2500)
    await expect(currentSlide(page)).resolves.toBe(paused)
    await expectNoAxeViolations(page, 'slideshow paused')

    // Arrow keys move one slide; the live region announces it while paused.
    await page.keyboard.press('ArrowRight')
    const [position] = (paused ?? '1 of 12').split(' of ')
    await expect(currentSlide(page)).resolves.toBe(`${(Number(position) % 12) + 1} of 12`)
    await expect(page.locator('.slideshow [aria-live="polite"]').textContent()).resolves.toMatch(/^Slide \d+ of 12: /)

    await page.getByRole('button', { name: 'Play slideshow' }).focus()
    await page.keyboard.press('Space')
    await expectPlaying(page, true)
    expect(errors).toEqual([])
  })

  it('does not autoplay for a visitor who prefers reduced motion', async () => {
    const { page } = await newVisitor(browser, { reducedMotion: 'reduce' })
    await page.goto(`/${pageSlug}`)
    await page.waitForTimeout(2500)
    await expect(currentSlide(page)).resolves.toBe('1 of 12')
    await expect(page.getByRole('button', { name: 'Play slideshow' }).isVisible()).resolves.toBe(true)
  })
})
