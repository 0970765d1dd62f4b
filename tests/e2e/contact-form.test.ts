/**
 * The contact form in the browser: the script's progressive enhancement (send in place, tips,
 * events, field helpers) over the server-rendered form, and the same form with no JavaScript.
 * Every sent submission is looked up in the admin's REST API, so "sent" means stored.
 */
import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, baseUrl, expectAdminAxeBaseline, expectNoAxeViolations, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const thankYou = 'Thank you for your message. It has been sent.'
const fillOut = 'Please fill out this field.'
const demoFields = ['your-name', 'your-email', 'your-subject', 'your-message'] as const

/** The server refuses a post sooner than 3 s after the form's signed start token (the minimum fill time). */
const MIN_FILL_MS = 3_000

async function untilFillTimeHasPassed(since: number): Promise<void> {
  const wait = since + MIN_FILL_MS + 250 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/** A unique address per run, to find the submission again among everything the database holds. */
function uniqueEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/**
 * Opens a page with a contact form and waits for the script: because visitor pages are cached,
 * the form asks `refill` for a start token of its own once the page has loaded, and the
 * enhancement marks the container `js` once the visitor's pointer has woken the page. The fill
 * time counts from the refill's answer.
 */
async function openForm(path: string, options: BrowserContextOptions = {}) {
  const visitor = await newVisitor(browser, options)
  const refilled = visitor.page.waitForResponse((response) => response.url().endsWith('/refill'))
  await visitor.page.goto(path)
  // The form's inline script asks for the visitor's start token once the page has loaded, before
  // the page's scripts wake (form-script.ts, decision 043); they wake as the pointer comes.
  await refilled
  await visitor.page.locator('form.wpcf7-form').hover()
  await visitor.page.locator('.wpcf7.js').waitFor({ state: 'attached' })
  const form = visitor.page.locator('form.wpcf7-form')
  return { ...visitor, form, loadedAt: Date.now() }
}

const formStatus = (form: Locator) => form.getAttribute('data-status')

async function waitForStatus(page: Page, status: string): Promise<void> {
  await page.locator(`form.wpcf7-form[data-status="${status}"]`).waitFor({ state: 'attached' })
}

type RecordedEvent = {
  type: string
  target: string
  bubbles: boolean
  contactFormId: number
  unitTag: string
  containerPostId: number
  pluginVersion: string
  contactFormLocale: string
  status: string
  inputs: string[]
  apiStatus: string | null
  invalidFields: string[]
}

/** Listens for CF7's DOM events on div.wpcf7, as third-party scripts written for CF7 do. */
async function recordFormEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const names = ['wpcf7beforesubmit', 'wpcf7submit', 'wpcf7invalid', 'wpcf7unaccepted', 'wpcf7spam', 'wpcf7mailsent', 'wpcf7mailfailed', 'wpcf7reset']
    const log: unknown[] = []
    ;(window as unknown as { cf7Events: unknown[] }).cf7Events = log
    const container = document.querySelector('.wpcf7')
    for (const name of names) {
      container?.addEventListener(name, (event) => {
        const detail = (event as CustomEvent).detail
        log.push({
          type: event.type,
          target: (event.target as Element).tagName.toLowerCase(),
          bubbles: event.bubbles,
          contactFormId: detail.contactFormId,
          unitTag: detail.unitTag,
          containerPostId: detail.containerPostId,
          pluginVersion: detail.pluginVersion,
          contactFormLocale: detail.contactFormLocale,
          status: detail.status,
          inputs: (detail.inputs ?? []).map((input: { name: string }) => input.name),
          apiStatus: detail.apiResponse?.status ?? null,
          invalidFields: (detail.apiResponse?.invalid_fields ?? []).map((field: { field: string }) => field.field),
        })
      })
    }
  })
}

const recordedEvents = (page: Page) => page.evaluate(() => (window as unknown as { cf7Events: RecordedEvent[] }).cf7Events)

