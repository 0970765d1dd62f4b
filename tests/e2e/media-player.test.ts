/**
 * The media player with its playlist, in Chromium (issue 14, item 2): a visitor plays the demo's
 * playlist, shuffles, skips to the end and, with loop off, playback stops; by mouse, and by
 * keyboard alone; axe finds nothing in each state. A track whose file fails says so and waits for
 * the visitor; pages without a player never fetch its code.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectNoAxeViolations, hydrated, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const PAGE = '/media'
/** A class name only the player's code renders: its chunk has arrived when a script holds it. */
const PLAYER_CODE = 'player__transport'

/** Presses Tab until the focused element matches, as a keyboard user would move through the page. */
async function tabTo(page: Page, label: string): Promise<void> {
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press('Tab')
    if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === label) return
  }
  throw new Error(`Tab never reached "${label}".`)
}

/** The demo's player, once its code has come alive. */
async function openPlayer(page: Page) {
  await page.goto(PAGE)
  const player = page.getByRole('region', { name: 'Sound sketches' })
  // Its code comes when it is near the viewport, as a visitor scrolling to it would bring it.
  await player.scrollIntoViewIfNeeded()
  const play = player.getByRole('button', { name: 'Play', exact: true })
  await hydrated(play)
  const audio = player.locator('audio')
  return {
    player,
    audio,
    status: player.getByRole('status'),
    playlist: player.getByRole('list', { name: 'Playlist' }),
    playing: () => audio.evaluate((element: HTMLAudioElement) => !element.paused),
  }
}

/** Resolves once the element has played on past `seconds`. */
const playsPast = (audio: Locator, seconds: number) =>
  audio.evaluate(
    (element: HTMLAudioElement, seconds) =>
      new Promise<void>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`still at ${element.currentTime}s, paused: ${element.paused}`)), 15_000)
        const check = () => (element.currentTime > seconds && !element.paused ? (clearTimeout(timeout), resolve()) : setTimeout(check, 50))
        check()
      }),
    seconds,
  )

const currentTitles = (playlist: Locator) => playlist.locator('button[aria-current="true"] .player__track-title').allTextContents()
const order = (playlist: Locator) => playlist.locator('.player__track-title').allTextContents()

describe('A visitor plays the playlist, shuffles, skips to the end and, with loop off, playback stops', () => {
  it('by mouse', async () => {
    const { page, errors } = await newVisitor(browser)
    const { player, audio, status, playlist, playing } = await openPlayer(page)
    await expect(order(playlist)).resolves.toEqual(['Morning Walk', 'Harbour Lights', 'Sunday Market'])
    await expect(status.textContent()).resolves.toBe('Track 1 of 3: Morning Walk, Vitrine Studio')
    // Format choice: Chromium is only "maybe" about the WAV listed first and "probably" about the FLAC.
    await expect(audio.evaluate((element: HTMLAudioElement) => element.currentSrc)).resolves.toMatch(/\/api\/media\/file\/morning-walk-[0-9a-f]{8}\.flac$/)
    await expect(audio.evaluate((element: HTMLAudioElement) => [element.preload, element.volume, element.controls])).resolves.toEqual(['metadata', 0.8, false])
    await expect(player.getByRole('slider', { name: 'Volume' }).inputValue()).resolves.toBe('0.8')
    await expectNoAxeViolations(page, 'player ready')

    await player.getByRole('button', { name: 'Play', exact: true }).click()
    await playsPast(audio, 0.3)
    await expect(player.getByRole('button', { name: 'Pause' }).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'playing')

    await player.getByRole('button', { name: 'Shuffle', exact: true }).click()
    const shuffleOff = player.getByRole('button', { name: 'Shuffle off' })
    await expect(shuffleOff.isVisible()).resolves.toBe(true)
    // The track playing stays first and keeps playing; the other two follow in some order.
    const shuffled = await order(playlist)
    expect(shuffled[0]).toBe('Morning Walk')
    expect([...shuffled].sort()).toEqual(['Harbour Lights', 'Morning Walk', 'Sunday Market'])
    await expect(playing()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'shuffled')

    // Skip to the last track of the shuffled order, then to the end of it.
    const next = player.getByRole('button', { name: 'Next track' })
    await next.click()
    await next.click()
    await expect(currentTitles(playlist)).resolves.toEqual([shuffled[2]])
    await expect(status.textContent()).resolves.toBe(`Track 3 of 3: ${shuffled[2]}, Vitrine Studio`)
    await playsPast(audio, 0.2)
    const seek = player.getByRole('slider', { name: 'Seek' })
    await expect(seek.isEnabled()).resolves.toBe(true)
    const box = (await seek.boundingBox())!
    await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2)

    // Loop is off: when the last track ends, playback stops on it.
    await status.filter({ hasText: 'End of the playlist.' }).waitFor()
    await expect(playing()).resolves.toBe(false)
    await expect(player.getByRole('button', { name: 'Play', exact: true }).isVisible()).resolves.toBe(true)
    await expect(currentTitles(playlist)).resolves.toEqual([shuffled[2]])
    await expect(player.getByRole('button', { name: 'Loop playlist' }).getAttribute('aria-pressed')).resolves.toBe('false')
    await expectNoAxeViolations(page, 'end of the playlist')
    expect(errors).toEqual([])
  })

  it('by keyboard alone', async () => {
    const { page, errors } = await newVisitor(browser)
    const { player, audio, status, playlist, playing } = await openPlayer(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

    await tabTo(page, 'Play')
    await page.keyboard.press('Enter')
    await playsPast(audio, 0.3)
    // Focus stays on the same button, now named Pause.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Pause')
    await expectNoAxeViolations(page, 'playing, by keyboard')

    await tabTo(page, 'Shuffle')
    await page.keyboard.press('Space')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Shuffle off')
    const shuffled = await order(playlist)
    expect(shuffled[0]).toBe('Morning Walk')
    await expectNoAxeViolations(page, 'shuffled, by keyboard')

    // The volume slider answers the arrow keys.
    await tabTo(page, 'Volume')
    await page.keyboard.press('ArrowLeft')
    await expect(audio.evaluate((element: HTMLAudioElement) => element.volume)).resolves.toBeCloseTo(0.75, 5)

    await tabTo(page, 'Next track')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(status.textContent()).resolves.toBe(`Track 3 of 3: ${shuffled[2]}, Vitrine Studio`)
    await playsPast(audio, 0.2)
    await tabTo(page, 'Seek')
    await page.keyboard.press('End')

    await status.filter({ hasText: 'End of the playlist.' }).waitFor()
    await expect(playing()).resolves.toBe(false)
    await expect(currentTitles(playlist)).resolves.toEqual([shuffled[2]])
    await expectNoAxeViolations(page, 'end of the playlist, by keyboard')

    // Shuffle off brings the editor's order back, the last track still current.
    await tabTo(page, 'Shuffle off')
    await page.keyboard.press('Enter')
    await expect(order(playlist)).resolves.toEqual(['Morning Walk', 'Harbour Lights', 'Sunday Market'])
    await expect(currentTitles(playlist)).resolves.toEqual([shuffled[2]])
    expect(errors).toEqual([])
  })
})

