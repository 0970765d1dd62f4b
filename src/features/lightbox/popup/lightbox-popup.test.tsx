// @vitest-environment happy-dom
/**
 * The popup in a browser (happy-dom): what it shows, how it moves, and what each of the gallery
 * settings global's Lightbox settings changes (one test each; the `enableLightbox` switch and
 * right-click in the views are in gallery/views/views.test.tsx).
 */
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { click, item, key, mountPopup, wait, type Mounted } from './popup-test-helpers'

let popup: Mounted | null = null
const three = [item(1), item(2), item(3)]

beforeEach(() => {
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true })
  // happy-dom's Web Animations cancel with unhandled rejections; the lightbox skips animating without them.
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true })
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never
})

afterEach(() => {
  popup?.unmount()
  popup = null
  vi.useRealTimers()
})

const open = async (options: Parameters<typeof mountPopup>[0]) => {
  popup = await mountPopup(options)
  return popup
}

describe('the popup', () => {
  it('is a labelled modal dialog on the image asked for, with the counter over the whole set', async () => {
    const { dialog, counter } = await open({ items: three, imageId: 2 })
    expect(dialog()?.getAttribute('role')).toBe('dialog')
    expect(dialog()?.getAttribute('aria-modal')).toBe('true')
    expect(dialog()?.getAttribute('aria-label')).toBe('Photo viewer: Sea')
    expect(counter()).toBe('2 of 3')
    expect(dialog()?.querySelector('.vitrine-popup__title')?.textContent).toBe('Photo 2')
    expect(document.body.classList.contains('yarl__no_scroll')).toBe(true)
  })

  it('opens nothing, and says nothing, for an image that is not in the set', async () => {
    const { dialog, onClose } = await open({ items: three, imageId: 99 })
    expect(dialog()).toBeNull()
    expect(onClose).toHaveBeenCalledWith('missing')
  })

  it('moves with the arrow keys, Home and End, and follows with the address', async () => {
    const { counter, dialog } = await open({ items: [item(1), item(2), item(3), item(4)], imageId: 2 })
    const container = dialog()!.querySelector('.yarl__container')!
    await key('ArrowRight', container)
    await wait(600)
    expect(counter()).toBe('3 of 4')
    expect(window.location.hash).toBe('#bwg1/3')
    await key('End', container)
    await wait(50)
    expect(counter()).toBe('4 of 4')
    await key('Home', container)
    await wait(50)
    expect(counter()).toBe('1 of 4')
    expect(window.location.hash).toBe('#bwg1/1')
  })

  it('ignores a second click on next within 100 ms', async () => {
    const { counter, button } = await open({ items: [item(1), item(2), item(3), item(4)], settings: { loop: false } })
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    await click(button('Next'))
    now.mockReturnValue(1_000_099)
    await click(button('Next'))
    await wait(600)
    expect(counter()).toBe('2 of 4')
    now.mockReturnValue(1_000_200)
    await click(button('Next'))
    await wait(600)
    expect(counter()).toBe('3 of 4')
    now.mockRestore()
  })

  it('closes with Escape: the caller removes it and the hash is cleared', async () => {
    window.history.replaceState(null, '', '/galleries/sea#bwg1/1')
    const { dialog, onClose } = await open({ items: three })
    await key('Escape', dialog()!.querySelector('.yarl__container'))
    await wait(50)
    expect(onClose).toHaveBeenCalledWith('closed')
    expect(window.location.hash).toBe('')
  })
})

