/**
 * Browser helpers for the journeys: Debian's Chromium driven by playwright-core, and axe.
 * The server under test is started by scripts/e2e.mjs, which passes its address in E2E_BASE_URL (not BASE_URL: Vite sets that one).
 */
import { AxeBuilder } from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
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
 * Resolves once React has committed the page's hydration, waking the page first. Handlers are attached to an element
 * (`__reactProps`) while hydration renders, before it commits; a key pressed in between may be
 * lost, so journeys that press a key at once wait for the commit: Next hydrates `document`, and
 * its root fiber stops being dehydrated when the first hydration commits.
 */
export async function hydrationCommitted(page: Page): Promise<void> {
  // An anonymous visitor's page starts its scripts on the first interaction (decision 043): move
  // the pointer, as a visitor's does, if nothing has woken it yet.
  if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))) await page.mouse.move(2 + Math.random(), 2 + Math.random())
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'))
    const root = key ? (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key] : undefined
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false
  })
}

/**
 * Waits until an element reacts: React has attached its handlers (`__reactProps`, set while a
 * component hydrates, which for a widget loaded on demand is after its chunk arrives, once it is
 * in view: the element is scrolled there if it does not react within 300 ms) and the page's
 * hydration has committed.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'attached' })
  await hydrationCommitted(locator.page())
  await locator.first().evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now()
        let scrolled = false
        const check = () => {
          if (Object.keys(element).some((key) => key.startsWith('__reactProps'))) return resolve()
          if (Date.now() - started > 20_000) return reject(new Error(`never came alive: ${element.outerHTML.slice(0, 200)}`))
          // A widget whose code loads on demand (src/lib/on-demand.client.tsx) hydrates when it
          // comes into view: bring it there, as a visitor scrolling to it would.
          if (!scrolled && Date.now() - started > 300) {
            scrolled = true
            element.scrollIntoView({ block: 'center' })
          }
          setTimeout(check, 50)
        }
        check()
      }),
  )
}

/**
 * Resolves once every finite CSS animation and transition on the page has finished (at most
 * `maxMs`). A panel fading in is, for a moment, text of too little contrast: axe run during the
 * 250 ms fade of a tab panel reported it (looped animations, such as a spinner, are not waited for).
 */
export async function untilAnimationsEnd(page: Page, maxMs = 3_000): Promise<void> {
  await page
    .evaluate(
      (maxMs) =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, maxMs)),
        ]),
      maxMs,
    )
    .catch(() => {})
}

/**
 * Holds the page's idle callbacks (`requestIdleCallback`) from its first script on, as a busy
 * phone would: what the page does "when the browser is idle" waits until the test calls the
 * returned function, which runs every callback held (and those they ask for) until none is left.
 */
export async function holdIdleCallbacks(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = []
    ;(window as unknown as { heldIdle: IdleRequestCallback[] }).heldIdle = held
    window.requestIdleCallback = (callback) => held.push(callback)
  })
  return async () => {
    await page.evaluate(async () => {
      const held = (window as unknown as { heldIdle: IdleRequestCallback[] }).heldIdle
      for (let round = 0; held.length > 0 && round < 100; round += 1) {
        for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 })
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      }
    })
  }
}

/**
 * Runs axe on the page once it has settled and fails with a readable list of any violations.
 * Settled: no view is busy, the document has its title (after a client-side navigation Next
 * streams the new page's metadata in after its content), and no fade or slide is under way.
 * Should either never happen, axe runs anyway after 5 s and reports what is wrong.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await page
    .waitForFunction(() => document.title.trim() !== '' && !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => {})
  await untilAnimationsEnd(page)
  const results = await new AxeBuilder({ page }).analyze()
  const readable = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  )
  expect(readable, `axe violations on ${label}`).toEqual([])
}

/**
 * The admin is Payload's own interface (3.90.1). axe finds issues in it that only Payload can fix
 * (docs/decisions/005-accessibility-checks.md). Each is allowed only on the Payload element that
 * causes it, matched by axe's target selector, with the reason beside it: the same rule on any
 * other element (ours included) still fails the journey. No rule is switched off.
 */