/** The admin's side, through Payload's REST API: stored submissions, and forms made for a journey. */
async function adminApi(): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseUrl })
  const login = await context.request.post('/api/users/login', { data: { email: admin.email, password: admin.password } })
  expect(login.status(), 'admin login').toBe(200)
  return { request: context.request, close: () => context.close() }
}

type StoredSubmission = { id: number; status: string; mailStatus: string; mailError: string | null; data: Record<string, unknown>; form: number; meta: { unitTag: string } }

async function storedSubmissionFrom(email: string): Promise<StoredSubmission | undefined> {
  const api = await adminApi()
  try {
    const response = await api.request.get('/api/form-submissions?limit=100&depth=0&sort=-createdAt')
    expect(response.status()).toBe(200)
    const { docs } = (await response.json()) as { docs: StoredSubmission[] }
    return docs.find((doc) => doc.data['your-email'] === email)
  } finally {
    await api.close()
  }
}

/** The stored submission once its mail reached `mailStatus` (the outbox sends in the background). */
async function submissionWithMail(email: string, mailStatus: 'sent' | 'failed'): Promise<StoredSubmission | undefined> {
  let stored = await storedSubmissionFrom(email)
  for (let tries = 0; tries < 60 && stored?.mailStatus !== mailStatus; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    stored = await storedSubmissionFrom(email)
  }
  return stored
}

async function createForm(title: string, template: string, additionalSettings = '', extra: Record<string, unknown> = {}): Promise<number> {
  const api = await adminApi()
  try {
    const response = await api.request.post('/api/contact-forms', { data: { title, form: template, additionalSettings, ...extra } })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  } finally {
    await api.close()
  }
}

function demoControls(form: Locator) {
  return {
    name: form.getByRole('textbox', { name: /Your name/ }),
    email: form.getByRole('textbox', { name: /Your email/ }),
    subject: form.getByRole('textbox', { name: /Subject/ }),
    message: form.getByRole('textbox', { name: /Your message/ }),
    privacy: form.getByRole('checkbox', { name: /I agree that my message is stored/ }),
    send: form.getByRole('button', { name: 'Send message' }),
  }
}

