/**
 * Visitor pages that wake when needed (decision 043): the rewrite of Next's scripts, streamed or
 * whole, the answer compressed after it, and the wake script's rules in a DOM.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { Window } from 'happy-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import * as pageWake from '../../src/lib/page-wake.ts'
import {
  compactSource,
  createScriptDeferrer,
  createStylesheetInliner,
  DEFERRED_TYPE,
  deferPageScripts,
  fillEmptyNotFound,
  HOLD_CLICK_ATTRIBUTE,
  HYDRATED_EVENT,
  INLINE_STYLESHEET_MAX_BYTES,
  INLINED_ATTRIBUTE,
  inlineRules,
  LATE_LAYOUT,
  NOT_FOUND_FALLBACK,
  ON_DEMAND_READY_ATTRIBUTE,
  PREFETCH_WAIT_MS,
  renderWithDeferredScripts,
  WAKE_NEAR_ATTRIBUTE,
  WAKE_SCRIPT,
  WAKE_SETTINGS,
  wakeOnNeed,
} from './wake-on-need.mjs'

const WAKE = '<script>WAKE</script>'

/** A page as Next writes one (trimmed): scripts in head and body, the RSC payload, React's own script. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><header>Ünïcode – “quotes”</header><main><h1>Photographs</h1>',
  '<script>$RC=function(){}</script>',
  '<script>(function(){var f=document.forms[0]})()</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/b.js"]})</script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<\\/script>"])</script>',
  '</main></body></html>',
].join('')

/** Next's answer to a notFound() under the site's route group (decision 049): the page is only in its payload. */
const EMPTY_NOT_FOUND = `<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>Vitrine Studio</title></head><body><div hidden=""><!--$--><!--/$--></div><script type="${DEFERRED_TYPE}">self.__next_f.push([1,"x"])</script></body></html>`

// Regression: without script (a crawler, a reader with JavaScript off) the 404 page was blank.
describe('fillEmptyNotFound', () => {
  it('gives Next’s empty 404 the site’s language and the 404 page’s words, for a browser without script', () => {
    const out = fillEmptyNotFound(EMPTY_NOT_FOUND)
    expect(out).toContain('<html id="__next_error__" lang="en">')
    expect(out).toContain(`<body>${NOT_FOUND_FALLBACK}<div hidden="">`)
    const page = new Window({ url: 'https://vitrine.example/no-such-page' })
    page.document.write(out.replace(/<script[\s\S]*?<\/script>/g, ''))
    const noscript = page.document.querySelector('body > noscript')
    expect(noscript).not.toBeNull()
    page.close()
  })

  it('says what the site’s own 404 page says (src/app/(site)/not-found.tsx)', () => {
    const source = fs.readFileSync(new URL('../../src/app/(site)/not-found.tsx', import.meta.url), 'utf8')
    const words = [...NOT_FOUND_FALLBACK.replace(/<style>[^<]*<\/style>/, '').matchAll(/>([^<>]+)</g)].map((match) => match[1].trim()).filter(Boolean)
    expect(words).toEqual(['Page not found', 'The address may be mistyped, or the page has moved.', 'Go to the home page'])
    for (const text of words) expect(source).toContain(text)
    expect(NOT_FOUND_FALLBACK).toContain('href="/"')
  })

  it('leaves every other answer as it is: a page with content, or one that already has a language', () => {
    expect(fillEmptyNotFound(PAGE)).toBe(PAGE)
    const withLang = EMPTY_NOT_FOUND.replace('<html id="__next_error__">', '<html id="__next_error__" lang="fr">')
    expect(fillEmptyNotFound(withLang)).toContain('<html id="__next_error__" lang="fr">')
    expect(fillEmptyNotFound(fillEmptyNotFound(EMPTY_NOT_FOUND))).toBe(fillEmptyNotFound(EMPTY_NOT_FOUND))
  })
})