const payloadAdminKnownIssues: { rule: string; target: RegExp; why: string }[] = [
  { rule: 'page-has-heading-one', target: /^html$/, why: 'The login view has no <h1>.' },
  {
    rule: 'label',
    target: /(^#_R_\w+_|^#_r_\w+_|^input\[value=|react-datepicker__input-container)/,
    why: "The row checkboxes of Payload's list view carry aria-label=\"\"; the date picker's input has no label.",
  },
  {
    rule: 'button-name',
    target: /(popup-button|array-actions__button|copy-to-clipboard|file-details__remove|relationship-add-new__add-button|clipboard-action|collapsible__actions|clickable-arrow|date-time-picker__clear-button)/,
    why: "Payload's icon-only buttons (row actions, clipboard, pagination arrows, date clear) have no accessible name.",
  },
  {
    rule: 'color-contrast',
    target: /(#heading-|LexicalEditorTheme__placeholder|\.file-field__|\.btn__label|\.tabs-field__tab-button|\.upload__|^p$|\.field-label)/,
    why: "Payload's theme greys (table headings, secondary labels) fall under 4.5:1. Field descriptions, nav group headings and upload details are darkened in src/app/(payload)/admin.css.",
  },
  { rule: 'heading-order', target: /(group-field__header|group-field__title|array-field__title|blocks-field__heading|^h3$)/, why: "Payload's group, array and blocks fields start at <h3> under the document's <h1>." },
  { rule: 'label-title-only', target: /^#select-all$/, why: "The list view's select-all box is named by its title only." },
  { rule: 'landmark-no-duplicate-banner', target: /^\.app-header$/, why: "Payload's app header is a second <header> banner beside the nav's." },
  { rule: 'landmark-unique', target: /^\.app-header$/, why: 'Same element: two banners without distinct names.' },
  { rule: 'aria-command-name', target: /(collapsible__drag|^div\[aria-describedby=|^\.popup-button)/, why: "The drag handles of Payload's array and blocks rows (dnd-kit), and the relationship field's popup buttons, have no name." },
  {
    rule: 'image-redundant-alt',
    target: /(^img\[alt="[^"]+\.(jpe?g|png|webp|avif|gif)"\]$|\.file__thumbnail > img$)/,
    why: "Payload's upload thumbnails in list views use the file name as alt text beside the same file name (axe names the image by its alt, or by its path when two share one).",
  },
  { rule: 'aria-input-field-name', target: /ContentEditable__root/, why: "Payload's Lexical rich-text editable area has no name." },
  { rule: 'nested-interactive', target: /(^div\[aria-describedby=|^\.rs__multi-value|^\.popup-button)/, why: "react-select's draggable multi-value chips are buttons inside the combobox." },
  { rule: 'frame-title', target: /^#live-preview-iframe$/, why: "Payload's live preview frame has no title." },
  {
    rule: 'landmark-unique',
    target: /^main$/,
    why: "With the live preview open, Payload's editor <main> is reported as a landmark without a distinct name.",
  },
]

/**
 * Resolves once the page's DOM has gone `quietMs` without a change (at most `maxMs`). Payload's
 * admin goes on rendering after its first paint (form state, sidebar fields), and axe run on a
 * changing DOM names elements by selectors that no longer say where they are: a CI run saw the
 * date pickers' inputs reported as a bare `input[type="text"][value=""]`, outside the baseline.
 */
export async function untilDomIsQuiet(page: Page, quietMs = 400, maxMs = 5000): Promise<void> {
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs)
        const deadline = setTimeout(done, maxMs)
        const observer = new MutationObserver(() => {
          clearTimeout(timer)
          timer = setTimeout(done, quietMs)
        })
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true })
        function done() {
          observer.disconnect()
          clearTimeout(timer)
          clearTimeout(deadline)
          resolve()
        }
      }),
    { quietMs, maxMs },
  )
}

/** axe's findings on an admin page that `known` does not allow, one readable line each (with the elements' HTML). */
async function adminAxeFindings(page: Page, known: (rule: string, target: string) => boolean): Promise<string[]> {
  await untilDomIsQuiet(page)
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .map((violation) => ({ violation, nodes: violation.nodes.filter((node) => !known(violation.id, node.target.join(' '))) }))
    .filter(({ nodes }) => nodes.length > 0)
    .map(({ violation, nodes }) => `${violation.id} (${violation.impact}): ${violation.help} at ${nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`)
}

/** axe's findings on an admin page beyond Payload's known issues. */
export function adminAxeBeyondBaseline(page: Page): Promise<string[]> {
  return adminAxeFindings(page, (rule, target) => payloadAdminKnownIssues.some((issue) => issue.rule === rule && issue.target.test(target)))
}

/**
 * axe on a whole admin screen with no exception at all: for the screens issue 13 names (dashboard,
 * gallery screen, moderation and inbox), where Payload's markup is repaired (src/cms/admin/a11y-repairs.ts).
 */
export async function expectAdminAxeClean(page: Page, label: string): Promise<void> {
  await untilAnimationsEnd(page)
  expect(await adminAxeFindings(page, () => false), `axe violations on ${label}`).toEqual([])
}

export async function expectAdminAxeBaseline(page: Page, label: string): Promise<void> {
  expect(await adminAxeBeyondBaseline(page), `axe violations on ${label} beyond Payload's known ones`).toEqual([])
}
