import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectNoAxeViolations, hydrated, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())

describe('Accordions, tabs and toggles keep their content in the page', () => {
  it('sends every panel, open or closed, in the server HTML', async () => {
    const { page } = await newVisitor(browser)
    const html = await (await page.request.get('/')).text()
    for (const text of [
      'Yes, by appointment. Write to us and we will find a time.',
      'On location with one camera and two lenses.',
      'Not happy with a print? Send it back within 30 days for a full refund.',
      'Every print can be framed in oak or black ash, with museum glass.',
    ]) {
      expect(html).toContain(text)
    }
  })
})

describe('A visitor opens the accordion', () => {
  it('by mouse: one section at a time, styled by data-state', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    const first = page.getByRole('button', { name: 'How long does a print take?' })
    const second = page.getByRole('button', { name: 'Can I visit the studio?' })
    await hydrated(second)
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(page.getByText('Yes, by appointment.').isVisible()).resolves.toBe(false)
    await second.click()
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(second.getAttribute('data-state')).resolves.toBe('open')
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(page.getByText('Yes, by appointment.').isVisible()).resolves.toBe(true)
    await expect(page.getByText('Two weeks from order to your door').isVisible()).resolves.toBe(false)
    await expectNoAxeViolations(page, 'home page with an accordion section open')
    expect(errors).toEqual([])
  })

  it('by keyboard alone: arrows move between sections, Enter and Space open and close them', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    const first = page.getByRole('button', { name: 'How long does a print take?' })
    await hydrated(first)
    await first.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(focused(page)).resolves.toBe('Do you ship abroad?')
    await page.keyboard.press('Enter')
    await expect(page.getByText('We ship prints worldwide').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'home page with the third accordion section open by keyboard')
    await page.keyboard.press('Space')
    await expect(page.getByText('We ship prints worldwide').isVisible()).resolves.toBe(false)
    await page.keyboard.press('End')
    await expect(focused(page)).resolves.toBe('Can I use a photo on my website?')
    await page.keyboard.press('Home')
    await expect(focused(page)).resolves.toBe('How long does a print take?')
    expect(errors).toEqual([])
  })
})

describe('A visitor switches tabs', () => {
  it('by mouse', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    const tabs = page.getByRole('tablist', { name: 'How we work' })
    await hydrated(tabs.getByRole('tab', { name: 'Shoot' }))
    await expect(tabs.getByRole('tab', { name: 'Plan' }).getAttribute('aria-selected')).resolves.toBe('true')
    await tabs.getByRole('tab', { name: 'Shoot' }).click()
    await expect(tabs.getByRole('tab', { name: 'Shoot' }).getAttribute('aria-selected')).resolves.toBe('true')
    await expect(page.getByRole('tabpanel', { name: 'Shoot' }).isVisible()).resolves.toBe(true)
    await expect(page.getByText('We scout every location first').isVisible()).resolves.toBe(false)
    await expectNoAxeViolations(page, 'home page with the Shoot tab chosen')
    expect(errors).toEqual([])
  })

  it('by keyboard alone: Tab reaches the chosen tab, arrows choose another, Tab enters its panel', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    const tabs = page.getByRole('tablist', { name: 'How we work' })
    await hydrated(tabs.getByRole('tab', { name: 'Plan' }))
    // The tab list takes focus once its tabs have registered with it (an effect after hydration).
    await expect.poll(() => tabs.getAttribute('tabindex')).toBe('0')
    // From the last control before the tabs (the slider's), one Tab.
    await page.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Tab')
    await expect(focused(page)).resolves.toBe('Plan')
    // A person presses one key at a time: each arrow moves focus and chooses that tab.
    for (const name of ['Shoot', 'Print']) {
      await page.keyboard.press('ArrowRight')
      await page.waitForFunction((tab) => document.activeElement?.textContent === tab && document.activeElement.getAttribute('aria-selected') === 'true', name)
    }
    await expect(tabs.getByRole('tab', { name: 'Print' }).getAttribute('data-state')).resolves.toBe('active')
    await expect(page.getByText('Each photo is edited by hand').isVisible()).resolves.toBe(true)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('tabpanel')
    await expectNoAxeViolations(page, 'home page with the Print tab chosen by keyboard')
    expect(errors).toEqual([])
  })
})

describe('A visitor opens toggles', () => {
  it('each on its own, by mouse and by keyboard', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/')
    const returns = page.getByRole('button', { name: 'Returns' })
    const framing = page.getByRole('button', { name: 'Framing' })
    await hydrated(returns)
    await expect(page.getByText('Send it back within 30 days').isVisible()).resolves.toBe(false)
    await returns.click()
    await expect(returns.getAttribute('aria-expanded')).resolves.toBe('true')
    await framing.focus()
    await page.keyboard.press('Enter')
    await expect(framing.getAttribute('aria-expanded')).resolves.toBe('true')
    // Both stay open: toggles are independent.
    await expect(page.getByText('Send it back within 30 days').isVisible()).resolves.toBe(true)
    await expect(page.getByText('framed in oak or black ash').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'home page with two toggles open')
    await page.keyboard.press('Space')
    await expect(page.getByText('framed in oak or black ash').isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
  })
})

describe('A reader switches between related, popular and recent posts', () => {
  it('on a post, by mouse and keyboard', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.goto('/blog/welcome-to-the-studio')
    const tabs = page.getByRole('tablist', { name: 'More from the blog' })
    await hydrated(tabs.getByRole('tab', { name: 'Related' }))
    const panel = (name: string) => page.getByRole('tabpanel', { name })
    await expect(panel('Related').getByRole('link').allTextContents()).resolves.toEqual(['Printing at home versus a lab', 'Behind the landscapes series'])
    await tabs.getByRole('tab', { name: 'Popular' }).click()
    await expect(panel('Popular').getByRole('link').allTextContents()).resolves.toEqual(['Behind the landscapes series', 'Printing at home versus a lab'])
    await expectNoAxeViolations(page, 'a post with the Popular tab chosen')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'Recent' }).getAttribute('aria-selected')).resolves.toBe('true')
    await expect(panel('Recent').getByRole('link').allTextContents()).resolves.toEqual(['Printing at home versus a lab', 'Behind the landscapes series'])
    expect(errors).toEqual([])
  })
})