describe('The media player’s errors and its code', () => {
  it('says which track failed to load, raises the error event, and moves on only when the visitor asks', async () => {
    const { page, errors } = await newVisitor(browser)
    await page.route(/harbour-lights-[0-9a-f]{8}\.wav/, (route) => route.abort('connectionrefused'))
    const { player, status, playlist } = await openPlayer(page)
    await page.evaluate(() => {
      const seen: unknown[] = []
      ;(window as unknown as { playerErrors: unknown[] }).playerErrors = seen
      document.addEventListener('vitrine:player-error', (event) => seen.push((event as CustomEvent).detail))
    })
    await playlist.getByRole('button', { name: 'Harbour Lights, Vitrine Studio', exact: true }).click()
    const alert = player.getByRole('alert')
    await alert.filter({ hasText: '“Harbour Lights” could not be loaded.' }).waitFor()
    await expect(page.evaluate(() => (window as unknown as { playerErrors: unknown[] }).playerErrors)).resolves.toEqual([
      { code: 'url-failed', message: '“Harbour Lights” could not be loaded. Check your connection and press Play to try again, or choose another track.' },
    ])
    // It stays on the track that failed until the visitor chooses.
    await page.waitForTimeout(500)
    await expect(status.textContent()).resolves.toBe('Track 2 of 3: Harbour Lights, Vitrine Studio')
    await expect(player.getByRole('button', { name: 'Play', exact: true }).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'a track failed to load')

    await player.getByRole('button', { name: 'Next track' }).click()
    await expect(status.textContent()).resolves.toBe('Track 3 of 3: Sunday Market, Vitrine Studio')
    await expect(alert.textContent()).resolves.toBe('')
    expect(errors.filter((error) => !/harbour-lights/.test(error))).toEqual([])
  })

  // Regression: at 320 px the options row (mute, volume, repeat, shuffle, loop) ran 5 px past the
  // card, cut the last button and scrolled the page sideways.
  it('fits a 320 px screen: every control inside the card, nothing to scroll sideways', async () => {
    const { context, page, errors } = await newVisitor(browser, { viewport: { width: 320, height: 800 } })
    const { player } = await openPlayer(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    const card = await player.boundingBox()
    for (const button of await player.locator('.player__options button, .player__transport button').all()) {
      const box = (await button.boundingBox())!
      const name = (await button.getAttribute('aria-label')) ?? undefined
      expect(box.x, name).toBeGreaterThanOrEqual(card!.x)
      expect(box.x + box.width, name).toBeLessThanOrEqual(card!.x + card!.width)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('is not fetched by pages without a player, and arrives when the player is near', async () => {
    const { page, errors } = await newVisitor(browser)
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') response.text().then((text) => scripts.push(text), () => undefined)
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 20_000)
    await page.waitForLoadState('networkidle')
    expect(scripts.some((text) => text.includes(PLAYER_CODE))).toBe(false)

    await openPlayer(page)
    expect(scripts.some((text) => text.includes(PLAYER_CODE))).toBe(true)
    expect(errors).toEqual([])
  })
})
