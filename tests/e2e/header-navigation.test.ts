import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, expectNoAxeViolations, hydrationCommitted, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const phone = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

/** Adds up the page's layout shifts not caused by input (CLS), from the first paint. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number }
    w.__shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shifts += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)

/**
 * The header has hydrated once the menu button and every submenu button react (React attaches
 * its handlers on hydration; the buttons are separate client components).
 */
async function hydrated(page: Page) {
  await hydrationCommitted(page)
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll('.menu-toggle, .submenu-toggle')]
    return buttons.length > 1 && buttons.every((button) => Object.keys(button).some((key) => key.startsWith('__reactProps')))
  })
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  // One frame for the scroll listener, one for the attribute to land.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

describe('On a phone, a visitor uses the menu', () => {
  it('on a 375 px screen a visitor opens the menu, taps a link, and the menu is closed on the next page', async () => {
    const { page, errors } = await newVisitor(browser, phone)
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.isVisible()).resolves.toBe(false)
    await toggle.tap()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(nav.isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'home page with the phone menu open')
    await nav.getByRole('link', { name: 'Blog', exact: true }).tap()
    await page.waitForURL('**/blog')
    await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(nav.isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
  })

  it('closes the menu on a tap outside it and on Escape, and gives focus back to the menu button', async () => {
    const { page, errors } = await newVisitor(browser, phone)
    await page.goto('/about')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await toggle.tap()
    await nav.getByRole('link', { name: 'Home' }).focus()
    // A tap on the page below the open menu, on nothing focusable.
    await page.touchscreen.tap(187, 720)
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(nav.isVisible()).resolves.toBe(false)
    await expect(toggle.evaluate((button) => button === document.activeElement)).resolves.toBe(true)

    await toggle.tap()
    await expect(nav.isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(toggle.evaluate((button) => button === document.activeElement)).resolves.toBe(true)
    expect(errors).toEqual([])
  })

  it('works by keyboard alone: open, into a submenu and out again with Escape', async () => {
    const { page, errors } = await newVisitor(browser, phone)
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.keyboard.press('Tab') // Home
    await page.keyboard.press('Tab') // Galleries
    await page.keyboard.press('Tab') // Galleries submenu
    const submenuButton = page.getByRole('button', { name: 'More in Galleries' })
    await expect(submenuButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect(submenuButton.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Thumbnails')
    await expectNoAxeViolations(page, 'phone menu with the Galleries submenu open')
    await page.keyboard.press('Escape')
    await expect(submenuButton.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(submenuButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(toggle.evaluate((button) => button === document.activeElement)).resolves.toBe(true)
    // Tabbing past the last link closes the menu without taking focus anywhere unexpected.
    await page.keyboard.press('Enter')
    // By selector: once the menu closes, the hidden navigation has no role to be found by.
    const menu = page.locator('nav.site-nav')
    await page.keyboard.press('Tab') // Home
    await expect(menu.evaluate((nav) => nav.contains(document.activeElement))).resolves.toBe(true)
    for (let n = 0; n < 20 && (await menu.evaluate((nav) => nav.contains(document.activeElement))); n++) await page.keyboard.press('Tab')
    await expect(menu.evaluate((nav) => nav.contains(document.activeElement))).resolves.toBe(false)
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    expect(errors).toEqual([])
  })

  it('never shrinks the header on a phone, and nothing shifts', async () => {
    const { page, errors } = await newVisitor(browser, phone)
    await watchLayoutShifts(page)
    await page.goto('/')
    await hydrated(page)
    await scrollTo(page, 600)
    await expect(page.locator('#site-header').getAttribute('data-shrunk')).resolves.toBeNull()
    expect(await layoutShift(page)).toBe(0)
    // Nothing on the home page is wider than the phone.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375)
    expect(errors).toEqual([])
  })
})

  // Regression: the header sent the logo as uploaded (a 600 × 120 PNG of 8.7 KB) to show it
  // 40 px high; Lighthouse flagged it on every page ("properly size images").
  it('is sent a logo the size it shows, in AVIF, where it was sent the uploaded 600 px PNG', async () => {
    const { page, errors } = await newVisitor(browser, { ...phone, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
    const logos: string[] = []
    page.on('response', (response) => {
      if (/\/api\/media\/file\/[^/]*logo/.test(response.url())) logos.push(`${response.headers()['content-type']} ${new URL(response.url()).pathname}`)
    })
    await page.goto('/')
    const logo = page.locator('.site-header__brand img')
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    const shown = await logo.evaluate((img: HTMLImageElement) => ({ width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height, natural: img.naturalWidth, alt: img.alt }))
    expect(shown.height).toBe(40)
    expect(shown.alt).toBeTruthy()
    // 200 CSS px at 1.75 device pixels each: the 400 px variant, not the 600 px original.
    expect(shown.natural).toBeLessThanOrEqual(400)
    expect(logos).toHaveLength(1)
    expect(logos[0]).toMatch(/^image\/avif /)
    expect(errors).toEqual([])
  })

describe('On a wide screen, a visitor scrolls and uses the submenus', () => {
  it('shrinks the header after 60 px of scroll, with no layout shift, and handles a resize after 150 ms', async () => {
    const { page, errors } = await newVisitor(browser)
    await watchLayoutShifts(page)
    await page.goto('/')
    await hydrated(page)
    const header = page.locator('#site-header')
    await scrollTo(page, 60)
    await expect(header.getAttribute('data-shrunk')).resolves.toBeNull()
    await scrollTo(page, 61)
    await page.waitForFunction(() => document.getElementById('site-header')!.hasAttribute('data-shrunk'), undefined, { timeout: 2000 })
    await scrollTo(page, 2000)
    await scrollTo(page, 0)
    await expect(header.getAttribute('data-shrunk')).resolves.toBeNull()
    await scrollTo(page, 300)
    // Narrowed to a phone's width: the header changes only once resizing has stopped for 150 ms.
    await page.evaluate(() => {
      const w = window as unknown as { __lastResize: number; __unshrunk: number }
      window.addEventListener('resize', () => (w.__lastResize = performance.now()))
      new MutationObserver(() => (w.__unshrunk = performance.now())).observe(document.getElementById('site-header')!, { attributeFilter: ['data-shrunk'] })
    })
    await page.setViewportSize({ width: 700, height: 900 })
    await page.waitForFunction(() => !document.getElementById('site-header')!.hasAttribute('data-shrunk'))
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __lastResize: number; __unshrunk: number }
      return w.__unshrunk - w.__lastResize
    })
    expect(delay).toBeGreaterThanOrEqual(150)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.waitForFunction(() => document.getElementById('site-header')!.hasAttribute('data-shrunk'))
    expect(await layoutShift(page)).toBe(0)
    expect(errors).toEqual([])
  })

  it('opens a submenu by keyboard alone, and follows one of its links', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    await hydrated(page)
    const submenuButton = page.getByRole('button', { name: 'More in Galleries' })
    const submenu = page.locator('#site-nav-sub-1')
    await expect(submenu.isVisible()).resolves.toBe(false)
    await submenuButton.focus()
    await page.keyboard.press('Enter')
    await expect(submenuButton.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(submenu.isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'home page with the Galleries submenu open')
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Thumbnails')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/masonry-view')
    await page.getByRole('heading', { level: 1, name: 'Masonry view', exact: true }).waitFor()
    await expect(submenu.isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
  })

  it('opens a submenu on hover with the mouse', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Galleries', exact: true }).hover()
    await expect(page.locator('#site-nav-sub-1').isVisible()).resolves.toBe(true)
    await page.getByRole('link', { name: 'Album', exact: true }).click()
    await page.waitForURL('**/album-view')
    expect(errors).toEqual([])
  })
})

describe('The boxed header layout, chosen in the site settings', () => {
  it('fixes the navigation box after 40 px of scroll, with no layout shift', async () => {
    const { page, context, errors } = await newVisitor(browser)
    const login = await context.request.post('/api/users/login', { data: admin })
    expect(login.ok()).toBe(true)
    const setLayout = (headerLayout: 'boxed' | 'classic') => context.request.post('/api/globals/site', { data: { theme: { headerLayout } } })
    expect((await setLayout('boxed')).ok()).toBe(true)
    try {
      await context.clearCookies()
      await watchLayoutShifts(page)
      await page.goto('/')
      await hydrated(page)
      const header = page.locator('#site-header')
      await expect(header.getAttribute('data-layout')).resolves.toBe('boxed')
      await scrollTo(page, 40)
      await expect(header.getAttribute('data-fixed')).resolves.toBeNull()
      await scrollTo(page, 41)
      await page.waitForFunction(() => document.getElementById('site-header')!.hasAttribute('data-fixed'), undefined, { timeout: 2000 })
      await scrollTo(page, 1500)
      await expect(header.evaluate((element) => Math.round(element.getBoundingClientRect().top))).resolves.toBe(0)
      await expectNoAxeViolations(page, 'home page with the boxed navigation fixed')
      expect(await layoutShift(page)).toBe(0)
    } finally {
      await context.request.post('/api/users/login', { data: admin })
      await setLayout('classic')
    }
    expect(errors).toEqual([])
  })
})
