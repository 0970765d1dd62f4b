/**
 * The editors' moderation screen and submissions inbox (issue 13, items 5 and 6), in Chromium:
 * an editor approves a visitor's pending post comment at /admin/moderation and a visitor then
 * sees it on the post (through the page cache), rejects several at once; an editor filters a
 * form's submissions at /admin/inbox and downloads them as CSV. axe finds nothing on either
 * screen, Payload's frame included. Screenshots in .tmp/e2e-shots/.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, expectAdminAxeClean, expectNoAxeViolations, launchBrowser, newVisitor } from './browser'

let browser: Browser

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/e2e-shots')
// Not the post whose seeded conversation post-comments.test.ts counts: an approved comment here would change it.
const POST_PATH = '/blog/printing-at-home-versus-a-lab'

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync(SHOTS, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
})

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin$/)
}

/** At 1280 px Payload's navigation starts closed: open it, as an editor does, and follow one of its links. */
async function followNavLink(page: Page, name: string): Promise<void> {
  // Once hydrated, the nav knows the window's size (and has closed itself on a narrow one).
  await page.locator('aside.nav--nav-hydrated').waitFor({ state: 'attached' })
  await page.waitForTimeout(200)
  if (await page.locator('aside.nav[inert]').count()) {
    await page.getByRole('button', { name: 'Open Menu' }).first().click()
    await page.locator('aside.nav--nav-open').waitFor({ state: 'attached' })
  }
  await page.getByRole('link', { name, exact: true }).click()
}

/** A visitor comments under the demo post, as the post's form sends it. */
async function visitorComments(name: string, text: string): Promise<void> {
  const { page, context } = await newVisitor(browser)
  await page.goto(POST_PATH)
  // The form's heading reads 'Be the first to comment' until the post has a comment.
  const form = page.getByRole('form', { name: /^(Leave a comment|Be the first to comment)$/ })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`${name.split(' ')[0].toLowerCase()}@example.com`)
  await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(text)
  await form.getByRole('checkbox').click()
  await form.getByRole('button', { name: 'Send comment' }).click()
  await page.waitForURL(`**${POST_PATH}#comment-sent`)
  await context.close()
}

const pressed = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Show comments that are' }).getByRole('button', { name })

