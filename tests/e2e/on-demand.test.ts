/**
 * Widgets whose code loads on demand (src/lib/on-demand.client.tsx): the home page shows every
 * widget, but its first load carries none of their code; each widget's code arrives when the
 * visitor scrolls to it, and the page does not move when it hydrates; without JavaScript the
 * lightbox set's links still show.
 */
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { holdIdleCallbacks, hydrated, hydrationCommitted, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Marks found only in one widget's code: a class name its component renders. */
const CODE_OF = {
  carousel: 'clients-carousel__viewport',
  slider: 'content-slider__viewport',
  pieChart: 'pie__track',
  contactForm: 'wpcf7-spinner',
} as const

/** Every script the page fetches, with its text, and the page's layout shifts (as CLS counts them). */
async function watchPage(page: Page) {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    response.text().then(
      (text) => scripts.push(text),
      () => undefined,
    )
  })
  await page.addInitScript(() => {
    const record = { shift: 0 }
    ;(window as unknown as { layoutShift: typeof record }).layoutShift = record
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return {
    fetched: (mark: string) => scripts.some((text) => text.includes(mark)),
    layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: { shift: number } }).layoutShift.shift),
  }
}

describe('Widgets load on demand', () => {
  it('the home page fetches a widget’s code only when the visitor scrolls to it, and nothing moves when it wakes up', async () => {
    const { page, errors } = await newVisitor(browser)
    const watch = await watchPage(page)
    await page.goto('/')
    await hydrationCommitted(page)
    await page.waitForLoadState('networkidle')
    // Below the fold: not fetched yet, though the widgets' HTML is all there.
    await expect(page.getByRole('region', { name: 'Trusted by' }).count()).resolves.toBe(1)
    expect(watch.fetched(CODE_OF.carousel)).toBe(false)
    expect(watch.fetched(CODE_OF.pieChart)).toBe(false)
    // The home page has no contact form: its script is never fetched.
    expect(watch.fetched(CODE_OF.contactForm)).toBe(false)

    const next = page.getByRole('button', { name: 'Next clients' })
    await hydrated(next)
    // The script's text is read as its response ends, a moment after the widget has hydrated.
    await expect.poll(() => watch.fetched(CODE_OF.carousel)).toBe(true)
    await next.click()
    await page.getByText('Page 2 of 2').waitFor()

    const chart = page.locator('.pie').first()
    await hydrated(chart)
    // The script's text is read as its response ends, a moment after the widget has hydrated.
    await expect.poll(() => watch.fetched(CODE_OF.pieChart)).toBe(true)
    await page.waitForTimeout(300)
    expect(await watch.layoutShift()).toBe(0)
    expect(errors).toEqual([])
  })

  // Regression: a tap that came before the widget's code reached server HTML with nothing behind
  // it and was lost (the accordion stayed closed until a second tap).
  it('a tap on a widget before its code has arrived is not lost: the accordion opens once it comes', async () => {
    const { page, errors } = await newVisitor(browser, { viewport: { width: 375, height: 800 } })
    let slowScripts = false
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (slowScripts && route.request().resourceType() === 'script') await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.continue()
    })
    await page.goto('/')
    await hydrationCommitted(page)
    await page.waitForLoadState('networkidle')
    slowScripts = true
    const question = page.getByRole('button', { name: 'Can I visit the studio?' })
    await question.scrollIntoViewIfNeeded()
    await question.click()
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('false')
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.includes('Can I visit the studio?'))
      return button?.getAttribute('aria-expanded') === 'true'
    }, undefined, { timeout: 10_000 })
    await expect(page.getByText('Yes, by appointment.').isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a phone draws the page from its HTML alone: no style sheet is fetched until it wakes; then the links React rendered are back, and nothing moves', async () => {
    const { page, errors } = await newVisitor(browser, { viewport: { width: 412, height: 823 } })
    const sheets: string[] = []
    page.on('request', (request) => request.resourceType() === 'stylesheet' && sheets.push(new URL(request.url()).pathname))
    await page.addInitScript(() => {
      const record = { shift: 0 }
      ;(window as unknown as { layoutShift: typeof record }).layoutShift = record
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    await page.waitForLoadState('load')
    const inlined = await page.evaluate(() => [...document.querySelectorAll('style[data-vitrine-inlined]')].map((style) => style.getAttribute('data-vitrine-inlined')))
    expect(inlined.length).toBeGreaterThan(0)
    expect(sheets).toEqual([])
    await expect(page.locator('link[rel="stylesheet"]').count()).resolves.toBe(0)
    const before = await page.evaluate(() => ({ header: document.querySelector('.site-header')?.getBoundingClientRect().toJSON(), h1: getComputedStyle(document.querySelector('h1')!).fontFamily }))

    await hydrationCommitted(page)
    await page.waitForFunction(
      (count) => document.querySelectorAll('link[rel="stylesheet"][data-precedence]').length >= count && [...document.querySelectorAll('style[data-vitrine-inlined]')].every((style) => style.textContent === ''),
      inlined.length,
    )
    const links = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"][data-precedence]')].map((link) => link.getAttribute('href')))
    // Each link once: React took the ones brought back as its own and added none.
    expect([...links].sort()).toEqual([...inlined].sort())
    const after = await page.evaluate(() => ({ header: document.querySelector('.site-header')?.getBoundingClientRect().toJSON(), h1: getComputedStyle(document.querySelector('h1')!).fontFamily }))
    expect(after).toEqual(before)
    expect(await page.evaluate(() => (window as unknown as { layoutShift: { shift: number } }).layoutShift.shift)).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  // Regression: the load event often comes before the first paint (the images are in before the
  // page is laid out), and the prefetch started at load then competed with that paint: in half
  // of the loads here, and in Lighthouse's, which counted it into the gallery's largest paint.
  it('a phone fetches the page’s scripts ahead of use only once the page is painted, and then fetches them all', async () => {
    for (const path of ['/galleries/landscapes', '/contact', '/galleries/landscapes', '/contact', '/galleries/landscapes', '/contact']) {
      const { page, errors } = await newVisitor(browser, { viewport: { width: 412, height: 823 } })
      await page.goto(path)
      const expected = await page.evaluate(() => document.querySelectorAll('script[data-src], style[data-vitrine-inlined]').length)
      expect(expected, path).toBeGreaterThan(0)
      await page.waitForFunction((count) => document.querySelectorAll('link[rel="prefetch"]').length >= count, expected, { timeout: 15_000 })
      const timing = await page.evaluate(async () => {
        const hrefs = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href))
        // The fetches themselves, as resource timing has them (it lists a file once it is in).
        const fetched = () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => hrefs.has(entry.name))
        for (let wait = 0; fetched().length < hrefs.size && wait < 100; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100))
        return {
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          prefetched: fetched().map((entry) => entry.startTime),
        }
      })
      expect(timing.prefetched.length, path).toBeGreaterThan(0)
      expect(Math.min(...timing.prefetched), path).toBeGreaterThan(timing.painted)
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('a phone lays out only the blocks near its screen at first, a keyboard focus ring at a block’s edge is drawn whole, and once the phone is idle every block is laid out, so a jump down moves nothing', async () => {
    const { page, errors } = await newVisitor(browser, { viewport: { width: 412, height: 823 } })
    const runIdle = await holdIdleCallbacks(page)
    const watch = await watchPage(page)
    // Each block: whether its content is drawn (not skipped by `content-visibility: auto`), and whether it is on screen.
    const blocks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.page > :is(.widget, .gallery-block)')].map((block) => {
          const box = block.getBoundingClientRect()
          const content = block.firstElementChild as Element & { checkVisibility(options: { contentVisibilityAuto: boolean }): boolean }
          return { name: block.className, drawn: content.checkVisibility({ contentVisibilityAuto: true }), onScreen: box.bottom > 0 && box.top < innerHeight }
        }),
      )
    await page.goto('/')
    await page.waitForLoadState('load')
    const atLoad = await blocks()
    expect(atLoad.length).toBeGreaterThan(5)
    expect(atLoad.at(-1)).toMatchObject({ drawn: false, onScreen: false })
    expect(atLoad.filter((block) => !block.drawn).length).toBeGreaterThan(3)
    // Scrolling down draws each block as it comes; nothing on screen moves.
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)); y += 300) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      for (const block of await blocks()) if (block.onScreen) expect(block, `at ${y} px`).toMatchObject({ drawn: true })
    }
    expect(await watch.layoutShift()).toBe(0)

    // The share links sit at their block's left edge; the focus ring (3 px, 2 px outside) is drawn there.
    const link = page.locator('.share-icons__link').first()
    await link.scrollIntoViewIfNeeded()
    await page.keyboard.press('Shift')
    await link.focus()
    await expect(link.evaluate((element) => element.matches(':focus-visible'))).resolves.toBe(true)
    const edge = await link.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return { blockLeft: element.closest('.widget')!.getBoundingClientRect().left, left: box.left, middle: box.top + box.height / 2 }
    })
    expect(edge.left - edge.blockLeft).toBeLessThan(1)
    const ring = await page.screenshot({ clip: { x: Math.round(edge.left) - 4, y: Math.round(edge.middle), width: 1, height: 1 } })
    const { data } = await sharp(ring).raw().toBuffer({ resolveWithObject: true })
    const outline = (await link.evaluate((element) => getComputedStyle(element).outlineColor)).match(/\d+/g)!.map(Number)
    for (const channel of [0, 1, 2]) expect(Math.abs(data[channel]! - outline[channel]!), `the ring's colour ${outline.join(',')} at the edge`).toBeLessThan(24)

    // Idle: every block is laid out in turn; then a jump from the top to the last block moves nothing.
    await link.blur()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await runIdle()
    expect((await blocks()).filter((block) => !block.drawn)).toEqual([])
    const shifted = await watch.layoutShift()
    await page.locator('.share-icons-block').scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    expect(await watch.layoutShift()).toBe(shifted)

    // A reload puts the visitor back where they were from the layout: every block is laid out from the start.
    await page.reload()
    await page.waitForLoadState('load')
    expect((await blocks()).filter((block) => !block.drawn)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a phone loading the home page fetches the two typefaces it shows, not the italics it does not use', async () => {
    const { page, errors } = await newVisitor(browser, { viewport: { width: 412, height: 823 } })
    const fonts: string[] = []
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname))
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(fonts.some((font) => /inter_latin_wght_400_700_normal/.test(font)), fonts.join(', ')).toBe(true)
    expect(fonts.some((font) => /fraunces_latin_wght_400_700_normal/.test(font)), fonts.join(', ')).toBe(true)
    expect(fonts.filter((font) => /italic/.test(font))).toEqual([])
    expect(errors).toEqual([])
  })

  it('on a phone, the header, hero and text below sit where they sit in the typefaces while the system font stands in for them', async () => {
    // What a phone shows while the fonts are still on their way (they are never there here), then with them.
    const selectors = ['.site-header', '.hero__content h1', '.hero__content p', '.hero__content .button', 'main .prose']
    const boxes = async (blockFonts: boolean) => {
      const { page, errors } = await newVisitor(browser, { viewport: { width: 412, height: 823 } })
      try {
        if (blockFonts) await page.route(/\.woff2$/, (route) => route.abort())
        await page.goto('/')
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => document.fonts.ready)
        const found = await page.evaluate(
          (list) =>
            Object.fromEntries(
              list.map((selector) => {
                const box = document.querySelector(selector)?.getBoundingClientRect()
                return [selector, box ? { top: box.top, height: box.height } : null]
              }),
            ),
          selectors,
        )
        const families = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('Fallback')).map((face) => face.family))
        // Only the blocked font files may fail to load, and only when they are blocked.
        expect(errors.filter((error) => !(blockFonts && /Failed to load resource/.test(error) && /\.woff2/.test(error)))).toEqual([])
        return { found, families }
      } finally {
        await page.context().close()
      }
    }
    const fallback = await boxes(true)
    const webFonts = await boxes(false)
    expect(fallback.families).toEqual([])
    expect(webFonts.families.length).toBeGreaterThanOrEqual(2)
    // The same place and height, to the pixel (sub-pixel rounding aside).
    for (const selector of selectors) {
      const [alone, withFonts] = [fallback.found[selector], webFonts.found[selector]]
      expect(alone, `${selector} is on the page`).not.toBeNull()
      expect(Math.abs(alone!.top - withFonts!.top), `${selector}: top ${alone!.top} without the fonts, ${withFonts!.top} with them`).toBeLessThanOrEqual(1)
      expect(Math.abs(alone!.height - withFonts!.height), `${selector}: height ${alone!.height} without the fonts, ${withFonts!.height} with them`).toBeLessThanOrEqual(1)
    }
  })

  it('on a wide screen, a typeface that comes late moves nothing: the system font that stands in stays for that visit (decision 048)', async () => {
    // The menu is 7 px narrower in the stand-in than in Inter, and right-aligned.
    const navWidth = async (fontDelayMs: number) => {
      const { page, errors } = await newVisitor(browser)
      try {
        if (fontDelayMs) await page.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, fontDelayMs))
          await route.continue()
        })
        const watch = await watchPage(page)
        // On time: a second page, with the files in the browser's cache.
        if (!fontDelayMs) await page.goto('/', { waitUntil: 'networkidle' })
        await page.goto('/')
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(fontDelayMs + 500)
        expect(await watch.layoutShift(), `fonts ${fontDelayMs} ms late`).toBe(0)
        expect(errors).toEqual([])
        return await page.locator('#site-nav').evaluate((nav) => nav.getBoundingClientRect().width)
      } finally {
        await page.context().close()
      }
    }
    const late = await navWidth(1_000)
    const onTime = await navWidth(0)
    expect(Math.abs(late - onTime), 'the menu stayed in the stand-in font, and the next page has Inter').toBeGreaterThan(1)
  })

  it('on a phone, a demo page whose gallery starts on the first screen draws it in its first layout: nothing moves (decision 047)', async () => {
    for (const path of ['/thumbnails-view', '/masonry-view', '/mosaic-view', '/blog-style-view', '/slideshow-view', '/album-view']) {
      const { page, errors } = await newVisitor(browser, { viewport: { width: 412, height: 823 } })
      const watch = await watchPage(page)
      await page.goto(path)
      await page.waitForLoadState('load')
      await page.waitForTimeout(300)
      const firstBlockTop = await page.evaluate(() => document.querySelector('.page > :is(.widget, .gallery-block)')!.getBoundingClientRect().top)
      expect(firstBlockTop, `${path}: the gallery starts on the first screen`).toBeLessThan(823)
      expect(await watch.layoutShift(), path).toBe(0)
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('the contact page enhances its form once the visitor is about to use it', async () => {
    const { page, errors } = await newVisitor(browser)
    const watch = await watchPage(page)
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    expect(watch.fetched(CODE_OF.contactForm)).toBe(false)
    await page.locator('form.wpcf7-form').hover()
    await page.locator('.wpcf7.js').waitFor({ state: 'attached' })
    // The script's text is read as its response ends, a moment after the widget has hydrated.
    await expect.poll(() => watch.fetched(CODE_OF.contactForm)).toBe(true)
    expect(watch.fetched(CODE_OF.slider)).toBe(false)
    expect(errors).toEqual([])
  })

  // Decision 043: a page's scripts start when it needs them.
  it('a visitor who only reads runs none of the page’s scripts; the first move of the pointer wakes it, and a slider that plays wakes it by coming near', async () => {
    const { page, errors } = await newVisitor(browser, { viewport: { width: 412, height: 823 } })
    const ran: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && ran.push(new URL(request.url()).pathname))
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(ran).toEqual([])
    await expect(page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).resolves.toBe(false)
    await page.mouse.move(10, 10)
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    expect(ran.length).toBeGreaterThan(0)

    // A screen tall enough to hold the content slider, which plays on its own: the page wakes
    // with no one touching it, and the slider moves on by itself.
    const tall = await newVisitor(browser, { viewport: { width: 412, height: 3200 } })
    await tall.page.goto('/')
    await tall.page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 })
    const currentSlide = tall.page.locator('.content-slider button[aria-current="true"]')
    const first = await currentSlide.textContent()
    await expect.poll(() => currentSlide.textContent(), { timeout: 9_000 }).not.toBe(first)
    expect([...errors, ...tall.errors]).toEqual([])
    await tall.context.close()
  })

  it('without JavaScript every widget is where the page puts it, not in a hidden element waiting for a script', async () => {
    // React outlines a finished widget past 12.8 KB of page into <div hidden id="S:n"> plus a
    // script that moves it back (docs/decisions/041-inline-finished-boundaries.md).
    const { page } = await newVisitor(browser, { javaScriptEnabled: false })
    for (const round of [1, 2]) {
      await page.goto('/')
      expect(await page.locator('div[hidden][id^="S:"]').count(), `outlined parts of the home page, round ${round}`).toBe(0)
      for (const widget of ['.service-tiles', '.content-slider', '.pie', '.tabs', '.accordion', '.toggles', '.clients-carousel']) {
        await expect(page.locator(widget).first().isVisible(), `${widget} on the home page`).resolves.toBe(true)
      }
      await page.goto('/media')
      expect(await page.locator('div[hidden][id^="S:"]').count(), `outlined parts of the media page, round ${round}`).toBe(0)
      await expect(page.locator('.media-player-block audio, .media-player-block video').first().isVisible()).resolves.toBe(true)
    }
  })

  it('without JavaScript the lightbox set shows its links: they are not in a hidden element waiting for a script', async () => {
    const { page } = await newVisitor(browser, { javaScriptEnabled: false })
    // The first answer (rendered for this request, or at the start) and the second (from the page cache).
    for (const round of [1, 2]) {
      await page.goto('/media')
      const hiddenLinks = await page.evaluate(() => document.querySelectorAll('div[hidden] .photo-set, div[hidden] a[data-set-index]').length)
      expect(hiddenLinks, `round ${round}`).toBe(0)
      await expect(page.getByRole('link', { name: 'Valley fog (photo 3 of 8, opens in a viewer)' }).isVisible()).resolves.toBe(true)
    }
  })
})