describe('deferPageScripts', () => {
  const out = deferPageScripts(PAGE, { wakeScript: WAKE })

  it('puts the wake script just before the first script it turns inert, in the head, once', () => {
    expect(out).toContain(`data-precedence="next"/><link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>${WAKE}<script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/main.js"`)
    expect(out.indexOf(WAKE)).toBeLessThan(out.indexOf('</head>'))
    expect(out.split(WAKE)).toHaveLength(2)
  })

  it('leaves a document with nothing to defer as it is, with no wake script', () => {
    const frame = '<!DOCTYPE html><html><head><script>parent.postMessage(1, "*")</script></head><body><iframe src="https://example.com/embed"></iframe></body></html>'
    expect(deferPageScripts(frame, { wakeScript: WAKE })).toBe(frame)
  })

  it('turns the script files inert, keeping their other attributes, and drops the nomodule polyfill', () => {
    expect(out).toContain(`<script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/main.js" async=""></script>`)
    expect(out).toContain(`<script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/b.js" async=""></script>`)
    expect(out).not.toContain('polyfills.js')
    expect(out).not.toMatch(/<script[^>]*\ssrc=/)
  })

  it("turns Next's inline scripts (the RSC payload, Turbopack's chunk list) inert, in place", () => {
    expect(out).toContain(`<script type="${DEFERRED_TYPE}">(self.__next_f=self.__next_f||[]).push([0])</script>`)
    expect(out).toContain(`<script type="${DEFERRED_TYPE}">self.__next_f.push([1,`)
    expect(out).toContain(`<script type="${DEFERRED_TYPE}" id="_R_">(globalThis["TURBOPACK"]`)
  })

  it("leaves every other script as it is: React's, a page's own snippets, data", () => {
    expect(out).toContain('<script>$RC=function(){}</script>')
    expect(out).toContain('<script>(function(){var f=document.forms[0]})()</script>')
    expect(out).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
  })

  it('drops only the hints that fetch scripts; style sheets and font hints stay', () => {
    expect(out).not.toContain('webpack.js')
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(out).toContain('as="font"')
  })

  it('changes nothing else', () => {
    const inert = (html) =>
      html
        .replace(WAKE, '')
        .replace(/<script type="vitrine\/deferred" data-src="([^"]*)"/g, '<script src="$1"')
        .replace(/<script type="vitrine\/deferred"/g, '<script')
    const expected = PAGE.replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>', '').replace('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>', '')
    expect(inert(out)).toBe(expected)
  })

  it('puts the wake script before the first inert script of a document without a head', () => {
    expect(deferPageScripts('<p>Hi</p><script src="/x.js"></script>', { wakeScript: WAKE })).toBe(`<p>Hi</p>${WAKE}<script type="${DEFERRED_TYPE}" data-src="/x.js"></script>`)
  })

  it('gives the same document however it is cut into chunks, one character at a time included', () => {
    const cuts = [1, 2, 7, 64, 1000]
    for (const size of cuts) {
      const deferrer = createScriptDeferrer({ wakeScript: WAKE })
      let streamed = ''
      for (let at = 0; at < PAGE.length; at += size) streamed += deferrer.push(PAGE.slice(at, at + size))
      streamed += deferrer.end()
      expect(streamed, `chunks of ${size}`).toBe(out)
    }
  })

  it('passes a document with no scripts through, text cut mid-tag included', () => {
    const deferrer = createScriptDeferrer({ wakeScript: WAKE })
    expect(deferrer.push('<p>a <scr')).toBe('<p>a ')
    expect(deferrer.push('oll>b</scroll>')).toBe('<scroll>b</scroll>')
    expect(deferrer.end()).toBe('')
  })
})

