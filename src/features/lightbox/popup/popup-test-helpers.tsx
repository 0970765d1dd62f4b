/**
 * Helpers of the popup's browser tests (happy-dom): a set served by a stand-in for the set
 * endpoint, the popup mounted on it, and the requests it made. Not a test file itself.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { vi } from 'vitest'

import LightboxPopup from './lightbox-popup.client'
import type { PopupItem } from './popup-item'
import type { PopupSettings } from './popup-settings'
import type { SetWindow } from '../links/set-request'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export const defaultSettings: PopupSettings = {
  width: 800,
  height: 500,
  loop: true,
  filmstrip: true,
  filmstripPosition: 'bottom',
  filmstripHeight: 70,
  autoplay: false,
  interval: 5,
  fullscreen: true,
  info: true,
  comments: true,
  commentModeration: false,
  rating: false,
  hitCounter: false,
  ecommerce: false,
  share: true,
  download: false,
  controlsPosition: 'bottom',
  disableRightClick: false,
}

export function item(id: number, extra: Partial<PopupItem> = {}): PopupItem {
  return {
    id,
    title: `Photo ${id}`,
    description: `About photo ${id}`,
    // No picture by default: a slide without one shows at once (happy-dom loads no images).
    src: null,
    srcSet: [],
    width: 1500,
    height: 1000,
    thumb: null,
    href: `/galleries/sea/${id}`,
    embed: null,
    isEmbedVideo: false,
    hitCount: 3,
    commentCount: 2,
    avgRating: 0,
    rateCount: 0,
    priceList: false,
    download: `/api/media/file/photo-${id}.jpg`,
    ...extra,
  }
}

export type Mounted = {
  container: HTMLElement
  requests: { url: string; method: string; body?: string }[]
  onClose: ReturnType<typeof vi.fn>
  root: Root
  /** The popup's dialog (yet-another-react-lightbox's portal). */
  dialog: () => HTMLElement | null
  button: (label: string) => HTMLElement | null
  counter: () => string | undefined
  unmount: () => void
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Mounts the popup on a set of `items` with `settings`, opened at `imageId`. Other endpoints
 * (views, ratings, comments) answer with `answers[path]`, or 404.
 */
export async function mountPopup(options: {
  items: PopupItem[]
  settings?: Partial<PopupSettings>
  imageId?: number
  openEcommerce?: boolean
  answers?: Record<string, unknown>
}): Promise<Mounted> {
  const settings = { ...defaultSettings, ...options.settings }
  const requests: Mounted['requests'] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input)
      requests.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? init.body : undefined })
      const parsed = new URL(url, 'http://localhost')
      if (parsed.pathname.startsWith('/lightbox/set/')) {
        const image = Number(parsed.searchParams.get('image'))
        const found = image ? options.items.findIndex((it) => it.id === image) : null
        // As the server answers for an image that is not in the set: no index, no items.
        const index = found === -1 ? null : found
        const window: SetWindow = {
          gallery: { id: 1, slug: 'sea', name: 'Sea' },
          total: options.items.length,
          offset: 0,
          index,
          items: index === null && image ? [] : options.items,
          settings,
        }
        return json(window)
      }
      const answer = options.answers?.[parsed.pathname]
      return answer === undefined ? json({ code: 'x', message: 'Not found.' }, 404) : json(answer)
    }),
  )
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const onClose = vi.fn()
  await act(async () => {
    root.render(<LightboxPopup set={{ galleryId: 1, search: '', tagIds: [], sort: null, seed: null }} imageId={options.imageId ?? options.items[0]!.id} openEcommerce={options.openEcommerce} onClose={onClose} />)
  })
  // The set's answer, then the lightbox's own effects.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  const dialog = () => document.querySelector<HTMLElement>('.yarl__portal')
  return {
    container,
    requests,
    onClose,
    root,
    dialog,
    button: (label) => dialog()?.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? null,
    counter: () => dialog()?.querySelector('.vitrine-popup__counter')?.textContent ?? undefined,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
      vi.unstubAllGlobals()
    },
  }
}

export async function click(element: Element | null) {
  if (!element) throw new Error('Nothing to click')
  await act(async () => {
    ;(element as HTMLElement).click()
  })
}

export async function key(name: string, target: Element | null = document.activeElement) {
  await act(async () => {
    ;(target ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))
  })
}

export async function wait(ms: number) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}
