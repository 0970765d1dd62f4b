/**
 * Popup journeys that write: comments with the captcha and moderation, ratings, and an order
 * request from the price list. The captcha's digits are only in its picture; the journey reads
 * them as a person would not, by finding which five digits match the challenge's stored hash
 * (with the server's secret from its data folder), so nothing in the product has a test mode.
 */
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadRuntimeSecret } from '@/lib/revalidate-token'

import { expectNoAxeViolations, launchBrowser, newVisitor } from './browser'
import { api, expectCounter, findOne, galleryImages, popup, withSettings } from './lightbox-helpers'

let browser: Browser
let landscapes: { id: number }
let photos: { id: number; alt: string }[]
let restore: () => Promise<void>

beforeAll(async () => {
  browser = await launchBrowser()
  landscapes = await findOne('galleries', 'where[slug][equals]=landscapes')
  photos = (await galleryImages(landscapes.id)) as unknown as { id: number; alt: string }[]
  restore = await withSettings({ enableComments: true, commentModeration: false, enableRating: true, enableEcommerce: true, autoplay: false })
})

afterAll(async () => {
  await restore?.()
  await browser?.close()
})

/** The digits of the visitor's current captcha, found from its stored hash. */
async function captchaAnswer(context: BrowserContext): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR!
  const secret = payloadRuntimeSecret(fs.readFileSync(path.join(dataDir, '.secret'), 'utf8').trim())
  const token = (await context.cookies()).find((cookie) => cookie.name === 'vitrine_captcha')?.value
  expect(token, 'the captcha cookie').toBeTruthy()
  const db = createClient({ url: `file:${path.join(dataDir, 'e2e.db')}` })
  try {
    const { rows } = await db.execute({ sql: 'SELECT answer_hash FROM comment_captchas WHERE token = ?', args: [token!] })
    const hash = String(rows[0]?.answer_hash)
    for (let n = 0; n < 100_000; n++) {
      const code = String(n).padStart(5, '0')
      if (createHmac('sha256', secret).update(`vitrine:captcha\n${token}\n${code}`).digest('hex') === hash) return code
    }
  } finally {
    db.close()
  }
  throw new Error('No five digits match the captcha')
}