describe("a page's own style sheets, inlined", () => {
  const sheets = { '/_next/static/chunks/a.css': 'body{margin:0}' }
  const out = deferPageScripts(PAGE, { wakeScript: WAKE, inlineStylesheet: (href) => sheets[href] ?? null })

  it('puts the rules where the link was, with the address and precedence the wake script brings back', () => {
    expect(out).toContain(`<head><meta charSet="utf-8"/><style ${INLINED_ATTRIBUTE}="/_next/static/chunks/a.css" data-precedence="next">body{margin:0}</style><link rel="preload" href="/_next/static/media/inter.woff2"`)
    expect(out).not.toContain('rel="stylesheet"')
  })

  it('leaves a link as it is when the inliner has no rules for it, and a link for another medium (print) even when it has', () => {
    expect(deferPageScripts(PAGE, { wakeScript: WAKE, inlineStylesheet: () => null })).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(deferPageScripts('<link rel="stylesheet" href="/print.css" media="print" data-precedence="x"/>', { inlineStylesheet: () => 'a{}' })).toBe(
      '<link rel="stylesheet" href="/print.css" media="print" data-precedence="x"/>',
    )
  })

  it('makes the urls of the rules absolute, their query and fragment kept, and keeps them from closing the style element', () => {
    const css =
      '@font-face{src:url(../media/inter.p.woff2)format("woff2")}.a{background:url("./x.png")}.b{background:url(/abs.png)}.c{background:url(data:image/png;base64,AA)}' +
      '.d:after{content:"</style><script>"}.e{mask:URL( ../media/i.svg#arrow )}.f{src:url(\'f.eot?#iefix\')}.g{background:url(//cdn.example/x.png)}'
    expect(inlineRules(css, '/_next/static/chunks/a.css')).toBe(
      '@font-face{src:url(/_next/static/media/inter.p.woff2)format("woff2")}.a{background:url("/_next/static/chunks/x.png")}.b{background:url(/abs.png)}.c{background:url(data:image/png;base64,AA)}' +
        '.d:after{content:"<\\/style><script>"}.e{mask:url(/_next/static/media/i.svg#arrow)}.f{src:url(\'/_next/static/chunks/f.eot?#iefix\')}.g{background:url(//cdn.example/x.png)}',
    )
  })

  it('leaves a sheet with references it does not rewrite as a link', () => {
    expect(inlineRules('@import "b.css";a{}', '/_next/static/chunks/a.css')).toBeNull()
    expect(inlineRules('a{background:image-set("a.png" 1x)}', '/_next/static/chunks/a.css')).toBeNull()
  })

  it("reads only the build's own style sheets, and not the large ones", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-inline-'))
    try {
      fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
      fs.writeFileSync(path.join(dist, 'static/chunks/a.css'), '.a{src:url(../media/f.woff2)}')
      fs.writeFileSync(path.join(dist, 'static/chunks/big.css'), 'x'.repeat(INLINE_STYLESHEET_MAX_BYTES + 1))
      fs.writeFileSync(path.join(dist, 'secret.css'), '.secret{}')
      const inline = createStylesheetInliner(dist)
      expect(inline('/_next/static/chunks/a.css')).toBe('.a{src:url(/_next/static/media/f.woff2)}')
      expect(inline('/_next/static/chunks/big.css')).toBeNull()
      expect(inline('/_next/static/chunks/missing.css')).toBeNull()
      expect(inline('/_next/static/chunks/../../secret.css')).toBeNull()
      expect(inline('https://elsewhere.example/_next/static/chunks/a.css')).toBeNull()
      fs.rmSync(path.join(dist, 'static/chunks/a.css'))
      expect(inline('/_next/static/chunks/a.css'), 'kept: the files of a build never change').toBe('.a{src:url(/_next/static/media/f.woff2)}')
    } finally {
      fs.rmSync(dist, { recursive: true, force: true })
    }
  })
})

