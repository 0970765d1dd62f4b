/**
 * The admin's dashboard (issue 13, item 7; decision 038), in Chromium: an admin signs in and
 * finds the demo month drawn (a chart per figure, each with its table listing the seeded numbers),
 * a visitor's page view shows up after the server's flush, and axe finds nothing on the
 * whole page, Payload's parts included (src/cms/admin/a11y-repairs.ts). Screenshots at 1280 and 375 px.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demoStats } from '@/cms/seed/demo-stats'
import { PAGE_KINDS, pageKind, submissionOutcome } from '@/features/dashboard/stats'

import { admin, expectAdminAxeClean, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const today = new Date().toISOString().slice(0, 10)
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
const seeded = demoStats(today)

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin$/)
}

/** One chart's card on the dashboard, by its heading. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

/** The cells of a chart's table row whose header is `header`, as text (the table opened first). */
async function tableRow(page: Page, title: string, header: string): Promise<string[]> {
  const region = card(page, title)
  const details = region.locator('details')
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await region.getByText('Show as table').click()
  const row = region.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) })
  return row.getByRole('cell').allTextContents()
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('The admin dashboard', () => {
  it('draws the demo month, each chart with a table of its figures', async () => {
    const { page, errors } = await newVisitor(browser)
    await signIn(page)
    const dashboard = page.getByRole('region', { name: 'The last 30 days' })
    await dashboard.waitFor()
    const titles = ['Page views per day', 'Views per gallery', 'Most viewed pages', 'Image views per day', 'Ratings', 'Form submissions per day', 'Mail delivery failures']
    for (const title of titles) {
      await card(page, title).locator('svg.recharts-surface[role="application"]').first().waitFor()
    }
    // Payload's collection cards are still there, below.
    await expect(page.locator('.modular-dashboard, .dashboard__group').first().isVisible()).resolves.toBe(true)
    // The charts grow in (1.5 s) when motion is not reduced.
    await page.waitForTimeout(2_000)
    await page.screenshot({ path: '.tmp/e2e-shots/admin-dashboard-1280.png', fullPage: true })

    // Page views of yesterday, by kind, as the seed wrote them.
    const viewsYesterday = seeded.pageViews.filter((row) => row.day === yesterday)
    const byKind = PAGE_KINDS.map((kind) => sum(viewsYesterday.filter((row) => pageKind(row.path) === kind.key).map((row) => row.views)))
    await expect(tableRow(page, 'Page views per day', yesterday)).resolves.toEqual([...byKind, sum(byKind)].map(String))
    // The landscapes gallery, over the month (today's flushed visits may add to it: at least the seed's).
    const landscapes = sum(seeded.pageViews.filter((row) => row.path === '/galleries/landscapes').map((row) => row.views))
    const [landscapeViews] = await tableRow(page, 'Views per gallery', 'Landscapes')
    expect(Number(landscapeViews)).toBeGreaterThanOrEqual(landscapes)
    expect(Number(landscapeViews)).toBeLessThan(landscapes + 20)
    await expect(tableRow(page, 'Image views per day', yesterday)).resolves.toEqual([String(seeded.imageViews.find((row) => row.day === yesterday)!.count)])
    // Other journeys rate photos today: the seeded ratings are the least each star has.
    for (const stars of [1, 2, 3, 4, 5]) {
      const [count] = await tableRow(page, 'Ratings', String(stars))
      expect(Number(count), `${stars} stars`).toBeGreaterThanOrEqual(seeded.ratings.filter((rating) => rating.stars === stars).length)
    }
    const sentYesterday = seeded.submissions.filter((row) => row.day === yesterday)
    const outcomes = (['accepted', 'spam', 'refused'] as const).map((outcome) => sentYesterday.filter((row) => submissionOutcome(row.status) === outcome).length)
    await expect(tableRow(page, 'Form submissions per day', yesterday)).resolves.toEqual(outcomes.map(String))
    await expect(tableRow(page, 'Mail delivery failures', yesterday)).resolves.toEqual([String(sentYesterday.filter((row) => row.mailFailed).length)])
    // The seed's post comment waiting for approval, and any other journey's.
    const waitingLink = dashboard.getByRole('link', { name: /Post comments waiting for approval/ })
    const waiting = await waitingLink.textContent()
    expect(Number(waiting?.match(/^(\d+) /)?.[1])).toBeGreaterThanOrEqual(1)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).resolves.toBe(1)

    // The whole page, Payload's parts included: no violation at all.
    await expectAdminAxeClean(page, 'admin dashboard')
    await page.screenshot({ path: '.tmp/e2e-shots/admin-dashboard-tables-1280.png', fullPage: true })

    // The count leads to the moderation screen, on the post comments waiting there.
    await waitingLink.click()
    await page.waitForURL(/\/admin\/moderation\?state=pending&kind=post$/)
    await expect(page.getByRole('combobox', { name: 'Comments' }).locator('option:checked').textContent()).resolves.toMatch(/^under posts/)
    await page.getByRole('group', { name: 'Show comments that are' }).getByRole('button', { name: /^Pending/, pressed: true }).waitFor()
    expect(errors).toEqual([])
  })

  it('counts a visitor’s page view within the flush interval', async () => {
    const editor = await newVisitor(browser)
    await signIn(editor.page)
    const kinds = PAGE_KINDS.map((kind) => kind.label)
    const galleriesToday = async () => Number((await tableRow(editor.page, 'Page views per day', today))[kinds.indexOf('Galleries')])
    const before = await galleriesToday()

    // A browser as visitors have it: the server leaves out user agents that say they are headless or bots.
    const visitor = await newVisitor(browser, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' })
    const response = await visitor.page.goto(`/galleries/abstracts?from=dashboard-test-${Date.now()}`)
    expect(response?.status()).toBe(200)
    await visitor.context.close()

    // The server flushes every 5 s.
    await editor.page.waitForTimeout(6_500)
    await editor.page.reload()
    await editor.page.getByRole('region', { name: 'The last 30 days' }).waitFor()
    await expect(galleriesToday()).resolves.toBe(before + 1)
  })

  it('fits a phone screen', async () => {
    const { page, errors } = await newVisitor(browser, { viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' })
    await signIn(page)
    await card(page, 'Page views per day').locator('svg.recharts-surface[role="application"]').waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: '.tmp/e2e-shots/admin-dashboard-375.png', fullPage: true })
    await expectAdminAxeClean(page, 'admin dashboard at 375 px')
    expect(errors).toEqual([])
  })
})