describe('A visitor sends the demo contact form and sees the thank-you message, and the form resets', () => {
  it('sends in place with a spinner, fires CF7’s events, stores the message, and resets the form', async () => {
    const { page, errors, form, loadedAt } = await openForm('/contact')
    const controls = demoControls(form)
    await expectNoAxeViolations(page, 'contact form, blank')
    await recordFormEvents(page)

    const email = uniqueEmail('ada')
    await controls.name.fill('Ada Lovelace')
    await controls.email.fill(email)
    await controls.subject.fill('Prints of the ridge')
    await controls.message.fill('Do you sell the sunrise photograph as a large print?')
    await controls.privacy.check()
    await untilFillTimeHasPassed(loadedAt)

    // Hold the request, to see the form while it is being sent.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/feedback', async (route) => {
      await held
      await route.continue()
    })
    await controls.send.click()
    await waitForStatus(page, 'submitting')
    await expect(form.getAttribute('aria-busy')).resolves.toBe('true')
    await expect(form.getAttribute('class')).resolves.toContain('submitting')
    // One spinner, added by the script right after the button (issue 17, item 17).
    await expect(form.locator('.wpcf7-spinner').count()).resolves.toBe(1)
    await expect(form.locator('.has-spinner + .wpcf7-spinner').evaluate((spinner) => getComputedStyle(spinner).visibility)).resolves.toBe('visible')
    release()

    await waitForStatus(page, 'sent')
    await page.unroute('**/feedback')
    await expect(form.getAttribute('class')).resolves.toBe('wpcf7-form sent')
    await expect(form.getAttribute('aria-busy')).resolves.toBeNull()
    await expect(form.locator('.wpcf7-response-output').textContent()).resolves.toBe(thankYou)
    await expect(page.locator('.screen-reader-response [role="status"]').textContent()).resolves.toBe(thankYou)
    await expect(form.locator('.wpcf7-response-output').isVisible()).resolves.toBe(true)

    // The form resets: nothing typed remains, and the box must be ticked again for the next message.
    for (const control of [controls.name, controls.email, controls.subject, controls.message]) await expect(control.inputValue()).resolves.toBe('')
    await expect(controls.privacy.isChecked()).resolves.toBe(false)
    await expect(controls.send.isDisabled()).resolves.toBe(true)
    await expect(form.locator('input[name="_wpcf7_posted_data_hash"]').inputValue()).resolves.toMatch(/^[0-9a-f]{64}$/)
    await expectNoAxeViolations(page, 'contact form, sent')

    // CF7's events, with CF7's detail, heard on div.wpcf7; then a refill resets the quiz and start time.
    await page.waitForFunction(() => (window as unknown as { cf7Events: { type: string }[] }).cf7Events.some((event) => event.type === 'wpcf7reset'))
    const events = await recordedEvents(page)
    expect(events.map((event) => event.type)).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset'])
    const formId = Number(await form.locator('input[name="_wpcf7"]').inputValue())
    const unitTag = await form.locator('input[name="_wpcf7_unit_tag"]').inputValue()
    for (const event of events) {
      expect(event).toMatchObject({ target: 'form', bubbles: true, contactFormId: formId, unitTag, pluginVersion: '6.0.6', contactFormLocale: 'en_US' })
      expect(event.containerPostId).toBeGreaterThan(0)
    }
    expect(events[0]).toMatchObject({ status: 'init', apiStatus: null, inputs: ['your-name', 'your-email', 'your-subject', 'your-message', 'privacy'] })
    expect(events[1]).toMatchObject({ status: 'mail_sent', apiStatus: 'mail_sent' })
    expect(events[2]).toMatchObject({ status: 'mail_sent', apiStatus: 'mail_sent' })

    // Stored, and mailed through the outbox to the SMTP server scripts/e2e.mjs runs.
    const stored = await submissionWithMail(email, 'sent')
    expect(stored).toMatchObject({
      status: 'mail_sent',
      mailStatus: 'sent',
      form: formId,
      data: { 'your-name': 'Ada Lovelace', 'your-subject': 'Prints of the ridge', 'your-message': 'Do you sell the sunrise photograph as a large print?' },
      meta: { unitTag },
    })
    expect(errors).toEqual([])
  })
})

