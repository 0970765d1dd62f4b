/**
 * Browser helpers for the journeys: Debian's Chromium driven by playwright-core, and axe.
 * The server under test is started by scripts/e2e.mjs, which passes its address in E2E_BASE_URL (not BASE_URL: Vite sets that one).
 */
import { AxeBuilder } from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { expect } from 'vitest'

export const baseUrl = (() => {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with `npm run test:e2e`.')
  return url.replace(/\/$/, '')
})()

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // Without the background-networking flags Chromium keeps calling home, which this
    // machine's closed network refuses.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  })
}

/** A fresh visitor: no cookies, a desktop-sized window, and any console error fails the test. */
export async function newVisitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    // "Failed to load resource" names no address in its text: add where it came from.
    if (message.type() === 'error') errors.push(message.location().url ? `${message.text()} (${message.location().url})` : message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

/**
 * Runs axe on the page once it has settled and fails with a readable list of any violations.
 * Settled: no view is busy, and the document has its title (after a client-side navigation Next
 * streams the new page's metadata in after its content). Should either never happen, axe runs
 * anyway after 5 s and reports what is wrong.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await page
    .waitForFunction(() => document.title.trim() !== '' && !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => {})
  const results = await new AxeBuilder({ page }).analyze()
  const readable = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  )
  expect(readable, `axe violations on ${label}`).toEqual([])
}

/**
 * The admin is Payload's own interface. axe finds a few issues in it that only Payload can fix
 * (see docs/decisions/005-accessibility-checks.md); they are listed here so that any other
 * violation, or one of these on a new element kind, still fails the journey.
 */
const payloadAdminKnownIssues = new Set([
  'landmark-one-main',
  'page-has-heading-one',
  'region',
  'aria-hidden-focus',
  'label',
  'button-name',
  'color-contrast',
  'heading-order',
  // Payload's Lexical rich-text editor: its editable area and drag handle have no names.
  'aria-command-name',
  'aria-input-field-name',
])

/** Known issues of one Payload element only: the same rule anywhere else still fails. */
const payloadAdminKnownNodes: { rule: string; target: RegExp }[] = [
  // The search input of Payload's relationship select (react-select) is named by its title only.
  { rule: 'label-title-only', target: /^#react-select-[\w-]+-input$/ },
  // Payload's document tabs (Edit, API) put links straight into a <ul>.
  { rule: 'list', target: /^\.doc-tabs__tabs$/ },
]

export async function expectAdminAxeBaseline(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const known = (rule: string, target: string) => payloadAdminKnownNodes.some((issue) => issue.rule === rule && issue.target.test(target))
  const unexpected = results.violations
    .filter((violation) => !payloadAdminKnownIssues.has(violation.id))
    .map((violation) => ({ violation, targets: violation.nodes.map((node) => node.target.join(' ')).filter((target) => !known(violation.id, target)) }))
    .filter(({ targets }) => targets.length > 0)
    .map(({ violation, targets }) => `${violation.id} (${violation.impact}): ${violation.help} at ${targets.join(', ')}`)
  expect(unexpected, `axe violations on ${label} beyond Payload's known ones`).toEqual([])
}
