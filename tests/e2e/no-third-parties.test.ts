/**
 * No page of the site or the admin asks any host but Vitrine's own for anything (hardening issue,
 * item 7; editors' issue, item 2): every other host is blocked, and each request that tried to
 * leave fails the journey. Embedded players load from their providers only after a visitor presses
 * Play, which these walks never do.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, adminAxeBeyondBaseline, baseUrl, launchBrowser } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const ownHost = new URL(baseUrl).host

/** A window in which every request to another host is refused and written down. */
async function sealedWindow(): Promise<{ context: BrowserContext; page: Page; leaks: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
  const leaks: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.host === ownHost || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue()
    leaks.push(`${route.request().resourceType()} ${url.href} (from ${route.request().frame().url()})`)
    return route.abort('blockedbyclient')
  })
  return { context, page: await context.newPage(), leaks }
}

/** Loads a page and waits until the network has been quiet, so late requests are seen too. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status(), path).toBeLessThan(400)
}

describe('Nothing leaves for another host', () => {
  it('on the public pages a visitor walks', async () => {
    const { context, page, leaks } = await sealedWindow()
    for (const path of ['/', '/about', '/contact', '/blog', '/galleries', '/galleries/landscapes', '/galleries/videos', '/albums/portfolio']) {
      await visit(page, path)
    }
    const firstPost = await page.goto('/blog').then(() => page.locator('a[href^="/blog/"]').first().getAttribute('href'))
    if (firstPost) await visit(page, firstPost)
    const firstPhoto = await page.goto('/galleries/landscapes').then(() => page.locator('a[href^="/galleries/landscapes/"]').first().getAttribute('href'))
    if (firstPhoto) await visit(page, firstPhoto)
    expect(leaks).toEqual([])
    await context.close()
  })

  it('on every admin screen: dashboard, each collection and global, a document of each, the account; axe finds nothing beyond Payload’s known issues on any', async () => {
    const { context, page, leaks } = await sealedWindow()
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(admin.email)
    await page.locator('#field-password').fill(admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/admin$/)
    await page.waitForLoadState('networkidle')

    const links = await page.locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]').evaluateAll((anchors) =>
      [...new Set(anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))].filter((path) => !path.endsWith('/create')),
    )
    expect(links.length).toBeGreaterThan(5)
    const screens: string[] = []
    // Every screen is checked before the journey says which failed, so one run lists them all.
    const axeFindings: string[] = []
    const expectAdminAxeBaseline = async (_page: Page, screen: string) => {
      for (const finding of await adminAxeBeyondBaseline(page)) axeFindings.push(`${screen}: ${finding}`)
    }
    await expectAdminAxeBaseline(page, 'admin dashboard')
    for (const path of links) {
      await visit(page, path)
      await expectAdminAxeBaseline(page, path)
      screens.push(path)
      if (!path.startsWith('/admin/collections/')) continue
      const rows = page.locator('.table a[href*="/admin/collections/"]')
      const firstRow = (await rows.count()) > 0 ? await rows.first().getAttribute('href') : null
      if (firstRow) {
        await visit(page, firstRow)
        await expectAdminAxeBaseline(page, firstRow)
        screens.push(firstRow)
      }
      await visit(page, `${path}/create`)
      await expectAdminAxeBaseline(page, `${path}/create`)
      screens.push(`${path}/create`)
    }
    await visit(page, '/admin/account')
    await expectAdminAxeBaseline(page, '/admin/account')
    expect(screens.length).toBeGreaterThan(10)
    expect(leaks, `screens walked: ${screens.join(', ')}`).toEqual([])
    expect(axeFindings, "axe findings beyond Payload's known issues").toEqual([])
    await context.close()
  }, 600_000)
})
