/**
 * Comments under a blog post, in Chromium (issue 14, item 4): a visitor reads the demo post's
 * conversation, answers a comment by keyboard alone, and sees the reply under the comment once an
 * admin has approved it in the admin; by mouse on a phone, a first comment shows once approved;
 * axe finds nothing in each state.
 */
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

const POST_PATH = '/blog/behind-the-landscapes-series'

/** Presses Tab until the focused element matches, as a keyboard user would move through the page. */
async function tabTo(page: Page, matches: (element: Element) => boolean, what: string): Promise<void> {
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return
  }
  throw new Error(`Tab never reached ${what}.`)
}

describe('A visitor comments on a post, and it shows after an admin approves it', () => {
  it('reads the conversation, replies by keyboard alone, and finds the reply approved', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto(POST_PATH)
    const comments = page.getByRole('region', { name: /comments/ })
    await expect(comments.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('3 comments')
    await expect(comments.getByRole('article').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')))).resolves.toEqual([
      'Comment by Mara Lindqvist',
      'Comment by Vitrine Studio',
      'Comment by Jonas Weber',
    ])
    // The comment still waiting in the admin is not shown.
    await expect(page.getByText('Which lens did you use').count()).resolves.toBe(0)
    await expectNoAxeViolations(page, 'post with comments')

    // Keyboard alone: to "Reply to Mara Lindqvist", open it, fill the reply and send it.
    await tabTo(page, (element) => element.tagName === 'SUMMARY' && element.textContent === 'Reply to Mara Lindqvist', 'the reply button')
    await page.keyboard.press('Enter')
    const replyForm = page.getByRole('form', { name: 'Your reply to Mara Lindqvist' })
    await replyForm.waitFor()
    await expectNoAxeViolations(page, 'reply form open')
    const reply = `Same question as Jonas: is the ridge at dawn for sale? (${Date.now()})`
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lena Fischer')
    await page.keyboard.press('Tab')
    await page.keyboard.type('lena@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type(reply)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).type)).resolves.toBe('checkbox')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Send reply')
    await page.keyboard.press('Enter')
    await page.waitForURL(`**${POST_PATH}#comment-sent`)
    const sent = page.getByRole('status').filter({ hasText: 'once it has been approved' })
    await expect(sent.isVisible()).resolves.toBe(true)
    await expect(page.getByText(reply).count()).resolves.toBe(0)
    await expectNoAxeViolations(page, 'comment sent')

    // The admin approves it in the moderation list.
    const editor = await newVisitor(browser)
    await editor.page.goto('/admin/login')
    await editor.page.locator('#field-email').fill(admin.email)
    await editor.page.locator('#field-password').fill(admin.password)
    await editor.page.getByRole('button', { name: 'Login' }).click()
    await editor.page.waitForURL(/\/admin$/)
    await editor.page.goto('/admin/collections/post-comments')
    await editor.page.getByRole('link', { name: 'Lena Fischer' }).first().click()
    await editor.page.waitForURL(/\/admin\/collections\/post-comments\/\d+$/)
    await expect(editor.page.locator('#field-comment').inputValue()).resolves.toBe(reply)
    await expectAdminAxeBaseline(editor.page, 'post comment in the admin')
    await editor.page.locator('#field-status .rs__control').click()
    await editor.page.locator('.rs__option', { hasText: 'Approved (shown under the post)' }).click()
    await editor.page.getByRole('button', { name: 'Save' }).click()
    await editor.page.getByText('Updated successfully').or(editor.page.getByText('successfully')).first().waitFor()
    await editor.context.close()

    // The visitor's next visit shows it, under Mara's comment.
    await page.goto(POST_PATH)
    await expect(comments.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('4 comments')
    await expect(page.getByRole('list', { name: 'Replies to Mara Lindqvist' }).getByText(reply).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'reply shown')
    expect(errors).toEqual([])
  })

  it('comments by mouse on a phone-sized screen, and the comment shows once an admin approves it', async () => {
    const { page, errors } = await newVisitor(browser, { viewport: { width: 375, height: 740 } })
    await page.goto(POST_PATH)
    const text = `Lovely series. Is the valley fog print available in A3? (${Date.now()})`
    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Noor Haddad')
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('noor@example.com')
    await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(text)
    await form.getByRole('checkbox').click()
    await form.getByRole('button', { name: 'Send comment' }).click()
    await page.waitForURL(`**${POST_PATH}#comment-sent`)
    await expect(page.getByText(text).count()).resolves.toBe(0)
    await expectNoAxeViolations(page, 'comment sent at 375 px')

    // An admin approves it (through the REST API here; the admin screen is the journey above).
    const api = page.context().request
    const login = await api.post('/api/users/login', { data: { email: admin.email, password: admin.password } })
    const { token } = (await login.json()) as { token: string }
    const headers = { authorization: `JWT ${token}` }
    const found = await api.get(`/api/post-comments?where[comment][equals]=${encodeURIComponent(text)}&depth=0`, { headers })
    const [comment] = ((await found.json()) as { docs: { id: number; status: string }[] }).docs
    expect(comment.status).toBe('pending')
    expect((await api.patch(`/api/post-comments/${comment.id}`, { headers, data: { status: 'approved' } })).status()).toBe(200)
    await api.post('/api/users/logout', { headers })
    await page.context().clearCookies()

    await page.goto(POST_PATH)
    await expect(page.getByRole('article', { name: 'Comment by Noor Haddad' }).getByText(text).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'comment shown at 375 px')
    expect(errors).toEqual([])
  })

  it('refuses a comment without the privacy box ticked before it leaves the browser', async () => {
    const { page, errors } = await newVisitor(browser, { viewport: { width: 375, height: 740 } })
    await page.goto(POST_PATH)
    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam')
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com')
    await form.getByRole('textbox', { name: 'Comment', exact: true }).fill('Nice!')
    await form.getByRole('button', { name: 'Send comment' }).click()
    // The browser's own check stops it: still on the page, the box is invalid.
    await expect(page.url()).toMatch(new RegExp(`${POST_PATH}$`))
    await expect(form.getByRole('checkbox').evaluate((box: HTMLInputElement) => box.validity.valueMissing)).resolves.toBe(true)
    await expectNoAxeViolations(page, 'comment form at 375 px')
    expect(errors).toEqual([])
  })
})
