import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, expectNoAxeViolations, hydrated, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The overlay's transform once its transition has ended: identity when shown. */
const settledTransform = (tile: Locator) =>
  tile.locator('[data-hover-overlay]').evaluate(
    (overlay) =>
      new Promise<string>((resolve) => {
        setTimeout(() => resolve(getComputedStyle(overlay).transform), 450)
      }),
  )

describe('Service tiles with the hover-direction effect', () => {
  it('by mouse: the caption enters from the edge the pointer came in by and leaves by the one it went out by', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    const tile = page.locator('[data-hover-tile]').filter({ hasText: 'Commissions' })
    await hydrated(page.locator('.service-tiles'))
    await tile.scrollIntoViewIfNeeded()
    const box = (await tile.boundingBox())!
    // In from the left…
    await page.mouse.move(box.x - 20, box.y + box.height / 2)
    await page.mouse.move(box.x + 30, box.y + box.height / 2, { steps: 4 })
    await expect(tile.getAttribute('data-hover-from')).resolves.toBe('left')
    await expect(settledTransform(tile)).resolves.toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/)
    // …out through the bottom.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 5, { steps: 4 })
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 30, { steps: 4 })
    await expect(tile.getAttribute('data-hover-to')).resolves.toBe('bottom')
    await expect(settledTransform(tile)).resolves.toBe(`matrix(1, 0, 0, 1, 0, ${box.height})`)
    // In from the top.
    await page.mouse.move(box.x + box.width / 2, box.y - 20)
    await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 4 })
    await expect(tile.getAttribute('data-hover-from')).resolves.toBe('top')
    expect(errors).toEqual([])
  })

  it('by keyboard: focus on a tile shows its caption, and the link says where it goes', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    await hydrated(page.locator('.service-tiles'))
    const link = page.getByRole('link', { name: /^Workshops Small groups, early mornings/ })
    await link.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(settledTransform(page.locator('[data-hover-tile]').filter({ hasText: 'Workshops' }))).resolves.toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/)
    await expectNoAxeViolations(page, 'home page with a service tile focused')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/about')
    expect(errors).toEqual([])
  })
})

describe('Share icons', () => {
  it('link to each site’s share page with the page’s title, address and description, and load nothing from them', async () => {
    const { page, errors } = await newVisitor(browser)
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:')) foreign.push(request.url())
    })
    await page.goto('/blog/behind-the-landscapes-series')
    const share = page.getByRole('link', { name: 'Share on X (opens in a new tab)' })
    const href = new URL((await share.getAttribute('href'))!)
    expect(href.origin + href.pathname).toBe('https://x.com/intent/post')
    expect(href.searchParams.get('text')).toBe('Behind the landscapes series')
    expect(href.searchParams.get('url')).toBe(`${baseUrl}/blog/behind-the-landscapes-series`)
    expect(href.searchParams.get('hashtags')).toBe('studio')
    const mail = await page.getByRole('link', { name: 'Share by email' }).getAttribute('href')
    expect(mail).toContain('subject=Behind%20the%20landscapes%20series')
    expect(mail).toContain(encodeURIComponent('Early mornings, cold hands and the light that makes it worth it.'))
    await expect(page.getByRole('link', { name: /^Share on / }).count()).resolves.toBe(6)
    expect(foreign).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('A reader likes a post', () => {
  it('by mouse: idle → "..." while pending → the returned count, active, and not clickable again', async () => {
    const { page, errors } = await newVisitor(browser)
    let posts = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/likes', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      await held
      await route.continue()
    })
    // The button asks for the current count as soon as it hydrates.
    const state = page.waitForResponse((response) => response.url().includes('/likes?id='))
    await page.goto('/blog/welcome-to-the-studio')
    const button = page.getByRole('button', { name: /Like this post/ })
    await hydrated(button)
    await state
    const before = Number(await button.locator('.like-button__count').textContent())
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('false')
    await expectNoAxeViolations(page, 'a post with its like button idle')
    await button.click()
    await expect(button.locator('.like-button__count').textContent()).resolves.toBe('...')
    await expect(button.getAttribute('aria-busy')).resolves.toBe('true')
    await expectNoAxeViolations(page, 'a post with its like pending')
    release()
    await page.waitForFunction(() => document.querySelector('.like-button')?.getAttribute('data-state') === 'liked')
    const liked = page.getByRole('button', { name: /You like this post/ })
    await expect(liked.locator('.like-button__count').textContent()).resolves.toBe(String(before + 1))
    await expect(liked.getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(liked.getAttribute('aria-disabled')).resolves.toBe('true')
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' }).textContent()).resolves.toBe(`Thank you! ${before + 1} likes.`)
    await expectNoAxeViolations(page, 'a post just liked')
    // aria-disabled: Playwright will not click it, a person still can.
    await liked.click({ force: true })
    await page.waitForTimeout(300)
    expect(posts).toBe(1)
    // The next visit still knows: the visitor cookie.
    await page.reload()
    await page.waitForFunction(() => document.querySelector('.like-button')?.getAttribute('data-state') === 'liked')
    await expect(page.locator('.like-button__count').textContent()).resolves.toBe(String(before + 1))
    expect(errors).toEqual([])
  })

  it('by keyboard alone, as another reader', async () => {
    const { page, errors } = await newVisitor(browser)
    const state = page.waitForResponse((response) => response.url().includes('/likes?id='))
    await page.goto('/blog/printing-at-home-versus-a-lab')
    const button = page.getByRole('button', { name: /Like this post/ })
    await hydrated(button)
    await state
    const before = Number(await button.locator('.like-button__count').textContent())
    await button.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.querySelector('.like-button')?.getAttribute('data-state') === 'liked')
    await expect(page.locator('.like-button__count').textContent()).resolves.toBe(String(before + 1))
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    await expect(page.locator('.like-button__count').textContent()).resolves.toBe(String(before + 1))
    expect(errors).toEqual([])
  })
})
