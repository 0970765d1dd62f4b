import { createHash } from 'node:crypto'
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { embedFramePage, FRAME_CSP, INSTAGRAM_ORIGIN } from './embed-frame-page'

const playerUrl = 'https://www.instagram.com/p/VitrineDemo1/embed/captioned/'
const secret = 'Q1w2E3r4T5y6U7i8O9p0'
const origin = 'http://127.0.0.1:39124'

/**
 * Runs the frame's own script (as served) against a stand-in window: returns a way to deliver
 * message events and the messages the frame posted to its parent.
 */
function runFrameScript(hash: string, options: { top?: boolean } = {}) {
  const html = embedFramePage({ title: 'A post', playerUrl })
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]
  const player = { contentWindow: { name: 'instagram' } }
  const posted: [unknown, string][] = []
  let onMessage: ((event: { origin: string; source: unknown; data: unknown }) => void) | undefined
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: typeof onMessage) => {
      if (type === 'message') onMessage = listener
    },
  }
  window.parent = options.top
    ? window
    : {
        postMessage: (message: unknown, target: string) => posted.push([message, target]),
      }
  vm.runInNewContext(script, {
    window,
    location: { hash, origin },
    document: {
      getElementById: (id: string) => (id === 'player' ? player : null),
    },
  })
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    onMessage?.({
      origin: from.origin ?? INSTAGRAM_ORIGIN,
      source: 'source' in from ? from.source : player.contentWindow,
      data,
    })
  return { send, posted, listening: Boolean(onMessage) }
}

describe('the embed frame page', () => {
  it('hosts the Instagram player with a title, and escapes the post’s title', () => {
    const html = embedFramePage({
      title: 'Dawn <script>alert(1)</script> & "light"',
      playerUrl,
    })
    expect(html).toContain(
      `<iframe id="player" src="${playerUrl}" title="Dawn &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;light&#34; — Instagram post"`,
    )
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('referrerpolicy="strict-origin-when-cross-origin"')
    expect(html).not.toContain('<script>alert(1)')
  })

  it('frames nothing but Instagram', () => {
    expect(() =>
      embedFramePage({
        title: 'x',
        playerUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      }),
    ).toThrow()
    expect(() =>
      embedFramePage({
        title: 'x',
        playerUrl: 'https://www.instagram.com.evil.example/p/x/',
      }),
    ).toThrow()
  })

  it('allows exactly its own script and style by hash, and only Instagram in frames', () => {
    const html = embedFramePage({ title: 'A post', playerUrl })
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]
    expect(FRAME_CSP).toContain(`script-src ${hash(script)}`)
    expect(FRAME_CSP).toContain(`style-src ${hash(style)}`)
    expect(FRAME_CSP).toContain("default-src 'none'")
    expect(FRAME_CSP).toContain(`frame-src ${INSTAGRAM_ORIGIN};`)
    expect(FRAME_CSP).toContain("frame-ancestors 'self'")
    expect(FRAME_CSP).not.toMatch(/unsafe/)
  })
})

describe('the embed frame script', () => {
  it('forwards Instagram’s MEASURE height to the page with the secret, addressed to the site’s origin', () => {
    const frame = runFrameScript(`#secret=${secret}`)
    frame.send(JSON.stringify({ type: 'MEASURE', details: { height: 734 } }))
    frame.send({ type: 'MEASURE', details: { height: 1500 } })
    // Clamping is the page's job: the frame passes the number on as it came.
    expect(frame.posted).toEqual([
      [{ vitrineEmbedSecret: secret, height: 734 }, origin],
      [{ vitrineEmbedSecret: secret, height: 1500 }, origin],
    ])
  })

  it('ignores messages from other origins or other windows, and anything that is not a finite height', () => {
    const frame = runFrameScript(`#secret=${secret}`)
    const measure = JSON.stringify({
      type: 'MEASURE',
      details: { height: 500 },
    })
    frame.send(measure, { origin: 'https://evil.example' })
    frame.send(measure, { origin: 'https://instagram.com' })
    frame.send(measure, { source: { name: 'another frame' } })
    frame.send('not json')
    frame.send(JSON.stringify({ type: 'MOUNT', details: { height: 500 } }))
    frame.send(JSON.stringify({ type: 'MEASURE', details: { height: '500' } }))
    frame.send({
      type: 'MEASURE',
      details: { height: Number.POSITIVE_INFINITY },
    })
    frame.send({ type: 'MEASURE' })
    frame.send(null)
    expect(frame.posted).toEqual([])
  })

  it('stays silent without a well-formed secret, or when opened on its own', () => {
    for (const hash of ['', '#secret=short', `#secret=${secret}-x`, `#secret=${secret}&x=1`, `#${secret}`]) {
      const frame = runFrameScript(hash)
      expect(frame.listening, hash).toBe(false)
    }
    expect(runFrameScript(`#secret=${secret}`, { top: true }).listening).toBe(false)
  })
})
