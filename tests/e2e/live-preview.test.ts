/**
 * Editors' side, items 2 and 3: an editor previews a draft beside the editor while visitors keep
 * the published page; the admin's code editors load from the site itself.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, baseUrl, expectAdminAxeBaseline, expectNoAxeViolations, launchBrowser, newVisitor } from './browser'

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
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin$/)
}

async function pageId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/pages?where[slug][equals]=${slug}&depth=0`)
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

describe('An editor previews a draft and visitors still see the published page', () => {
  it('shows the typed title beside the editor, at 1280 px, while an anonymous visitor reads the published one', async () => {
    const editor = await newVisitor(browser, { viewport: { width: 1600, height: 1000 } })
    await logIn(editor.page)
    const id = await pageId(editor.page, 'about')
    await editor.page.goto(`/admin/collections/pages/${id}`)
    const title = editor.page.locator('#field-title')
    await title.waitFor()
    // What visitors read now (the editor may already hold a newer draft).
    const visitor = await newVisitor(browser)
    await visitor.page.goto('/about')
    const published = (await visitor.page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    expect(published).not.toBe('')

    // The live preview opens beside the editor, on the page itself, in draft mode.
    // Payload remembers per editor whether the preview was open: open it unless it already is.
    const toggler = editor.page.getByRole('button', { name: 'Live Preview' })
    await toggler.waitFor()
    await editor.page.waitForTimeout(500)
    if (!(await editor.page.locator('iframe.iframe-loader__iframe').isVisible())) await toggler.click()
    const frame = editor.page.frameLocator('iframe.iframe-loader__iframe')
    await frame.getByRole('region', { name: 'Draft preview' }).waitFor()
    await expect(frame.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(await title.inputValue())

    // The editor types; autosave keeps a draft and the preview shows it.
    const draftTitle = `${published} (draft ${Date.now().toString(36)})`
    await title.fill(draftTitle)
    await frame.getByRole('heading', { level: 1, name: draftTitle }).waitFor({ timeout: 20_000 })
    await editor.page.screenshot({ path: '.tmp/e2e-shots/live-preview-1280.png' })
    await expectAdminAxeBaseline(editor.page, 'page editor with its live preview')
    // Payload remembers the open preview for this admin: close it, so later journeys find the editor as usual.
    await toggler.click()
    await editor.page.locator('iframe.iframe-loader__iframe').waitFor({ state: 'hidden' })

    // A visitor, and even someone holding the editor's draft-mode cookie without a session, read
    // the published page.
    await visitor.page.goto('/about')
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(published)
    await expect(visitor.page.getByText(draftTitle).count()).resolves.toBe(0)
    const draftCookie = (await editor.context.cookies()).find((cookie) => cookie.name === '__prerender_bypass')
    expect(draftCookie, 'the preview turned draft mode on').toBeTruthy()
    await visitor.context.addCookies([{ ...draftCookie!, domain: new URL(baseUrl).hostname }])
    await visitor.page.goto('/about')
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(published)
    await expect(visitor.page.getByRole('region', { name: 'Draft preview' }).count()).resolves.toBe(0)
    const refused = await visitor.page.request.get('/preview?path=/about', { maxRedirects: 0 })
    expect(refused.status()).toBe(401)
    await expect(refused.text()).resolves.toContain('Sign in')
    expect(visitor.errors).toEqual([])

    // The editor's own tab shows the draft with the preview bar, which passes axe, and leaves it.
    const own = await editor.context.newPage()
    await own.goto(`/preview?path=${encodeURIComponent('/about')}`)
    await own.getByRole('heading', { level: 1, name: draftTitle }).waitFor()
    await expectNoAxeViolations(own, 'draft preview')
    await own.getByRole('link', { name: 'Leave the preview' }).click()
    await own.getByRole('heading', { level: 1, name: published }).waitFor()

    // Leave the page as it was found: the admin's list shows the newest draft's title, and later
    // journeys find the page there by its published title.
    await title.fill(published)
    await expect
      .poll(async () => ((await (await editor.page.request.get(`/api/pages/${id}?draft=true&depth=0`)).json()) as { title: string }).title, { timeout: 20_000 })
      .toBe(published)
    await editor.context.close()
    await visitor.context.close()
  })

  it('previews a gallery’s draft with its photos beside the editor, while visitors see the published gallery', async () => {
    const editor = await newVisitor(browser, { viewport: { width: 1600, height: 1000 } })
    await logIn(editor.page)
    const listed = await editor.page.request.get('/api/galleries?where[_status][equals]=published&sort=createdAt&limit=1&depth=0')
    const gallery = ((await listed.json()) as { docs: { id: number; slug: string; name: string }[] }).docs[0]!
    const visitor = await newVisitor(browser)
    await visitor.page.goto(`/galleries/${gallery.slug}`)
    await visitor.page.getByRole('heading', { level: 1, name: gallery.name }).waitFor()

    await editor.page.goto(`/admin/collections/galleries/${gallery.id}`)
    const name = editor.page.locator('#field-name')
    await name.waitFor()
    const toggler = editor.page.getByRole('button', { name: 'Live Preview' })
    await toggler.waitFor()
    await editor.page.waitForTimeout(500)
    if (!(await editor.page.locator('iframe.iframe-loader__iframe').isVisible())) await toggler.click()
    const frame = editor.page.frameLocator('iframe.iframe-loader__iframe')
    await frame.getByRole('region', { name: 'Draft preview' }).waitFor()

    // The editor renames the gallery; the autosaved draft shows beside the editor, photos and all.
    const draftName = `${gallery.name} (draft ${Date.now().toString(36)})`
    await name.fill(draftName)
    await frame.getByRole('heading', { level: 1, name: draftName }).waitFor({ timeout: 20_000 })
    await expect(frame.locator('main img').count()).resolves.toBeGreaterThan(0)
    await editor.page.screenshot({ path: '.tmp/e2e-shots/live-preview-gallery-1280.png' })
    await toggler.click()
    await editor.page.locator('iframe.iframe-loader__iframe').waitFor({ state: 'hidden' })

    // Visitors still see the published gallery, from the cache and fresh.
    await visitor.page.goto(`/galleries/${gallery.slug}`)
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(gallery.name)
    await expect(visitor.page.getByText(draftName).count()).resolves.toBe(0)
    await visitor.page.goto(`/galleries/${gallery.slug}?fresh=${Date.now()}`)
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(gallery.name)
    expect(visitor.errors).toEqual([])

    // Leave it as it was found.
    await name.fill(gallery.name)
    await expect
      .poll(async () => ((await (await editor.page.request.get(`/api/galleries/${gallery.id}?draft=true&depth=0`)).json()) as { name: string }).name, { timeout: 20_000 })
      .toBe(gallery.name)
    await editor.context.close()
    await visitor.context.close()
  })

  it('refuses a preview that would leave the site', async () => {
    const visitor = await newVisitor(browser)
    for (const path of ['//evil.example/', 'https://evil.example/', '/admin', '']) {
      const response = await visitor.page.request.get(`/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
      expect(response.status(), path).toBe(400)
    }
    await visitor.context.close()
  })
})

describe('The admin’s code editors load from the site itself', () => {
  it('shows the contact form’s template in the code editor with every other host blocked', async () => {
    const editor = await newVisitor(browser)
    const ownHost = new URL(baseUrl).host
    const leaks: string[] = []
    await editor.context.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (url.host === ownHost || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue()
      leaks.push(url.href)
      return route.abort('blockedbyclient')
    })
    await logIn(editor.page)
    const forms = await editor.page.request.get('/api/contact-forms?depth=0&limit=1')
    const [form] = ((await forms.json()) as { docs: { id: number }[] }).docs
    await editor.page.goto(`/admin/collections/contact-forms/${form!.id}`)
    const code = editor.page.locator('.code-field .monaco-editor').first()
    await code.waitFor({ timeout: 30_000 })
    // Monaco draws the lines it has room for, and the field grows to its content after it mounts.
    await expect.poll(() => code.locator('.view-lines').textContent(), { timeout: 15_000 }).toMatch(/email\*\s+your-email/)
    await editor.page.screenshot({ path: '.tmp/e2e-shots/admin-code-editor.png' })
    expect(leaks).toEqual([])
    await editor.context.close()
  })
})