describe('each lightbox setting', () => {
  it('lightboxWidth and lightboxHeight: the size of the popup until it is maximized', async () => {
    const { dialog, button } = await open({ items: three, settings: { width: 640, height: 420 } })
    expect(dialog()!.style.getPropertyValue('--vitrine-popup-width')).toBe('640px')
    expect(dialog()!.style.getPropertyValue('--vitrine-popup-height')).toBe('420px')
    expect(dialog()!.classList.contains('vitrine-popup--restored')).toBe(true)
    await click(button('Maximize'))
    expect(dialog()!.classList.contains('vitrine-popup--maximized')).toBe(true)
    await click(button('Restore'))
    expect(dialog()!.classList.contains('vitrine-popup--restored')).toBe(true)
  })

  it('enableLoop off: no previous arrow on the first image, no next on the last', async () => {
    const first = await open({ items: three, settings: { loop: false }, imageId: 1 })
    expect(first.button('Previous')).toBeNull()
    expect(first.button('Next')).not.toBeNull()
    first.unmount()
    const last = await open({ items: three, settings: { loop: false }, imageId: 3 })
    expect(last.button('Next')).toBeNull()
    expect(last.button('Previous')).not.toBeNull()
  })

  it('enableLoop on: both arrows at the ends, and next on the last image goes to the first', async () => {
    const { button, counter } = await open({ items: three, settings: { loop: true }, imageId: 3 })
    expect(button('Previous')).not.toBeNull()
    await click(button('Next'))
    await wait(600)
    expect(counter()).toBe('1 of 3')
  })

  it('enableFilmstrip: the filmstrip shows at once, or stays hidden until its button', async () => {
    const shown = await open({ items: three, settings: { filmstrip: true } })
    expect(shown.dialog()!.querySelector<HTMLElement>('.yarl__thumbnails_container')!.style.display).toBe('')
    shown.unmount()
    const hidden = await open({ items: three, settings: { filmstrip: false } })
    expect(hidden.dialog()!.querySelector<HTMLElement>('.yarl__thumbnails_container')!.style.display).toBe('none')
    await click(hidden.button('Show filmstrip'))
    expect(hidden.dialog()!.querySelector<HTMLElement>('.yarl__thumbnails_container')!.style.display).toBe('')
  })

  it.each(['bottom', 'top', 'start', 'end'] as const)('filmstripPosition %s: where the filmstrip runs', async (position) => {
    const { dialog } = await open({ items: three, settings: { filmstripPosition: position } })
    expect(dialog()!.querySelector(`.yarl__thumbnails_${position}`)).not.toBeNull()
  })

  it('filmstripHeight: the height of the filmstrip’s thumbnails (3:2)', async () => {
    const { dialog } = await open({ items: three, settings: { filmstripHeight: 90 } })
    const strip = dialog()!.querySelector<HTMLElement>('.yarl__thumbnails_container')!
    expect(strip.style.getPropertyValue('--yarl__thumbnails_thumbnail_height')).toBe('90px')
    expect(strip.style.getPropertyValue('--yarl__thumbnails_thumbnail_width')).toBe('135px')
  })

  it('autoplay and slideshowInterval: it plays by itself, one image every interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { button, counter } = await open({ items: three, settings: { autoplay: true, interval: 2 } })
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    expect(button('Pause')).not.toBeNull()
    const live = () => document.querySelector('.yarl__carousel')?.getAttribute('aria-live')
    expect(live()).toBe('off')
    await advance(1500)
    expect(counter()).toBe('1 of 3')
    await advance(1200)
    expect(counter()).toBe('2 of 3')
    await click(button('Pause'))
    expect(live()).toBe('polite')
    await advance(4500)
    expect(counter()).toBe('2 of 3')
  })

  it('autoplay: never for visitors who prefer reduced motion', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as never
    const { button } = await open({ items: three, settings: { autoplay: true, interval: 1 } })
    expect(button('Play')).not.toBeNull()
    expect(button('Pause')).toBeNull()
  })

  it('enableFullscreen: the fullscreen button', async () => {
    const on = await open({ items: three, settings: { fullscreen: true } })
    expect(on.button('Enter Fullscreen')).not.toBeNull()
    on.unmount()
    const off = await open({ items: three, settings: { fullscreen: false } })
    expect(off.button('Enter Fullscreen')).toBeNull()
  })

  it('enableInfo: the info panel with title and description, and its button', async () => {
    const on = await open({ items: three, settings: { info: true } })
    expect(on.dialog()!.querySelector('#vitrine-popup-info')?.textContent).toContain('About photo 1')
    await click(on.button('Hide info'))
    expect(on.dialog()!.querySelector('#vitrine-popup-info')).toBeNull()
    on.unmount()
    const off = await open({ items: three, settings: { info: false } })
    expect(off.dialog()!.querySelector('#vitrine-popup-info')).toBeNull()
    expect(off.button('Show info')).toBeNull()
  })

  it('enableComments: the comments button and count', async () => {
    const on = await open({ items: three, settings: { comments: true } })
    expect(on.button('Comments')).not.toBeNull()
    expect(on.dialog()!.querySelector('.vitrine-popup__counters')?.textContent).toContain('2 comments')
    on.unmount()
    const off = await open({ items: three, settings: { comments: false } })
    expect(off.button('Comments')).toBeNull()
    expect(off.dialog()!.querySelector('.vitrine-popup__counters')).toBeNull()
  })

  it('enableRating: the five stars and the average', async () => {
    const on = await open({ items: [item(1, { avgRating: 4.25, rateCount: 4 })], settings: { rating: true } })
    expect(on.dialog()!.querySelectorAll('.vitrine-rating input[type="radio"]')).toHaveLength(5)
    expect(on.dialog()!.querySelector('[data-testid="rating-average"]')?.textContent).toBe('Rated 4.25 of 5 (4 votes)')
    on.unmount()
    const off = await open({ items: three, settings: { rating: false } })
    expect(off.dialog()!.querySelector('.vitrine-rating')).toBeNull()
  })

  it('enableHitCounter: a view is counted and the count shown', async () => {
    const on = await open({ items: three, settings: { hitCounter: true }, answers: { '/lightbox/images/1/hit': { counted: true, hitCount: 4 } } })
    await wait(10)
    expect(on.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/lightbox/images/1/hit'])
    expect(on.dialog()!.querySelector('.vitrine-popup__counters')?.textContent).toContain('4 views')
    on.unmount()
    const off = await open({ items: three, settings: { hitCounter: false } })
    await wait(10)
    expect(off.requests.filter((r) => r.method === 'POST')).toEqual([])
    expect(off.dialog()!.querySelector('.vitrine-popup__counters')?.textContent).not.toContain('views')
  })

  it('enableEcommerce: the price list button, on images that have one', async () => {
    const on = await open({ items: [item(1, { priceList: true }), item(2)], settings: { ecommerce: true } })
    expect(on.button('Buy this image')).not.toBeNull()
    on.unmount()
    const without = await open({ items: [item(1), item(2, { priceList: true })], settings: { ecommerce: true } })
    expect(without.button('Buy this image')).toBeNull()
    without.unmount()
    const off = await open({ items: [item(1, { priceList: true })], settings: { ecommerce: false } })
    expect(off.button('Buy this image')).toBeNull()
  })

  it('enableShare: the share panel with the image’s own page', async () => {
    const on = await open({ items: three, settings: { share: true } })
    await click(on.button('Share'))
    const panel = on.dialog()!.querySelector('#vitrine-popup-sidebar')!
    expect(panel.querySelector('input')?.getAttribute('value')).toMatch(/\/galleries\/sea\/1$/)
    expect([...panel.querySelectorAll('a')].map((a) => a.textContent)).toContain('Send by e-mail')
    on.unmount()
    const off = await open({ items: three, settings: { share: false } })
    expect(off.button('Share')).toBeNull()
  })

  it('enableDownload: a download link to the image file, never for a video', async () => {
    const on = await open({ items: [item(1), item(2, { download: null })], settings: { download: true } })
    expect(on.button('Download')?.getAttribute('href')).toBe('/api/media/file/photo-1.jpg')
    on.unmount()
    const video = await open({ items: [item(2, { download: null })], settings: { download: true } })
    expect(video.button('Download')).toBeNull()
    video.unmount()
    const off = await open({ items: three, settings: { download: false } })
    expect(off.button('Download')).toBeNull()
  })

  it.each(['top', 'bottom'] as const)('controlButtonsPosition %s: where the buttons sit', async (position) => {
    const { dialog } = await open({ items: three, settings: { controlsPosition: position } })
    expect(dialog()!.classList.contains(`vitrine-popup--controls-${position}`)).toBe(true)
    // The info panel takes the other side.
    expect(dialog()!.querySelector(`.vitrine-popup__info--${position === 'top' ? 'bottom' : 'top'}`)).not.toBeNull()
  })

  it('disableRightClick: no context menu on the image', async () => {
    const pictured = [item(1, { src: '/a.webp', srcSet: [{ src: '/a.webp', width: 1500, height: 1000 }] })]
    const on = await open({ items: pictured, settings: { disableRightClick: true } })
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
    on.dialog()!.querySelector('img.yarl__slide_image')!.dispatchEvent(menu)
    expect(menu.defaultPrevented).toBe(true)
    on.unmount()
    const off = await open({ items: pictured, settings: { disableRightClick: false } })
    const allowed = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
    off.dialog()!.querySelector('img.yarl__slide_image')!.dispatchEvent(allowed)
    expect(allowed.defaultPrevented).toBe(false)
  })
})
