// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { EmbedFacade, type EmbedFacadeProps } from './embed-facade.client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// Frames load through this stand-in instead of the network: what they ask for is recorded.
const requested: string[] = []
type Interceptor = { beforeAsyncRequest: (context: { request: Request }) => Promise<Response> }
const happyDOM = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: Interceptor | null } } } }).happyDOM
happyDOM.settings.fetch.interceptor = {
  beforeAsyncRequest: async ({ request }) => {
    requested.push(request.url)
    return new window.Response('<!doctype html><title>Stand-in player</title>', { headers: { 'content-type': 'text/html' } }) as unknown as Response
  },
}

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  requested.length = 0
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

function mount(props: Partial<EmbedFacadeProps> = {}) {
  const onActivate = vi.fn()
  act(() =>
    root.render(
      <EmbedFacade title="Morning in the studio" action="Show post" providerName="Instagram" src="/embed-frame/9" framed ratio={1} footer={132} onActivate={onActivate} {...props}>
        <img src="/api/media/file/still.jpg" alt="" />
      </EmbedFacade>,
    ),
  )
  return { onActivate, box: () => container.querySelector<HTMLElement>('.embed-facade')! }
}

const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
  act(() => {
    const frame = container.querySelector('iframe')!
    window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? window.location.origin, source: ('source' in from ? from.source : frame.contentWindow) as Window }))
  })

describe('EmbedFacade in the browser', () => {
  it('loads nothing until pressed, then opens the player in place with focus on it', () => {
    const { onActivate, box } = mount({ framed: false, footer: 0, action: 'Play', providerName: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0' })
    expect(container.querySelector('iframe')).toBeNull()
    expect(requested).toEqual([])
    const button = container.querySelector('button')!
    expect(button.getAttribute('aria-label')).toBe('Play: Morning in the studio')
    expect(button.textContent).toBe('Play')
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe('Loads from YouTube')

    act(() => button.click())
    const frame = container.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0')
    expect(frame.getAttribute('title')).toBe('Morning in the studio — YouTube player')
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture; encrypted-media')
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin')
    expect(document.activeElement).toBe(frame)
    expect(container.querySelector('img')).toBeNull()
    expect(box().className).toContain('embed-facade--video')
    expect(onActivate).toHaveBeenCalledTimes(1)
  })

  it('gives Vitrine’s frame a fresh alphanumeric secret in its hash', () => {
    mount()
    act(() => container.querySelector('button')!.click())
    const src = container.querySelector('iframe')!.getAttribute('src')!
    expect(src).toMatch(/^\/embed-frame\/9#secret=[A-Za-z0-9]{32}$/)
  })

  it('takes the height its own frame reports with its secret, clamped to 200–1000 px, and nothing else', () => {
    const { box } = mount()
    act(() => container.querySelector('button')!.click())
    const secret = container.querySelector('iframe')!.getAttribute('src')!.split('#secret=')[1]

    post({ vitrineEmbedSecret: secret, height: 640 })
    expect(box().style.height).toBe('640px')
    post({ vitrineEmbedSecret: secret, height: 5000 })
    expect(box().style.height).toBe('1000px')
    post({ vitrineEmbedSecret: secret, height: 20 })
    expect(box().style.height).toBe('200px')

    post({ vitrineEmbedSecret: secret, height: 640 })
    // A wrong secret, another origin, another window, a height that is not a number: ignored.
    post({ vitrineEmbedSecret: 'WrongSecretWrongSecret123', height: 480 })
    post({ vitrineEmbedSecret: secret, height: 480 }, { origin: 'https://www.instagram.com' })
    post({ vitrineEmbedSecret: secret, height: 480 }, { source: window })
    post({ vitrineEmbedSecret: secret, height: Number.NaN })
    expect(box().style.height).toBe('640px')
  })

  it('does not listen for heights when the player is the provider’s own', () => {
    // A known secret (random bytes all 0 make "AAA…"), so the message below would be accepted
    // if the facade listened.
    const random = vi.spyOn(crypto, 'getRandomValues').mockImplementation((bytes) => bytes)
    try {
      const { box } = mount({ framed: false, footer: 0, src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' })
      act(() => container.querySelector('button')!.click())
      post({ vitrineEmbedSecret: 'A'.repeat(32), height: 640 })
      expect(box().style.height).toBe('')
    } finally {
      random.mockRestore()
    }
  })
})