describe('A visitor takes part', () => {
  it('comments after ticking the privacy box and solving the captcha; with moderation on it appears only after an admin approves it', async () => {
    const putBack = await withSettings({ commentModeration: true })
    try {
      const { page, context, errors } = await newVisitor(browser)
      const photo = photos[2]!
      await page.goto(`/galleries/landscapes#bwg${landscapes.id}/${photo.id}`)
      await popup(page).waitFor()
      await page.getByRole('button', { name: 'Comments' }).click()
      const form = page.locator('form[name="commentform"]')
      await form.waitFor()
      await page.getByText('No comments yet.').waitFor()
      const send = form.getByRole('button', { name: 'Send comment' })
      expect(await send.isDisabled()).toBe(true)

      // A required field left empty: its name, an asterisk, the message; marked and focused.
      await form.getByLabel(/^Comment\*?$/).fill('The light on the ridge!')
      await form.getByRole('checkbox').check()
      expect(await send.isDisabled()).toBe(false)
      await send.click()
      await expect(form.locator('.vitrine-comments__error').first().textContent()).resolves.toBe('Name* field is required.')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('bwg_name')
      expect(await form.getByLabel(/^Name\*?$/).getAttribute('aria-invalid')).toBe('true')

      await form.getByLabel(/^Name\*?$/).fill('Ada <b>Lovelace</b>')
      await form.getByLabel(/^E-mail\*?$/).fill('  ada@example.com ')
      await form.locator('img').evaluate((img: HTMLImageElement) => img.complete || new Promise((resolve) => img.addEventListener('load', resolve, { once: true })))
      const firstPicture = await form.locator('img').getAttribute('src')
      await form.getByLabel(/^Security code\*?$/).fill(await captchaAnswer(context))
      await send.click()
      await form.getByText('Thank you. Your comment will appear once it has been approved.').waitFor()
      // A new picture (a new suffix), and the code field emptied.
      await page.waitForFunction((src) => document.querySelector('form[name="commentform"] img')?.getAttribute('src') !== src, firstPicture).catch(() => undefined)
      expect(await form.getByLabel(/^Security code\*?$/).inputValue()).toBe('')
      expect(await page.getByText('The light on the ridge!').count()).toBe(0)
      await expectNoAxeViolations(page, 'comments sidebar after a comment')

      // An admin publishes it; the visitor sees it, as text, with the count raised.
      const { docs } = await api<{ docs: { id: number; name: string; published: boolean }[] }>(`/image-comments?where[image][equals]=${photo.id}&depth=0`)
      expect(docs.map((doc) => [doc.name, doc.published])).toEqual([['Ada <b>Lovelace</b>', false]])
      await api(`/image-comments/${docs[0]!.id}`, { method: 'PATCH', body: JSON.stringify({ published: true }) })
      await page.reload()
      await popup(page).waitFor()
      await page.getByRole('button', { name: 'Comments' }).click()
      await page.getByText('The light on the ridge!').waitFor()
      expect(await page.locator('.vitrine-comments__list strong').first().textContent()).toBe('Ada <b>Lovelace</b>')
      expect(await page.locator('.vitrine-comments__list b').count()).toBe(0)
      expect(await page.locator('#vitrine-popup-info').textContent()).toContain('1 comment')
      expect(errors).toEqual([])
    } finally {
      await putBack()
    }
  })

  it('rates a photo and the average updates; rating again changes, not adds', async () => {
    const photo = photos[6]!
    const before = await api<{ avgRating: number; rateCount: number }>(`/gallery-images/${photo.id}?depth=0`)
    const { page, errors } = await newVisitor(browser)
    await page.goto(`/galleries/landscapes#bwg${landscapes.id}/${photo.id}`)
    await popup(page).waitFor()
    const average = page.getByTestId('rating-average')
    await page.getByRole('radio', { name: '4 stars' }).check()
    await page.getByText('Thank you: you rated this image 4 of 5.').waitFor()
    const count = (before.rateCount ?? 0) + 1
    await expect(average.textContent()).resolves.toMatch(new RegExp(`\\(${count} votes?\\)`))
    await page.getByRole('radio', { name: '2 stars' }).check()
    await page.getByText('Thank you: you rated this image 2 of 5.').waitFor()
    await expect(average.textContent()).resolves.toMatch(new RegExp(`\\(${count} votes?\\)`))
    const after = await api<{ avgRating: number; rateCount: number }>(`/gallery-images/${photo.id}?depth=0`)
    expect(after.rateCount).toBe(count)
    expect(after.avgRating).toBeCloseTo(((before.avgRating ?? 0) * (before.rateCount ?? 0) + 2) / count, 6)
    expect(errors).toEqual([])
  })

  it('opens the price list from open_ecommerce=1, adds an option to the cart and sends an order request that arrives as mail', async () => {
    const forSale = photos[0]!
    const { page, errors } = await newVisitor(browser)
    await page.goto(`/galleries/landscapes?image_id=${forSale.id}&open_ecommerce=1`)
    await page.locator('.vitrine-shop__tabs').waitFor()
    await expectCounter(page, `1 of ${photos.length}`)
    await page.getByRole('tab', { name: 'Options' }).click()
    await page.getByRole('button', { name: 'Add to cart: Frame' }).click()
    await page.getByText('Added to your cart: Frame.').waitFor()
    await page.getByRole('tab', { name: /Add to cart/ }).click()
    await page.getByText(/1 × Frame of/).waitFor()
    await page.getByLabel(/^Name\*?$/).fill('Grace Hopper')
    await page.getByLabel(/^E-mail\*?$/).fill('grace@example.com')
    await page.getByLabel(/^Message$/).fill('In oak, please.')
    await page.getByRole('button', { name: 'Send order request' }).click()
    await page.getByText(/your order request has been sent/).waitFor()

    type Order = { docs: { email: string; mailStatus: string; mailError: string | null }[] }
    let order: Order['docs'][number] | undefined
    for (let tries = 0; tries < 90 && order?.mailStatus !== 'sent'; tries++) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 1000))
      order = (await api<Order>('/order-requests?where[email][equals]=grace@example.com&depth=0&sort=-createdAt')).docs[0]
    }
    expect(order).toMatchObject({ email: 'grace@example.com', mailStatus: 'sent' })
    expect(errors).toEqual([])
  })
})