describe('A visitor leaves fields empty and sees each field’s tip, fixes them by keyboard and sends', () => {
  it('marks every empty field, lists the errors for screen readers, focuses the first, and sends once fixed', async () => {
    const { page, errors, form, loadedAt } = await openForm('/contact')
    const controls = demoControls(form)
    await recordFormEvents(page)

    // Only the box is ticked, then the form is sent, all from the keyboard.
    await controls.privacy.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(controls.send.evaluate((button) => button === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Enter')
    await waitForStatus(page, 'invalid')

    await expect(form.getAttribute('class')).resolves.toBe('wpcf7-form invalid')
    await expect(form.locator('.wpcf7-response-output').textContent()).resolves.toBe('One or more fields have an error. Please check and try again.')
    await expect(page.locator('.screen-reader-response [role="status"]').textContent()).resolves.toBe('One or more fields have an error. Please check and try again.')
    for (const name of demoFields) {
      const control = form.locator(`[name="${name}"]`)
      await expect(control.getAttribute('aria-invalid'), name).resolves.toBe('true')
      await expect(control.getAttribute('class'), name).resolves.toContain('wpcf7-not-valid')
      const tipId = await control.getAttribute('aria-describedby')
      expect(tipId, name).toMatch(new RegExp(`-ve-${name}-tip$`))
      const tip = page.locator(`#${tipId}`)
      await expect(tip.textContent(), name).resolves.toBe(fillOut)
      await expect(tip.getAttribute('class'), name).resolves.toBe('wpcf7-not-valid-tip')
      await expect(tip.isVisible(), name).resolves.toBe(true)
    }
    // One item per field, in form order, each a link to its field.
    const items = page.locator('.screen-reader-response li')
    await expect(items.count()).resolves.toBe(demoFields.length)
    for (const [index, name] of demoFields.entries()) {
      const href = await items.nth(index).locator('a').getAttribute('href')
      await expect(page.locator(href ?? '#missing').getAttribute('name'), name).resolves.toBe(name)
    }
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('your-name')
    await expectNoAxeViolations(page, 'contact form, invalid')

    const events = await recordedEvents(page)
    expect(events.map((event) => event.type)).toEqual(['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7submit'])
    expect(events[1]).toMatchObject({ status: 'validation_failed', apiStatus: 'validation_failed', invalidFields: [...demoFields] })

    // Fixed field by field with the keyboard, from the field the focus was moved to.
    const email = uniqueEmail('grace')
    await page.keyboard.type('Grace Hopper')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('A commission')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Could you photograph our harbour at dawn?')
    await page.keyboard.press('Tab')
    await expect(controls.privacy.evaluate((box) => box === document.activeElement)).resolves.toBe(true)
    await expect(controls.privacy.isChecked()).resolves.toBe(true)
    await page.keyboard.press('Tab')
    await untilFillTimeHasPassed(loadedAt)
    await page.keyboard.press('Enter')
    await waitForStatus(page, 'sent')

    await expect(form.locator('.wpcf7-not-valid-tip').count()).resolves.toBe(0)
    await expect(items.count()).resolves.toBe(0)
    for (const name of demoFields) {
      const control = form.locator(`[name="${name}"]`)
      await expect(control.getAttribute('aria-invalid'), name).resolves.toBe('false')
      await expect(control.getAttribute('aria-describedby'), name).resolves.toBeNull()
    }
    await expect(form.locator('.wpcf7-response-output').textContent()).resolves.toBe(thankYou)
    await expect((await storedSubmissionFrom(email))?.status).toBe('mail_sent')
    expect(errors).toEqual([])
  })
})

describe('A visitor cannot send until the acceptance box is ticked', () => {
  it('finds the button held back and the form holding a start token of their own before touching anything, and both stay once the page wakes', async () => {
    const { page, errors } = await newVisitor(browser)
    const refilled = page.waitForResponse((response) => response.url().endsWith('/refill'))
    await page.goto('/contact')
    await refilled
    const form = page.locator('form.wpcf7-form')
    const controls = demoControls(form)
    const token = () => form.locator('input[name="_wpcf7_started"]').inputValue()
    // The page's scripts wait for the visitor (decision 043); the form's own inline script does not.
    await expect(controls.send.isDisabled()).resolves.toBe(true)
    await expect.poll(token).toMatch(/^v\./)
    await expect(page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).resolves.toBe(false)
    const mine = await token()
    await form.hover()
    await page.locator('.wpcf7.js').waitFor({ state: 'attached' })
    // React's hydration set the hidden field back to the cached page's token; the script put this visitor's back.
    await expect(token()).resolves.toBe(mine)
    await expect(controls.send.isDisabled()).resolves.toBe(true)
    await controls.privacy.check()
    await expect(controls.send.isDisabled()).resolves.toBe(false)
    expect(errors).toEqual([])
  })

  it('keeps the button disabled while the box is unticked, Enter included, and sends once it is ticked', async () => {
    const { page, errors, form, loadedAt } = await openForm('/contact')
    const controls = demoControls(form)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })

    const email = uniqueEmail('alan')
    await controls.name.fill('Alan Turing')
    await controls.email.fill(email)
    await controls.subject.fill('Framing')
    await controls.message.fill('Which frames do you offer?')
    await expect(controls.send.isDisabled()).resolves.toBe(true)
    // Enter in a field would submit the form, but not while its submit button is disabled.
    await controls.subject.press('Enter')
    await expect(formStatus(form)).resolves.toBe('init')

    await controls.privacy.focus()
    await page.keyboard.press('Space')
    await expect(controls.send.isEnabled()).resolves.toBe(true)
    await page.keyboard.press('Space')
    await expect(controls.send.isDisabled()).resolves.toBe(true)
    expect(posts).toEqual([])

    await page.keyboard.press('Space')
    await untilFillTimeHasPassed(loadedAt)
    await controls.send.click()
    await waitForStatus(page, 'sent')
    await expect(form.locator('.wpcf7-response-output').textContent()).resolves.toBe(thankYou)
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatch(/\/wp-json\/contact-form-7\/v1\/contact-forms\/\d+\/feedback$/)
    await expect((await storedSubmissionFrom(email))?.status).toBe('mail_sent')
    expect(errors).toEqual([])
  })

  it('leaves the button enabled when the form treats acceptance as validation, and the box gets a tip instead', async () => {
    const id = await createForm(
      'Terms first',
      `<label> Your name
    [text* your-name] </label>

[acceptance terms] I accept the terms [/acceptance]

[submit "Send"]`,
      'acceptance_as_validation: on',
    )
    const { page, errors, form } = await openForm(`/contact-form/${id}`)
    await expect(form.getAttribute('class')).resolves.toContain('wpcf7-acceptance-as-validation')
    const send = form.getByRole('button', { name: 'Send' })
    await expect(send.isEnabled()).resolves.toBe(true)

    await form.getByRole('textbox', { name: /Your name/ }).fill('Hedy Lamarr')
    await send.click()
    await waitForStatus(page, 'invalid')
    const box = form.getByRole('checkbox', { name: 'I accept the terms' })
    await expect(box.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(page.locator(`#${await box.getAttribute('aria-describedby')}`).textContent()).resolves.toBe(
      'You must accept the terms and conditions before sending your message.',
    )
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    await expectNoAxeViolations(page, 'acceptance as validation, invalid')
    expect(errors).toEqual([])
  })
})

describe('A visitor fills in a website, a counted note, exclusive choices, a free-text option and a quiz, by keyboard', () => {
  it('prefixes the website, counts the note, keeps one choice, enables the free text only with its option, and asks a new quiz question after sending', async () => {
    const id = await createForm(
      'Field helpers',
      `<label> Your website
    [url website] </label>

<label> A short note
    [textarea note minlength:5 maxlength:20] </label>
[count note]

<label> Favourite colour [checkbox colour exclusive "Red" "Blue"] </label>

<label> Where did you hear of us? [radio heard free_text "A friend" "Somewhere else"] </label>

[quiz sum "1+1=?|2"]

[acceptance newsletter invert] I do not agree to the terms [/acceptance]

[submit "Send"]`,
    )
    const { page, errors, form } = await openForm(`/contact-form/${id}`)
    await expectNoAxeViolations(page, 'field helpers, blank')

    // A URL without a scheme gets http:// when the visitor leaves the field.
    const website = form.getByRole('textbox', { name: /Your website/ })
    await website.focus()
    await page.keyboard.type('example.com/prints')
    await page.keyboard.press('Tab')
    await expect(website.inputValue()).resolves.toBe('http://example.com/prints')

    // The counter marks too short and too long, and says so to screen readers when that changes.
    const note = form.getByRole('textbox', { name: /A short note/ })
    const counter = form.locator('.wpcf7-character-count')
    const said = form.locator('.wpcf7-character-count-status')
    await expect(said.getAttribute('aria-live')).resolves.toBe('polite')
    await expect(counter.getAttribute('class')).resolves.toBe('wpcf7-character-count up too-short')
    await note.focus()
    await page.keyboard.type('Hello')
    await expect(counter.textContent()).resolves.toBe('5')
    await expect(counter.getAttribute('class')).resolves.toBe('wpcf7-character-count up')
    // maxlength stops typing past the limit; a value set otherwise (autofill, a script) is marked.
    await note.evaluate((textarea: HTMLTextAreaElement) => {
      textarea.value = 'Twenty-five characters!!!'
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await expect(counter.textContent()).resolves.toBe('25')
    await expect(counter.getAttribute('class')).resolves.toBe('wpcf7-character-count up too-long')
    await expect(said.textContent()).resolves.toBe('Too long: 25 characters, the limit is 20.')
    await note.fill('Hi')
    await expect(counter.getAttribute('class')).resolves.toBe('wpcf7-character-count up too-short')
    await expect(said.textContent()).resolves.toBe('Too short: 2 characters, at least 5 needed.')

    // Exclusive checkboxes: ticking one unticks the other.
    const red = form.getByRole('checkbox', { name: 'Red' })
    const blue = form.getByRole('checkbox', { name: 'Blue' })
    await red.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect(blue.isChecked()).resolves.toBe(true)
    await expect(red.isChecked()).resolves.toBe(false)

    // The free text is usable only while its option is chosen.
    const freeText = form.getByRole('textbox', { name: 'Somewhere else: your own words' })
    await expect(freeText.isDisabled()).resolves.toBe(true)
    await form.getByRole('radio', { name: 'A friend' }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await expect(form.getByRole('radio', { name: 'Somewhere else' }).isChecked()).resolves.toBe(true)
    await expect(freeText.isEnabled()).resolves.toBe(true)
    await page.keyboard.press('Tab')
    await expect(freeText.evaluate((input) => input === document.activeElement)).resolves.toBe(true)
    await page.keyboard.type('A podcast')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('ArrowUp')
    await expect(freeText.isDisabled()).resolves.toBe(true)

    // An inverted acceptance box holds the button back while it is ticked.
    const send = form.getByRole('button', { name: 'Send' })
    const refuse = form.getByRole('checkbox', { name: 'I do not agree to the terms' })
    await expect(send.isEnabled()).resolves.toBe(true)
    await refuse.focus()
    await page.keyboard.press('Space')
    await expect(send.isDisabled()).resolves.toBe(true)
    await page.keyboard.press('Space')
    await expect(send.isEnabled()).resolves.toBe(true)

    // A wrong quiz answer: the tip, then (as CF7) a refill clears the answer and sets a new answer hash.
    const quiz = form.getByRole('textbox', { name: '1+1=?' })
    await quiz.fill('3')
    const refilled = page.waitForResponse((response) => response.url().endsWith('/refill'))
    await send.click()
    await waitForStatus(page, 'invalid')
    await refilled
    await page.waitForFunction(() => (document.querySelector('input[name="sum"]') as HTMLInputElement | null)?.value === '')
    await expect(page.locator(`#${await quiz.getAttribute('aria-describedby')}`).textContent()).resolves.toBe('The answer to the quiz is incorrect.')
    await expect(form.locator('input[name="_wpcf7_quiz_answer_sum"]').inputValue()).resolves.toMatch(/\S/)
    await expect(website.inputValue()).resolves.toBe('http://example.com/prints')
    await expectNoAxeViolations(page, 'field helpers, invalid')
    expect(errors).toEqual([])
  })
})

describe('A site that runs Contact Form 7’s own script on the form shows one spinner', () => {
  it('leaves the form to CF7’s script, which adds the only spinner after the submit button', async () => {
    const visitor = await newVisitor(browser)
    // CF7's script cannot be fetched here; these are the two steps of CF7 6.x that matter: the
    // settings object WordPress prints before the script (wp_localize_script), and init.js's
    // spinner after each .has-spinner element, with the script's state kept on the form.
    await visitor.page.addInitScript(() => {
      ;(window as unknown as { wpcf7: object }).wpcf7 = { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } }
    })
    await visitor.page.goto('/contact')
    // CF7's init runs once React has hydrated the form: a change made to the form's DOM before
    // hydration is undone by it (React renders the form again), whatever the markup. The page
    // hydrates once the visitor's pointer has woken it (decision 043).
    await visitor.page.locator('form.wpcf7-form').hover()
    await visitor.page.waitForFunction(() => {
      const form = document.querySelector('.wpcf7 > form')
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'))
    })
    await visitor.page.evaluate(() => {
      document.querySelectorAll<HTMLFormElement>('.wpcf7 > form').forEach((form) => {
        ;(form as unknown as { wpcf7: object }).wpcf7 = { status: form.getAttribute('data-status') }
        form.querySelectorAll('.has-spinner').forEach((element) => element.insertAdjacentHTML('afterend', '<span class="wpcf7-spinner"></span>'))
      })
    })
    // Give our own script every chance to run too.
    await visitor.page.waitForTimeout(500)
    const form = visitor.page.locator('form.wpcf7-form')
    await expect(form.locator('.wpcf7-spinner').count()).resolves.toBe(1)
    await expect(form.locator('.has-spinner + .wpcf7-spinner').count()).resolves.toBe(1)
    // Ours stood back: it did not mark the container as its own.
    await expect(visitor.page.locator('.wpcf7').getAttribute('class')).resolves.toContain('no-js')
    expect(visitor.errors).toEqual([])
  })
})

describe('A visitor whose request fails sees why the form was not sent', () => {
  it('appends an alert after the form when offline or when the server answers with an error page, and lets the visitor try again', async () => {
    const { page, errors, form } = await openForm('/contact', { reducedMotion: 'reduce' })
    const controls = demoControls(form)
    await controls.privacy.check()

    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/feedback', async (route) => {
      await held
      await route.abort('internetdisconnected')
    })
    await controls.send.click()
    await waitForStatus(page, 'submitting')
    // A visitor who asked for less motion gets a still spinner.
    await expect(form.locator('.wpcf7-spinner').evaluate((spinner) => getComputedStyle(spinner).animationName)).resolves.toBe('none')
    release()
    const alert = page.locator('form.wpcf7-form + div.ajax-error[role="alert"]')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toBe('Your message could not be sent: the site cannot be reached. Check your connection and try again.')
    await expect(formStatus(form)).resolves.toBe('init')
    await expect(form.getAttribute('aria-busy')).resolves.toBeNull()
    // The script takes the spinner away as it returns to init: wait for that, do not race it.
    await page.waitForFunction(() => [...document.querySelectorAll('.wpcf7-spinner')].every((spinner) => getComputedStyle(spinner).visibility === 'hidden'), undefined, { timeout: 5_000 })
    await expectNoAxeViolations(page, 'contact form, request failed')

    await page.unroute('**/feedback')
    await page.route('**/feedback', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }))
    await controls.send.click()
    await page.getByText('HTTP 502').waitFor()
    await expect(page.locator('.ajax-error').count()).resolves.toBe(1)
    await expect(alert.textContent()).resolves.toBe('Your message could not be sent: the site answered with an error (HTTP 502). Please try again in a few minutes.')

    await page.unroute('**/feedback')
    await page.route('**/feedback', (route) =>
      route.fulfill({ status: 503, json: { code: 'wpcf7_unavailable', message: 'The site cannot take messages right now. Please try again in a few minutes.', data: { status: 503 } } }),
    )
    await controls.send.click()
    await page.getByText('The site cannot take messages right now.').waitFor()
    await expect(page.locator('.ajax-error').count()).resolves.toBe(1)
    // The browser itself logs each failed request; nothing else may have gone wrong.
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([])
  })
})