describe('Moderation', () => {
  it('an editor approves a pending comment and it appears to visitors', async () => {
    const stamp = Date.now()
    const text = `The fog over the valley is wonderful (${stamp})`
    await visitorComments('Ines Moreau', text)

    // A visitor does not see it yet.
    const visitor = await newVisitor(browser)
    await visitor.page.goto(POST_PATH)
    await expect(visitor.page.getByText(text).count()).resolves.toBe(0)

    const editor = await newVisitor(browser)
    await signIn(editor.page)
    await followNavLink(editor.page, 'Moderation')
    await editor.page.waitForURL(/\/admin\/moderation$/)
    await editor.page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor()
    const row = editor.page.getByRole('listitem').filter({ hasText: text })
    await row.waitFor()
    await expect(row.getByRole('link', { name: 'Printing at home versus a lab', exact: true }).count()).resolves.toBe(1)
    await expect(pressed(editor.page, /^Pending/).getAttribute('aria-pressed')).resolves.toBe('true')
    const pendingBefore = Number((await pressed(editor.page, /^Pending/).textContent())?.match(/\d+/)?.[0])
    expect(pendingBefore).toBeGreaterThanOrEqual(1)
    await editor.page.screenshot({ path: path.join(SHOTS, 'moderation-pending-1280.png'), fullPage: true })
    await expectAdminAxeClean(editor.page, 'moderation, pending')

    await row.getByRole('button', { name: 'Approve the comment by Ines Moreau' }).click()
    await editor.page.getByRole('status').filter({ hasText: '1 comment approved.' }).waitFor()
    await expect(row.count()).resolves.toBe(0)
    await expect(pressed(editor.page, /^Pending/).textContent()).resolves.toBe(`Pending ${pendingBefore - 1}`)
    // Focus is on the message, not lost with the row.
    await expect(editor.page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('status')

    // An anonymous visitor sees it at once (the page cache was cleared by the comment's own hook).
    await visitor.page.goto(POST_PATH)
    await expect(visitor.page.getByRole('article', { name: 'Comment by Ines Moreau' }).getByText(text).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(visitor.page, 'post with the approved comment')

    await pressed(editor.page, /^Approved/).click()
    await editor.page.getByRole('listitem').filter({ hasText: text }).waitFor()
    expect(editor.errors).toEqual([])
    expect(visitor.errors).toEqual([])
    await editor.context.close()
    await visitor.context.close()
  })

  it('an editor rejects several comments at once, by keyboard', async () => {
    const stamp = Date.now()
    const texts = [`Spam one (${stamp})`, `Spam two (${stamp})`]
    await visitorComments('Bulk Sender', texts[0])
    await visitorComments('Bulk Sender', texts[1])

    const editor = await newVisitor(browser)
    await signIn(editor.page)
    await editor.page.goto('/admin/moderation')
    const rows = texts.map((text) => editor.page.getByRole('listitem').filter({ hasText: text }))
    await rows[1].waitFor()
    const rejectedBefore = Number((await pressed(editor.page, /^Rejected/).textContent())?.match(/\d+/)?.[0])
    for (const row of rows) {
      await row.getByRole('checkbox', { name: 'Select the comment by Bulk Sender' }).focus()
      await editor.page.keyboard.press('Space')
    }
    await editor.page.getByText('2 selected').waitFor()
    await editor.page.getByRole('button', { name: 'Reject selected' }).focus()
    await editor.page.keyboard.press('Enter')
    await editor.page.getByRole('status').filter({ hasText: '2 comments rejected.' }).waitFor()
    await expect(pressed(editor.page, /^Rejected/).textContent()).resolves.toBe(`Rejected ${rejectedBefore + 2}`)

    await pressed(editor.page, /^Rejected/).click()
    for (const row of rows) await row.waitFor()
    await editor.page.screenshot({ path: path.join(SHOTS, 'moderation-rejected-1280.png'), fullPage: true })
    await expectAdminAxeClean(editor.page, 'moderation, rejected')

    // "Select all" then delete them for good (the browser asks first).
    editor.page.once('dialog', (dialog) => void dialog.accept())
    await editor.page.getByRole('checkbox', { name: /Select all \d+ on this page/ }).check()
    await editor.page.getByRole('button', { name: 'Delete selected' }).click()
    await editor.page.getByRole('status').filter({ hasText: /comments? deleted\./ }).waitFor()
    await expect(pressed(editor.page, /^Rejected/).textContent()).resolves.toBe('Rejected 0')
    expect(editor.errors).toEqual([])
    await editor.context.close()
  })
})

describe('Submissions inbox', () => {
  it('an editor exports submissions as CSV', async () => {
    // A visitor sends the demo contact form, from an address of their own: the contact form
    // journeys before this one have used up the per-address allowance of 127.0.0.1.
    const email = `grace.${Date.now()}@example.com`
    const { page, context, errors } = await newVisitor(browser, { extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } })
    const refilled = page.waitForResponse((response) => response.url().endsWith('/refill'))
    await page.goto('/contact')
    await refilled
    const loadedAt = Date.now()
    const form = page.locator('form.wpcf7-form')
    await form.getByRole('textbox', { name: /Your name/ }).fill('Grace Hopper')
    await form.getByRole('textbox', { name: /Your email/ }).fill(email)
    await form.getByRole('textbox', { name: /Subject/ }).fill('A print of the harbour')
    await form.getByRole('textbox', { name: /Your message/ }).fill('=SUM(1+1) is what I typed first')
    await form.getByRole('checkbox', { name: /I agree that my message is stored/ }).check()
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, loadedAt + 3_300 - Date.now())))
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.locator('form.wpcf7-form[data-status="sent"]').waitFor({ state: 'attached' })
    expect(errors).toEqual([])
    await context.close()

    const editor = await newVisitor(browser, { acceptDownloads: true })
    await signIn(editor.page)
    await followNavLink(editor.page, 'Submissions inbox')
    await editor.page.waitForURL(/\/admin\/inbox$/)
    await editor.page.getByRole('heading', { level: 1, name: 'Submissions inbox' }).waitFor()
    // It opens on the form that received the newest submission: the demo form, just sent (other
    // journeys add forms of their own, some with titles that sort first).
    await expect(editor.page.getByRole('combobox', { name: 'Form' }).locator('option:checked').textContent()).resolves.toBe('Contact')
    const filters = editor.page.getByRole('group', { name: 'Show submissions' })
    await filters.getByRole('button', { name: /^Accepted \d+$/ }).click()
    await editor.page.getByRole('searchbox', { name: 'Search what was sent' }).fill(email)
    await editor.page.getByRole('button', { name: 'Search' }).click()
    await editor.page.getByRole('status').filter({ hasText: `1 found for “${email}”.` }).waitFor()
    const row = editor.page.getByRole('row').filter({ hasText: email })
    await row.waitFor()
    // Mail delivery is shown (this server has no mail transport: the mail waits, queued or failed with the reason).
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toMatch(/Mail: (queued|failed|sent)/)
    await editor.page.screenshot({ path: path.join(SHOTS, 'inbox-accepted-search-1280.png'), fullPage: true })
    await expectAdminAxeClean(editor.page, 'inbox, accepted, searched')

    const download = editor.page.waitForEvent('download')
    await editor.page.getByRole('link', { name: 'Download these 1 as CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^form-\d+-submissions-accepted-\d{4}-\d{2}-\d{2}\.csv$/)
    const saved = path.join(SHOTS, 'inbox-export.csv')
    await file.saveAs(saved)
    const lines = fs.readFileSync(saved, 'utf8').replace(/^\uFEFF/, '').split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^"id","submitted","form","status",.*"your-name","your-email","your-subject","your-message"/)
    expect(lines[1]).toContain(`"Grace Hopper","${email}","A print of the harbour","'=SUM(1+1) is what I typed first"`)
    expect(lines[2]).toBe('')

    // Spam of the demo form: none from this visitor.
    await filters.getByRole('button', { name: /^Spam \d+$/ }).click()
    await editor.page.getByRole('status').filter({ hasText: `0 found for “${email}”.` }).waitFor()
    expect(editor.errors).toEqual([])
    await editor.context.close()
  })
})