describe('the names both sides use', () => {
  it('are spelt alike in the page (src/lib/page-wake.ts) and the wake script', () => {
    expect(pageWake.HYDRATED_EVENT).toBe(HYDRATED_EVENT)
    expect(pageWake.WAKE_NEAR_ATTRIBUTE).toBe(WAKE_NEAR_ATTRIBUTE)
    expect(pageWake.HOLD_CLICK_ATTRIBUTE).toBe(HOLD_CLICK_ATTRIBUTE)
    expect(pageWake.ON_DEMAND_READY_ATTRIBUTE).toBe(ON_DEMAND_READY_ATTRIBUTE)
    expect(Object.keys(pageWake.holdClick)).toEqual([HOLD_CLICK_ATTRIBUTE])
  })

  it('the inserted wake script is the function with its settings, without its comments', () => {
    expect(WAKE_SCRIPT).toBe(`<script>(${compactSource(wakeOnNeed)})(${JSON.stringify(WAKE_SETTINGS)})</script>`)
    expect(WAKE_SCRIPT).not.toMatch(/^\s*\/\//m)
  })
})

/** A server whose renderer stands in for Next: it answers `answer(req)` in the chunks given. */
async function serve(answer) {
  const server = http.createServer((req, res) => {
    void renderWithDeferredScripts(req, res, async (request, response) => {
      const { status = 200, headers = { 'content-type': 'text/html; charset=utf-8' }, chunks = [] } = answer(request)
      response.writeHead(status, headers)
      for (const chunk of chunks.slice(0, -1)) response.write(chunk)
      response.end(chunks.at(-1))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return server.address().port
}
const servers = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

function request(port, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('renderWithDeferredScripts', () => {
  // Cut inside a tag and inside a three-byte character (the dash of "Ünïcode – ").
  const bytes = Buffer.from(PAGE)
  const dash = bytes.indexOf(Buffer.from('–'))
  const chunks = [bytes.subarray(0, 300), bytes.subarray(300, dash + 1), bytes.subarray(dash + 1)]
  const expected = deferPageScripts(PAGE)

  it('sends the page rewritten, compressed as the client asks, with its own length', async () => {
    const port = await serve(() => ({ headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(bytes.length) }, chunks }))
    const plain = await request(port, '/', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.body.toString('utf8')).toBe(expected)
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(expected)))
    const gzipped = await request(port, '/', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers['content-length']).toBe(String(gzipped.body.length))
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.gunzipSync(gzipped.body).toString('utf8')).toBe(expected)
    const brotli = await request(port, '/', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).toBe(expected)
  })

  it('asks the renderer for the uncompressed answer', async () => {
    let seen
    const port = await serve((req) => {
      seen = req.headers['accept-encoding']
      return { chunks: ['<p>ok</p>'] }
    })
    await request(port, '/', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(seen).toBeUndefined()
  })

  it('passes other answers through, compressing text and leaving photos alone', async () => {
    const port = await serve((req) =>
      req.url === '/sitemap.xml'
        ? { headers: { 'content-type': 'application/xml' }, chunks: ['<urlset><script src="/x.js"></script></urlset>'] }
        : { headers: { 'content-type': 'image/avif', 'content-length': '4' }, chunks: [Buffer.from([1, 2, 3, 4])] },
    )
    const xml = await request(port, '/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } })
    expect(zlib.gunzipSync(xml.body).toString('utf8')).toBe('<urlset><script src="/x.js"></script></urlset>')
    const photo = await request(port, '/photo.avif', { headers: { 'accept-encoding': 'gzip' } })
    expect(photo.headers['content-encoding']).toBeUndefined()
    expect(photo.headers['content-length']).toBe('4')
    expect([...photo.body]).toEqual([1, 2, 3, 4])
  })

  it("sends a page with a policy of its own (the embed frame's) as it is", async () => {
    const port = await serve(() => ({ headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'sha256-x'" }, chunks: ['<head></head><script src="/x.js"></script>'] }))
    expect((await request(port, '/embed-frame/1')).body.toString('utf8')).toBe('<head></head><script src="/x.js"></script>')
  })

  it("ends the answer within the renderer's own end(), compressed or not", async () => {
    // Next's writer (pipe-readable.js) calls end() and then waits for "finish"; a client that left
    // before the answer truly ended would leave it waiting for ever (so the page cache waited too).
    // Compressing as a stream ended it a few ticks later; it must end inside end() itself.
    const endedInside = []
    const server = http.createServer((req, res) => {
      void renderWithDeferredScripts(req, res, async (_, response) => {
        response.statusCode = 200
        response.setHeader('content-type', req.url === '/icon.svg' ? 'image/svg+xml' : 'text/html; charset=utf-8')
        response.flushHeaders()
        response.write(req.url === '/icon.svg' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : PAGE)
        response.end()
        endedInside.push(`${req.url} ${req.headers['x-encoding']}: ${response.writableEnded}`)
      })
    })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    for (const path of ['/', '/icon.svg']) {
      for (const encoding of ['br', 'gzip', 'identity']) await request(server.address().port, path, { headers: { 'accept-encoding': encoding, 'x-encoding': encoding } })
    }
    expect(endedInside).toEqual(['/ br: true', '/ gzip: true', '/ identity: true', '/icon.svg br: true', '/icon.svg gzip: true', '/icon.svg identity: true'])
  })

  it('answers HEAD and 304 without a body', async () => {
    const port = await serve((req) => (req.method === 'HEAD' ? { chunks: [] } : { status: 304, chunks: [] }))
    expect((await request(port, '/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })).body).toHaveLength(0)
    const notModified = await request(port, '/', { headers: { 'accept-encoding': 'gzip' } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers['content-encoding']).toBeUndefined()
  })
})

/** The globals the wake script uses, from one window: each test gets a page of its own. */
const GLOBALS = ['document', 'location', 'navigator', 'addEventListener', 'removeEventListener', 'setTimeout', 'clearTimeout', 'IntersectionObserver', 'MutationObserver', 'Element', 'window']

/** Runs the wake script in `window`, as the page's first script. */
function runWakeScript(window, settings) {
  // The source as the page gets it (compacted), so the test runs what browsers run.
  const run = new Function(...GLOBALS, `return (${compactSource(wakeOnNeed)})(${JSON.stringify(settings)})`)
  const value = (name) => (name === 'window' ? window : typeof window[name] === 'function' && /^[a-z]/.test(name) ? window[name].bind(window) : window[name])
  run(...GLOBALS.map(value))
}

describe('the wake script', () => {
  let window
  let document
  let clicks
  beforeEach(() => {
    window = new Window({ url: 'https://vitrine.example/galleries/landscapes' })
    document = window.document
    clicks = []
    document.body.innerHTML = `
      <button type="button" id="menu">Menu</button>
      <button id="send">Send</button>
      <a href="/galleries/a/1" id="photo" ${HOLD_CLICK_ATTRIBUTE}>Photo</a>
      <a href="/about" id="about">About</a>
      <script type="${DEFERRED_TYPE}">self.__payload = 1</script>
      <script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/main.js" async=""></script>`
    for (const id of ['menu', 'send', 'photo', 'about']) document.getElementById(id).addEventListener('click', (event) => clicks.push([id, event.defaultPrevented]))
  })
  afterEach(async () => {
    vi.useRealTimers()
    await window.happyDOM.abort()
    window.close()
  })

  const live = () => [...document.querySelectorAll('script')].filter((script) => script.type !== DEFERRED_TYPE)
  const start = () => runWakeScript(window, { ...WAKE_SETTINGS, holdLimitMs: 200 })

  /** Paint timing as a browser has it: no first paint until `paint()`, observers told then. */
  function paintTiming() {
    const observers = []
    let painted = false
    window.performance.getEntriesByName = (name) => (painted && name === 'first-contentful-paint' ? [{ name, startTime: 1 }] : [])
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(callback) {
        this.callback = callback
      }
      observe() {
        observers.push(this)
      }
      disconnect() {
        observers.splice(observers.indexOf(this), 1)
      }
    }
    return () => {
      painted = true
      for (const observer of [...observers]) observer.callback({ getEntries: () => [] })
    }
  }

  it('keeps the scripts inert until the visitor does something, then starts them in order', () => {
    start()
    expect(live()).toHaveLength(0)
    window.dispatchEvent(new window.Event('pointerdown'))
    const started = live()
    expect(started.map((script) => script.getAttribute('src') ?? script.text)).toEqual(['self.__payload = 1', '/_next/static/chunks/main.js'])
    expect(started[1].async).toBe(true)
    expect(started[0].hasAttribute('data-src')).toBe(false)
  })

  it('brings the inlined style sheets back as the links React rendered, before the scripts start, and empties each copy once its file is in', () => {
    document.head.innerHTML = `<style ${INLINED_ATTRIBUTE}="/_next/static/chunks/a.css" data-precedence="next">body{margin:0}</style><style ${INLINED_ATTRIBUTE}="/_next/static/chunks/b.css" data-precedence="next">p{margin:0}</style><style id="own">p{}</style>`
    // The scripts start as the wake script puts each live one in its inert one's place.
    let linksWhenScriptsStarted = null
    const replaceWith = window.Element.prototype.replaceWith
    window.Element.prototype.replaceWith = function (...nodes) {
      linksWhenScriptsStarted ??= document.querySelectorAll('link[rel="stylesheet"]').length
      return replaceWith.apply(this, nodes)
    }
    start()
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0)
    window.dispatchEvent(new window.Event('pointerdown'))
    const [a, b] = document.querySelectorAll('link[rel="stylesheet"]')
    expect([a.getAttribute('href'), b.getAttribute('href')]).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'])
    expect(a.getAttribute('data-precedence')).toBe('next')
    expect(a.previousElementSibling.getAttribute(INLINED_ATTRIBUTE)).toBe('/_next/static/chunks/a.css')
    window.Element.prototype.replaceWith = replaceWith
    expect(linksWhenScriptsStarted, 'both links are in before the first script starts').toBe(2)
    a.dispatchEvent(new window.Event('load'))
    b.dispatchEvent(new window.Event('error'))
    const [copyA, copyB] = document.querySelectorAll(`style[${INLINED_ATTRIBUTE}]`)
    expect(copyA.textContent).toBe('')
    expect(copyB.textContent, 'a file that did not come leaves its copy').toBe('p{margin:0}')
    expect(document.getElementById('own')).not.toBeNull()
  })

  describe('fetches the scripts and sheets ahead of use', () => {
    const prefetched = () => [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`)
    beforeEach(() => {
      vi.useFakeTimers()
      document.head.innerHTML = `<style ${INLINED_ATTRIBUTE}="/_next/static/chunks/a.css" data-precedence="next">body{margin:0}</style>`
      // The script's timers and idle callbacks on the test's fake clock.
      window.setTimeout = (callback, ms) => setTimeout(callback, ms)
      window.clearTimeout = (timer) => clearTimeout(timer)
      window.requestIdleCallback = (callback) => setTimeout(callback, 50)
    })

    it('once the page has loaded and been painted, at idle: not while the load event comes before the first paint', () => {
      const paint = paintTiming()
      start()
      window.dispatchEvent(new window.Event('load'))
      vi.advanceTimersByTime(1_000)
      expect(prefetched()).toEqual([])
      paint()
      expect(prefetched(), 'at idle, not at once').toEqual([])
      vi.advanceTimersByTime(60)
      expect(prefetched()).toEqual(['script /_next/static/chunks/main.js', 'style /_next/static/chunks/a.css'])
      vi.advanceTimersByTime(PREFETCH_WAIT_MS)
      expect(prefetched(), 'once').toHaveLength(2)
    })

    it('at idle when the page was already painted at load', () => {
      paintTiming()()
      start()
      window.dispatchEvent(new window.Event('load'))
      vi.advanceTimersByTime(60)
      expect(prefetched()).toHaveLength(2)
    })

    it(`after ${PREFETCH_WAIT_MS / 1000} s when nothing is painted (a tab in the background)`, () => {
      paintTiming()
      start()
      window.dispatchEvent(new window.Event('load'))
      vi.advanceTimersByTime(PREFETCH_WAIT_MS - 10)
      expect(prefetched()).toEqual([])
      vi.advanceTimersByTime(100)
      expect(prefetched()).toHaveLength(2)
    })

    it('not at all once the page is awake (it fetched them itself)', () => {
      paintTiming()()
      start()
      window.dispatchEvent(new window.Event('pointerdown'))
      window.dispatchEvent(new window.Event('load'))
      vi.advanceTimersByTime(PREFETCH_WAIT_MS + 100)
      expect(prefetched()).toEqual([])
    })

    it('not at all with Save-Data', () => {
      paintTiming()()
      Object.defineProperty(window.navigator, 'connection', { value: { saveData: true }, configurable: true })
      start()
      window.dispatchEvent(new window.Event('load'))
      vi.advanceTimersByTime(PREFETCH_WAIT_MS + 100)
      expect(prefetched()).toEqual([])
    })
  })

  describe('holds the blocks below the first screen out of the first layout (decision 047)', () => {
    const held = () => [...document.querySelectorAll('head style')].map((style) => style.textContent)
    const rule = `${LATE_LAYOUT.container}>:is(${LATE_LAYOUT.blocks}):not([${LATE_LAYOUT.laidOutAttribute}]){content-visibility:auto;contain-intrinsic-block-size:auto ${LATE_LAYOUT.placeholderPx}px;overflow-clip-margin:1rem}`
    const laidOut = () => [...document.querySelectorAll(`[${LATE_LAYOUT.laidOutAttribute}]`)].map((block) => block.id)
    let clipMargin
    let navigationType
    beforeEach(() => {
      vi.useFakeTimers()
      window.setTimeout = (callback, ms) => setTimeout(callback, ms)
      window.requestIdleCallback = (callback) => setTimeout(callback, 50)
      clipMargin = true
      navigationType = 'navigate'
      Object.defineProperty(window, 'CSS', { value: { supports: (property) => property !== 'overflow-clip-margin' || clipMargin }, configurable: true })
      window.performance.getEntriesByType = (type) => (type === 'navigation' ? [{ type: navigationType }] : [])
      document.head.innerHTML = ''
      // Where each block starts, as the browser would lay it out (the screen is 768 px tall).
      window.HTMLElement.prototype.getBoundingClientRect = function () {
        const top = Number(this.getAttribute('data-top') ?? 0)
        return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top }
      }
      document.body.innerHTML = `<article class="page"><h1>Home</h1><section class="hero"></section><section class="widget" id="w1" data-top="900"></section><section class="gallery-block" id="g1" data-top="1400"></section><div class="widget" id="w2" data-top="1900"></div></article>`
    })

    it('from the start, every block; after the first paint one block is let in at each idle moment, in order, and then the rule goes', () => {
      const paint = paintTiming()
      start()
      expect(held()).toEqual([rule])
      vi.advanceTimersByTime(1_000)
      expect(laidOut(), 'not before the first paint').toEqual([])
      paint()
      vi.advanceTimersByTime(60)
      expect(laidOut()).toEqual(['w1'])
      vi.advanceTimersByTime(50)
      expect(laidOut()).toEqual(['w1', 'g1'])
      vi.advanceTimersByTime(50)
      expect(laidOut()).toEqual(['w1', 'g1', 'w2'])
      expect(held()).toEqual([rule])
      vi.advanceTimersByTime(50)
      expect(held(), 'all three blocks laid out').toEqual([])
      expect(laidOut(), 'and the marks gone with the rule').toEqual([])
    })

    it('lets the blocks that start on the first screen in at once, before anything is drawn', () => {
      document.body.innerHTML = `<article class="page"><h1>Thumbnails view</h1><section class="gallery-block" id="g1" data-top="300"></section><div class="widget" id="w1" data-top="760"></div><div class="widget" id="w2" data-top="1240"></div></article>`
      start()
      expect(held()).toEqual([rule])
      expect(laidOut()).toEqual(['g1', 'w1'])
    })

    it('as the parser brings them in, until the first block below the screen or the end of parsing', async () => {
      document.body.innerHTML = `<article class="page" id="page"><h1>Thumbnails view</h1></article>`
      start()
      const page = document.getElementById('page')
      const parse = async (html) => {
        page.insertAdjacentHTML('beforeend', html)
        await Promise.resolve()
        await Promise.resolve()
      }
      await parse(`<section class="gallery-block" id="g1" data-top="300"></section>`)
      expect(laidOut(), 'a block on the first screen').toEqual(['g1'])
      await parse(`<div class="widget" id="w1" data-top="900"></div>`)
      await parse(`<div class="widget" id="w2" data-top="100"></div>`)
      expect(laidOut(), 'none after the first below the screen').toEqual(['g1'])

      document.body.innerHTML = `<article class="page" id="page"><h1>Home</h1></article>`
      start()
      document.dispatchEvent(new window.Event('DOMContentLoaded'))
      await parse(`<div class="widget" id="w3" data-top="100"></div>`)
      expect(laidOut(), 'nor once the page is parsed').toEqual([])
    })

    it('goes on when the page wakes before it is done', () => {
      const paint = paintTiming()
      start()
      paint()
      window.dispatchEvent(new window.Event('pointerdown'))
      vi.advanceTimersByTime(500)
      expect(held()).toEqual([])
    })

    it('not when the browser places the page from its layout: a fragment, a reload, a return through history', () => {
      window.happyDOM.setURL('https://vitrine.example/#slide3')
      start()
      expect(held()).toEqual([])
      window.happyDOM.setURL('https://vitrine.example/')
      for (const type of ['reload', 'back_forward']) {
        navigationType = type
        start()
        expect(held(), type).toEqual([])
      }
    })

    it('not in a browser without overflow-clip-margin, where the containment would cut focus rings at a block’s edge', () => {
      clipMargin = false
      start()
      expect(held()).toEqual([])
    })
  })

  for (const type of ['keydown', 'touchstart', 'scroll', 'wheel', 'pointermove']) {
    it(`wakes on ${type}`, () => {
      start()
      window.dispatchEvent(new window.Event(type))
      expect(live()).toHaveLength(2)
    })
  }

  it('wakes on focus', () => {
    start()
    document.getElementById('about').dispatchEvent(new window.FocusEvent('focusin', { bubbles: true }))
    expect(live()).toHaveLength(2)
  })

  it('wakes at once when the address names something: a fragment, or the popup image', () => {
    window.happyDOM.setURL('https://vitrine.example/galleries/landscapes#bwg1/5')
    start()
    expect(live()).toHaveLength(2)
  })

  // Regression: the site's 404 page was blank until the visitor moved the pointer.
  it('wakes at once when the page holds nothing but what its scripts draw (Next’s 404 under a route group)', () => {
    document.body.innerHTML = `<div hidden=""><!--$--><!--/$--></div><script type="${DEFERRED_TYPE}">self.__payload = 1</script><script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/main.js" async=""></script>`
    start()
    expect(live()).toHaveLength(2)
  })

  it('wakes at once for Next’s empty 404 with its no-script fallback (fillEmptyNotFound)', () => {
    document.body.innerHTML = `${NOT_FOUND_FALLBACK}<div hidden=""><!--$--><!--/$--></div><script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/main.js" async=""></script>`
    start()
    expect(live()).toHaveLength(1)
  })

  it('wakes at once for the popup image in the query, not for any query', () => {
    window.happyDOM.setURL('https://vitrine.example/galleries/landscapes?utm_source=news')
    start()
    expect(live()).toHaveLength(0)
    const other = new Window({ url: 'https://vitrine.example/galleries/landscapes?image_id=5' })
    other.document.body.innerHTML = `<script type="${DEFERRED_TYPE}" data-src="/main.js"></script>`
    runWakeScript(other, WAKE_SETTINGS)
    expect(other.document.querySelector('script').type).toBe('')
    other.close()
  })

  it('holds a click on a script button or a marked link until the page has hydrated, then gives it again', async () => {
    start()
    document.getElementById('menu').click()
    document.getElementById('photo').click()
    document.getElementById('send').click()
    document.getElementById('about').click()
    // The held link does not navigate; plain links and a form's buttons work as they do without script.
    expect(clicks).toEqual([
      ['menu', false],
      ['photo', true],
      ['send', false],
      ['about', false],
    ])
    expect(live()).toHaveLength(2)
    clicks.length = 0
    window.dispatchEvent(new window.Event(HYDRATED_EVENT))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(clicks).toEqual([
      ['menu', false],
      ['photo', false],
    ])
    // Awake: clicks are the page's own.
    clicks.length = 0
    document.getElementById('photo').click()
    expect(clicks).toEqual([['photo', false]])
  })

  it('gives a click held for a widget whose code loads on demand once that widget has hydrated', async () => {
    document.body.innerHTML = '<div data-on-demand="accordion" style="display: contents"><button type="button" id="open">Open</button></div>'
    const opened = []
    document.getElementById('open').addEventListener('click', () => opened.push(document.querySelector('[data-on-demand]').hasAttribute(ON_DEMAND_READY_ATTRIBUTE)))
    start()
    document.getElementById('open').click()
    opened.length = 0
    window.dispatchEvent(new window.Event(HYDRATED_EVENT))
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The page has hydrated, the accordion not yet: the click waits.
    expect(opened).toEqual([])
    document.querySelector('[data-on-demand]').setAttribute(ON_DEMAND_READY_ATTRIBUTE, '')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(opened).toEqual([true])
  })

  it('follows a held link as a plain link when the page never comes alive', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    start()
    document.getElementById('photo').click()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(assign).toHaveBeenCalledWith('https://vitrine.example/galleries/a/1')
  })

  it('stops protected gallery images from opening the context menu before the page is awake', () => {
    document.body.innerHTML = '<div data-protected><picture><img id="image" alt=""></picture></div><img id="free" alt="">'
    start()
    const protectedMenu = new window.MouseEvent('contextmenu', { bubbles: true, cancelable: true })
    document.getElementById('image').dispatchEvent(protectedMenu)
    const freeMenu = new window.MouseEvent('contextmenu', { bubbles: true, cancelable: true })
    document.getElementById('free').dispatchEvent(freeMenu)
    expect([protectedMenu.defaultPrevented, freeMenu.defaultPrevented]).toEqual([true, false])
  })
})
