import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, expectAdminAxeBaseline, expectNoAxeViolations, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await expectAdminAxeBaseline(page, 'admin login')
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin$/)
}

describe('An admin logs in and publishes a page that visitors then see', () => {
  it('creates a page with a rich-text block, publishes it, and a visitor reads it at its address', async () => {
    const editor = await newVisitor(browser)
    await logIn(editor.page)

    await editor.page.goto('/admin/collections/pages/create')
    await editor.page.locator('#field-title').fill('Spring exhibition')
    await editor.page.getByRole('button', { name: 'Add Layout' }).click()
    await editor.page.getByRole('button', { name: 'Rich text', exact: true }).click()
    const richText = editor.page.locator('.blocks-field [contenteditable="true"]').first()
    await richText.waitFor({ state: 'visible' })
    await richText.click()
    await editor.page.keyboard.type('Our spring exhibition opens on 1 May.')
    await expectAdminAxeBaseline(editor.page, 'admin page editor')

    // Before publishing, a visitor finds nothing at the address (in a window of its own: the
    // browser logs that expected 404 as a console error).
    const early = await newVisitor(browser)
    expect((await early.page.goto('/spring-exhibition'))?.status()).toBe(404)
    await early.context.close()
    const visitor = await newVisitor(browser)

    await editor.page.getByRole('button', { name: 'Publish changes' }).click()
    await editor.page.waitForURL(/\/admin\/collections\/pages\/\d+$/)
    await expect(editor.page.locator('#field-slug').inputValue()).resolves.toBe('spring-exhibition')

    const response = await visitor.page.goto('/spring-exhibition')
    expect(response?.status()).toBe(200)
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Spring exhibition')
    await expect(visitor.page.getByText('Our spring exhibition opens on 1 May.').isVisible()).resolves.toBe(true)
    await expect(visitor.page.title()).resolves.toBe('Spring exhibition · Vitrine Studio')
    await expectNoAxeViolations(visitor.page, 'published page')
    expect(visitor.errors).toEqual([])
  })

  it('offers the lightbox set, media player and social feed as blocks, and shows the Media page’s in the editor', async () => {
    const editor = await newVisitor(browser)
    await logIn(editor.page)
    await editor.page.goto('/admin/collections/pages/create')
    await editor.page.getByRole('button', { name: 'Add Layout' }).click()
    for (const block of ['Lightbox set', 'Media player', 'Social feed']) {
      await editor.page.getByRole('button', { name: block, exact: true }).waitFor()
    }
    await editor.page.keyboard.press('Escape')

    const response = await editor.page.request.get('/api/pages?where[slug][equals]=media&depth=0')
    const [media] = ((await response.json()) as { docs: { id: number }[] }).docs
    await editor.page.goto(`/admin/collections/pages/${media.id}`)
    for (const block of ['Lightbox set', 'Media player', 'Social feed']) await editor.page.getByText(block, { exact: true }).first().waitFor()
    await editor.page.getByText('Lightbox set', { exact: true }).first().scrollIntoViewIfNeeded()
    await editor.page.screenshot({ path: '.tmp/e2e-shots/admin-media-page.png' })
    await expectAdminAxeBaseline(editor.page, 'Media page in the editor')

    // Feed sources are an admin's setting; visitors cannot read them (their token stays on the server).
    await editor.page.goto('/admin/collections/feed-sources')
    await editor.page.getByRole('link', { name: /Studio/ }).first().waitFor()
    const anonymous = await newVisitor(browser)
    expect((await anonymous.page.request.get('/api/feed-sources')).status()).toBe(403)
    await anonymous.context.close()
    expect(editor.errors).toEqual([])
  })

  it('changes a cached page and visitors see the change on their next visit', async () => {
    const visitor = await newVisitor(browser)
    await visitor.page.goto('/about')
    await visitor.page.reload()
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('About')

    const editor = await newVisitor(browser)
    await logIn(editor.page)
    // Earlier journeys leave more pages than one page of the list shows: find it as an editor would.
    await editor.page.goto('/admin/collections/pages')
    await editor.page.getByPlaceholder(/^Search by/).fill('About')
    await editor.page.getByRole('link', { name: 'About', exact: true }).click()
    await editor.page.locator('#field-title').fill('About the studio')
    await editor.page.getByRole('button', { name: 'Publish changes' }).click()
    await editor.page.getByText('Updated successfully.').waitFor()

    await visitor.page.reload()
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('About the studio')
    await expectNoAxeViolations(visitor.page, 'edited page')
  })
})