/**
 * axe runs as a script in the page, which a context without JavaScript refuses (its evaluate
 * never returns). So the page the visitor sees is opened again, with the same cookies (the signed
 * outcome), in a context that runs scripts: the server renders the same markup, and the form's
 * script only marks it `js` (a form shown with an outcome is not refilled).
 */
async function expectNoAxeViolationsOnScriptlessPage(page: Page, label: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
  try {
    await context.addCookies(await page.context().cookies())
    const copy = await context.newPage()
    await copy.goto(page.url())
    await copy.locator('form.wpcf7-form').hover()
    await copy.locator('.wpcf7.js').waitFor({ state: 'attached' })
    await expect(copy.locator('form.wpcf7-form').getAttribute('data-status')).resolves.toBe(await page.locator('form.wpcf7-form').getAttribute('data-status'))
    await expectNoAxeViolations(copy, label)
  } finally {
    await context.close()
  }
}

describe('A visitor without JavaScript sends the form as a plain post and sees the outcome on the result page', () => {
  it('shows the tips after an empty post, and the thank-you message after a filled one', async () => {
    const { page, errors } = await newVisitor(browser, { javaScriptEnabled: false })
    await page.goto('/contact')
    const loadedAt = Date.now()
    const controls = demoControls(page.getByRole('form', { name: 'Contact' }))

    await controls.send.click()
    await page.waitForURL(/\/contact-form\/\d+#wpcf7-f\d+-p\d+-o1$/)
    const form = page.getByRole('form', { name: 'Contact' })
    await expect(formStatus(form)).resolves.toBe('invalid')
    await expect(form.locator('.wpcf7-response-output').textContent()).resolves.toBe('One or more fields have an error. Please check and try again.')
    for (const name of demoFields) {
      const control = form.locator(`[name="${name}"]`)
      await expect(control.getAttribute('aria-invalid'), name).resolves.toBe('true')
      await expect(page.locator(`#${await control.getAttribute('aria-describedby')}`).textContent(), name).resolves.toBe(fillOut)
    }
    await expectNoAxeViolationsOnScriptlessPage(page, 'result page, invalid')

    const email = uniqueEmail('katherine')
    const again = demoControls(form)
    await again.name.fill('Katherine Johnson')
    await again.email.fill(email)
    await again.subject.fill('A print for the office')
    await again.message.fill('Sent without JavaScript.')
    await again.privacy.check()
    await untilFillTimeHasPassed(loadedAt)
    await again.send.click()
    await page.locator('form.wpcf7-form[data-status="sent"]').waitFor()
    await expect(page.locator('.wpcf7-response-output').textContent()).resolves.toBe(thankYou)
    await expect(page.locator('.wpcf7-not-valid-tip').count()).resolves.toBe(0)
    await expectNoAxeViolationsOnScriptlessPage(page, 'result page, sent')
    await expect((await storedSubmissionFrom(email))?.status).toBe('mail_sent')
    expect(errors).toEqual([])
  })
})

describe('An admin finds a submission whose mail failed and queues it again', () => {
  it('shows the delivery state, a resend button and the CSV export in the sidebar, within the admin axe baseline', async () => {
    // A "To" made of a field the form does not have comes out blank: the mail fails at once, for good.
    const formId = await createForm('Broken recipient', '<label> Your email [email* your-email] </label>\n\n[submit "Send"]', '', {
      mail: { recipient: '[no-such-field]' },
    })
    const { page, form, loadedAt } = await openForm(`/contact-form/${formId}`)
    const email = uniqueEmail('grace')
    await form.getByRole('textbox', { name: /Your email/ }).fill(email)
    await untilFillTimeHasPassed(loadedAt)
    await form.getByRole('button', { name: 'Send' }).click()
    await waitForStatus(page, 'sent')

    const stored = await submissionWithMail(email, 'failed')
    expect(stored?.mailStatus, 'the mail of the submission fails').toBe('failed')

    const api = await adminApi()
    try {
      const adminPage = await api.request.storageState().then((state) => browser.newContext({ baseURL: baseUrl, storageState: state })).then((context) => context.newPage())
      await adminPage.goto(`/admin/collections/form-submissions/${stored!.id}`)
      const resend = adminPage.getByRole('button', { name: 'Resend failed mail' })
      await resend.waitFor()
      await expect(adminPage.locator('#field-mailError').inputValue()).resolves.toContain('is not a mail address')
      const csv = adminPage.getByRole('link', { name: 'Export its submissions (CSV)' })
      await expect(csv.getAttribute('href')).resolves.toBe(`/api/form-submissions/export.csv?form=${formId}`)
      await expectAdminAxeBaseline(adminPage, 'submission with failed mail')

      await resend.click()
      await expect(adminPage.getByRole('status').filter({ hasText: 'Queued again' }).textContent()).resolves.toContain('Reload the page')
      await expectAdminAxeBaseline(adminPage, 'submission after resend')
      await adminPage.context().close()
    } finally {
      await api.close()
    }
  })
})
