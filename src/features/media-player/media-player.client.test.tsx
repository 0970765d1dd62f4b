// @vitest-environment happy-dom
/**
 * The player's parts a Chromium journey does not reach (tests/e2e/media-player.test.ts covers
 * playing, shuffling and the end of the playlist): format choice by the browser's answers, the
 * errors' event and alert, a video's controls hiding with the spec's timings, and the removal lock.
 * happy-dom's media element plays nothing and answers "" to canPlayType; each test says what
 * the browser answers.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MediaPlayer, type MediaPlayerProps } from './media-player.client'
import type { CanPlay } from './sources'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType')
const answers = (table: Record<string, CanPlay>) => canPlay.mockImplementation((type: string) => table[type] ?? '')

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  answers({ 'audio/wav': 'maybe', 'audio/flac': 'probably', 'video/mp4': 'probably' })
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
})

const track = (id: string, title: string, ...files: string[]) => ({
  id,
  title,
  artist: 'Vitrine Studio',
  sources: files.map((file) => ({ src: `/api/media/file/${file}`, type: file.endsWith('.flac') ? 'audio/flac' : file.endsWith('.mp4') ? 'video/mp4' : 'audio/wav' })),
  download: null,
})

const props: MediaPlayerProps = {
  label: 'Sound sketches',
  kind: 'audio',
  tracks: [track('a', 'Morning Walk', 'a.wav', 'a.flac'), track('b', 'Harbour Lights', 'b.wav'), track('c', 'Sunday Market', 'c.wav')],
  poster: null,
  volume: 0.8,
  loop: false,
  options: { autoPlay: false, loopOnPrevious: false, shuffleOnLoop: true },
  removeControls: false,
}

function mount(overrides: Partial<MediaPlayerProps> = {}) {
  act(() => root.render(<MediaPlayer {...props} {...overrides} />))
  const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)
  return {
    media: container.querySelector<HTMLMediaElement>('audio, video')!,
    button,
    press: (name: string) => act(() => button(name)!.click()),
    alert: () => container.querySelector('[role="alert"]')!.textContent,
    status: () => container.querySelector('[role="status"]')!.textContent,
    stage: () => container.querySelector<HTMLElement>('.player__stage')!,
  }
}

describe('MediaPlayer in the browser', () => {
  it('takes over from the browser’s controls and plays the format the browser is surest of, at volume 0.8', () => {
    const { media, button, status } = mount()
    expect(media.controls).toBe(false)
    expect(media.preload).toBe('metadata')
    expect(media.getAttribute('src')).toMatch(/\/api\/media\/file\/a\.flac$/)
    expect(media.volume).toBe(0.8)
    expect(button('Play')).not.toBeNull()
    expect(status()).toBe('Track 1 of 3: Morning Walk, Vitrine Studio')
  })

  it('raises "no supported format" as an event and an alert naming the track, and plays nothing', () => {
    answers({})
    const seen: unknown[] = []
    container.addEventListener('vitrine:player-error', (event) => seen.push((event as CustomEvent).detail))
    const { media, alert, press } = mount()
    const message = '“Morning Walk” is not in a format this browser can play. Try another browser, or download the file if it is offered.'
    expect(seen).toEqual([{ code: 'no-supported-format', message }])
    expect(alert()).toBe(message)
    expect(media.getAttribute('src')).toBeNull()
    press('Play')
    expect(media.paused).toBe(true)
  })

  it('raises "URL not set" for a track without an address, and clears the alert on the next track', () => {
    const { alert, press } = mount({ tracks: [track('a', 'Missing'), track('b', 'Harbour Lights', 'b.wav')] })
    expect(alert()).toBe('“Missing” has no file to play yet. Choose another track.')
    press('Next track')
    expect(alert()).toBe('')
  })

  it('says "URL failed to load" when the element fails, and stays on the track', () => {
    const seen: string[] = []
    const { media, press, alert, status } = mount()
    container.addEventListener('vitrine:player-error', (event) => seen.push((event as CustomEvent).detail.code))
    press('Play')
    Object.defineProperty(media, 'error', { configurable: true, value: { code: 2 } })
    act(() => media.dispatchEvent(new Event('error')))
    expect(seen).toEqual(['url-failed'])
    expect(alert()).toBe('“Morning Walk” could not be loaded. Check your connection and press Play to try again, or choose another track.')
    expect(status()).toBe('Track 1 of 3: Morning Walk, Vitrine Studio')
    expect(media.paused).toBe(true)
  })
})

describe('a video’s controls while it plays (hold 1000 ms, fade in 200 ms, out 600 ms)', () => {
  const video = { kind: 'video' as const, tracks: [track('v', 'Studio tour', 'v.mp4')] }

  it('hide 1000 ms after the last pointer movement, fading out over 600 ms, and come back on a movement, fading in over 200 ms', () => {
    vi.useFakeTimers()
    const { press, stage } = mount(video)
    press('Play')
    act(() => (document.activeElement as HTMLElement).blur())
    act(() => vi.advanceTimersByTime(999))
    expect(stage().hasAttribute('data-idle')).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(stage().hasAttribute('data-idle')).toBe(true)
    expect(container.querySelector<HTMLElement>('.player')!.style.getPropertyValue('--player-fade')).toBe('600ms')
    act(() => stage().dispatchEvent(new PointerEvent('pointermove', { bubbles: true })))
    expect(stage().hasAttribute('data-idle')).toBe(false)
    expect(container.querySelector<HTMLElement>('.player')!.style.getPropertyValue('--player-fade')).toBe('200ms')
  })

  it('stay while focus is in them, and while the video is paused', () => {
    vi.useFakeTimers()
    const { press, stage, button } = mount(video)
    press('Play')
    act(() => button('Pause')!.focus())
    act(() => vi.advanceTimersByTime(5000))
    expect(stage().hasAttribute('data-idle')).toBe(false)
    press('Pause')
    act(() => vi.advanceTimersByTime(5000))
    expect(stage().hasAttribute('data-idle')).toBe(false)
  })

  it('show a Full screen toggle for video only', () => {
    expect(mount(video).button('Full screen')?.getAttribute('aria-pressed')).toBe('false')
    act(() => root.render(<MediaPlayer {...props} />))
    expect(container.querySelector('button[aria-label="Full screen"]')).toBeNull()
  })
})

describe('removing tracks', () => {
  it('is locked while a removal runs, then focus goes to the track that took its place', () => {
    vi.useFakeTimers()
    const { button } = mount({ removeControls: true })
    act(() => button('Remove “Harbour Lights” from the playlist')!.click())
    expect(container.querySelector('[data-removing]')?.textContent).toContain('Harbour Lights')
    expect(button('Remove “Sunday Market” from the playlist')!.getAttribute('aria-disabled')).toBe('true')
    act(() => button('Remove “Sunday Market” from the playlist')!.click())
    act(() => vi.advanceTimersByTime(200))
    const titles = [...container.querySelectorAll('.player__track-title')].map((title) => title.textContent)
    expect(titles).toEqual(['Morning Walk', 'Sunday Market'])
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday Market, Vitrine Studio')
    // The last track has no Remove button.
    act(() => button('Remove “Sunday Market” from the playlist')!.click())
    act(() => vi.advanceTimersByTime(200))
    expect(container.querySelectorAll('.player__remove')).toHaveLength(0)
  })

  it('plays the first track when the browser already chose the same file from the page’s HTML', () => {
    // The server's <audio> lists the track's formats; the browser picked the one the player wants.
    const chosen = new URL('/api/media/file/b.wav', document.baseURI).href
    const currentSrc = vi.spyOn(HTMLMediaElement.prototype, 'currentSrc', 'get').mockReturnValue(chosen)
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    try {
      const { press } = mount({ tracks: [track('b', 'Harbour Lights', 'b.wav')] })
      press('Play')
      expect(play).toHaveBeenCalledTimes(1)
    } finally {
      currentSrc.mockRestore()
      play.mockRestore()
    }
  })
})
