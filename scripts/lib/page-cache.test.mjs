/**
 * The page cache over real sockets: a Node HTTP server whose renderer stands in for Next (it
 * answers with the headers Next sends for a prerendered page, and counts its renders).
 */
import http from 'node:http'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { cacheKey, chooseEncoding, createPageCache, shareableFor } from './page-cache.mjs'

const ISR = 'public, s-maxage=3600, stale-while-revalidate=31535600'

/** A server with a page cache in front of `page(req, n)`, which says how the n-th render answers. */
async function serve(page, options = {}) {
  const cache = createPageCache(options)
  const renders = []
  const render = async (req, res) => {
    renders.push(req.url)
    const answer = await page(req, renders.length)
    for (const [name, value] of Object.entries(answer.headers ?? { 'cache-control': ISR, 'content-type': 'text/html; charset=utf-8' })) res.setHeader(name, value)
    res.statusCode = answer.status ?? 200
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    const body = Buffer.from(answer.body ?? `<p>render ${renders.length} of ${req.url}</p>`)
    // Like Next, a streamed answer in two writes.
    res.write(body.subarray(0, 5))
    res.end(body.subarray(5))
  }
  const server = http.createServer((req, res) => void cache.handle(req, res, render))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { cache, renders, port: server.address().port }
}

const servers = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** One request; the body as the bytes on the wire. */
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
const text = (response) => response.body.toString('utf8')

describe('a shareable page', () => {
  it('is rendered once and then answered from memory, with the same bytes and headers', async () => {
    const { renders, port } = await serve(() => ({ body: '<h1>Home</h1>' }))
    const first = await request(port, '/')
    const second = await request(port, '/')
    expect(renders).toEqual(['/'])
    expect(first.headers['x-vitrine-cache']).toBe('MISS')
    expect(second.headers['x-vitrine-cache']).toBe('HIT')
    expect(text(second)).toBe('<h1>Home</h1>')
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(second.headers['cache-control']).toBe(ISR)
    expect(second.headers['content-length']).toBe(String('<h1>Home</h1>'.length))
  })

  it('is kept in Brotli and gzip as well, and each visitor gets the one they accept', async () => {
    const html = `<main>${'Vitrine '.repeat(2000)}</main>`
    const { port } = await serve(() => ({ body: html }))
    await request(port, '/')
    const br = await request(port, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gz = await request(port, '/', { headers: { 'accept-encoding': 'gzip' } })
    const plain = await request(port, '/', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(text(plain)).toBe(html)
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.body.length).toBeLessThan(html.length / 10)
  })

  it('is stored from an answer its renderer compressed', async () => {
    const html = '<p>compressed by Next</p>'
    const { port } = await serve(() => ({ body: zlib.gzipSync(html), headers: { 'cache-control': ISR, 'content-encoding': 'gzip' } }))
    await request(port, '/about', { headers: { 'accept-encoding': 'gzip' } })
    const hit = await request(port, '/about')
    expect(hit.headers['x-vitrine-cache']).toBe('HIT')
    expect(text(hit)).toBe(html)
  })

  it('renders once for many visitors arriving together', async () => {
    const { renders, port } = await serve(() => ({ delayMs: 150 }))
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(port, '/galleries/landscapes')))
    expect(renders).toHaveLength(1)
    expect(new Set(answers.map(text)).size).toBe(1)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
  })

  it('answers HEAD and a matching If-None-Match without a body', async () => {
    const { renders, port } = await serve(() => ({ headers: { 'cache-control': ISR, etag: '"abc"' } }))
    await request(port, '/')
    const head = await request(port, '/', { method: 'HEAD' })
    const notModified = await request(port, '/', { headers: { 'if-none-match': 'W/"abc"' } })
    expect(renders).toHaveLength(1)
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
  })

  it('keys by path and query: another query is another page', async () => {
    const { renders, port } = await serve(() => ({}))
    const a = await request(port, '/galleries/landscapes?sort=title')
    const b = await request(port, '/galleries/landscapes?sort=date')
    expect(renders).toHaveLength(2)
    expect(text(a)).toContain('sort=title')
    expect(text(b)).toContain('sort=date')
  })

  it('is rendered again once its s-maxage has passed', async () => {
    let clock = 1_000_000
    const { renders, port } = await serve(() => ({ headers: { 'cache-control': 'public, s-maxage=60' } }), { now: () => clock })
    await request(port, '/')
    clock += 59_000
    await request(port, '/')
    expect(renders).toHaveLength(1)
    clock += 2_000
    await request(port, '/')
    expect(renders).toHaveLength(2)
  })
})

describe('what is never served from the cache', () => {
  it.each([
    ['an admin session', { cookie: 'theme=dark; payload-token=eyJhbGciOi' }],
    ['draft mode', { cookie: '__prerender_bypass=1234' }],
    ['preview mode', { cookie: '__next_preview_data=abc' }],
    ['a client navigation (RSC payload)', { rsc: '1' }],
    ['a prefetch', { rsc: '1', 'next-router-prefetch': '1' }],
  ])('%s goes to the renderer every time', async (_, headers) => {
    const { renders, port } = await serve(() => ({}))
    await request(port, '/')
    const answer = await request(port, '/', { headers })
    expect(answer.headers['x-vitrine-cache']).toBeUndefined()
    expect(renders).toHaveLength(2)
  })

  it('a visitor after an admin gets the visitor page, not the admin one', async () => {
    const { port } = await serve((req) => ({ body: /payload-token/.test(req.headers.cookie ?? '') ? 'admin view' : 'visitor view' }))
    await request(port, '/', { headers: { cookie: 'payload-token=x' } })
    expect(text(await request(port, '/'))).toBe('visitor view')
    expect(text(await request(port, '/'))).toBe('visitor view')
  })

  it.each([
    ['a response that sets a cookie', { 'cache-control': ISR, 'set-cookie': 'visitor=1' }, 200],
    ['a dynamic page', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 200],
    ['a stale copy Next is regenerating', { 'cache-control': ISR, 'x-nextjs-cache': 'STALE' }, 200],
    ['an error', { 'cache-control': ISR }, 500],
    ['a page without s-maxage', { 'cache-control': 'public, max-age=60' }, 200],
  ])('%s is not kept', async (_, headers, status) => {
    const { renders, port } = await serve(() => ({ headers, status }))
    await request(port, '/')
    await request(port, '/')
    expect(renders).toHaveLength(2)
  })

  it.each([['POST', '/'], ['GET', '/api/pages'], ['GET', '/admin'], ['GET', '/_next/static/chunks/app.js']])('%s %s is not cached', async (method, path) => {
    expect(cacheKey({ method, url: path, headers: {} })).toBeNull()
  })
})

describe('an uploaded file', () => {
  const PHOTO = { 'cache-control': 'public, max-age=3600', 'content-type': 'image/avif', etag: 'W/"8356-1a2"' }
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251))

  it('is kept for its public max-age and sent as it is, never compressed again', async () => {
    const { cache, renders, port } = await serve(() => ({ headers: PHOTO, body: bytes }))
    const first = await request(port, '/api/media/file/hero-900x600.avif', { headers: { 'accept-encoding': 'gzip, br' } })
    const second = await request(port, '/api/media/file/hero-900x600.avif', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(renders).toHaveLength(1)
    expect(second.headers['x-vitrine-cache']).toBe('HIT')
    expect(second.headers['content-encoding']).toBeUndefined()
    expect(second.body.equals(bytes)).toBe(true)
    expect(first.body.equals(bytes)).toBe(true)
    // One copy, not three.
    expect(cache.stats().bytes).toBeLessThan(bytes.length + 4096)
    const notModified = await request(port, '/api/media/file/hero-900x600.avif', { headers: { 'if-none-match': 'W/"8356-1a2"' } })
    expect(notModified.status).toBe(304)
  })

  it.each([
    ["an admin's copy", { ...PHOTO, 'cache-control': 'private, no-cache' }, 200],
    ['a missing file', PHOTO, 404],
  ])('%s is not kept', async (_, headers, status) => {
    const { renders, port } = await serve(() => ({ headers, status, body: bytes }))
    await request(port, '/api/media/file/hero-900x600.avif')
    await request(port, '/api/media/file/hero-900x600.avif')
    expect(renders).toHaveLength(2)
  })

  it('too big for its share of the cache is sent whole and not kept', async () => {
    const big = Buffer.alloc(80_000, 7)
    const { cache, renders, port } = await serve(() => ({ headers: { ...PHOTO, 'content-type': 'video/mp4' }, body: big }), { maxBytes: 1024 * 1024 })
    expect((await request(port, '/api/media/file/film.mp4')).body.equals(big)).toBe(true)
    await request(port, '/api/media/file/film.mp4')
    expect(renders).toHaveLength(2)
    expect(cache.stats().entries).toBe(0)
  })

  it('part of a file (Range) and the rest of the API always go to Payload', () => {
    expect(cacheKey({ method: 'GET', url: '/api/media/file/song.mp3', headers: { range: 'bytes=0-' } })).toBeNull()
    expect(cacheKey({ method: 'GET', url: '/api/media/file/hero.avif', headers: {} })).toBe('/api/media/file/hero.avif')
    expect(cacheKey({ method: 'GET', url: '/api/media/file/', headers: {} })).toBeNull()
    expect(cacheKey({ method: 'GET', url: '/api/media', headers: {} })).toBeNull()
    expect(cacheKey({ method: 'GET', url: '/api/media/file/hero.avif', headers: { cookie: 'payload-token=x' } })).toBeNull()
  })
})

describe('a render that never ends', () => {
  it('holds later requests for the page no longer than renderWaitMs, then they render it themselves', async () => {
    let first = true
    const cache = createPageCache({ renderWaitMs: 100 })
    const server = http.createServer((req, res) => {
      void cache.handle(req, res, async (_, response) => {
        if (first) {
          first = false
          // As Next when the answer's "finish" never comes: the render's promise never settles.
          return new Promise(() => {})
        }
        response.setHeader('cache-control', ISR)
        response.setHeader('content-type', 'text/html')
        response.end('<p>rendered</p>')
      })
    })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const { port } = server.address()
    const stuck = http.get({ host: '127.0.0.1', port, path: '/', agent: false })
    stuck.on('error', () => {})
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = Date.now()
    expect(text(await request(port, '/'))).toBe('<p>rendered</p>')
    expect(Date.now() - started).toBeLessThan(1000)
    // The stuck render is forgotten: the next request is answered at once, from the cache.
    expect((await request(port, '/')).headers['x-vitrine-cache']).toBe('HIT')
    stuck.destroy()
  })
})

describe('clearing', () => {
  it('makes the next request render again', async () => {
    const { cache, renders, port } = await serve((_, n) => ({ body: `version ${n}` }))
    await request(port, '/')
    cache.clear()
    expect(text(await request(port, '/'))).toBe('version 2')
    expect(text(await request(port, '/'))).toBe('version 2')
    expect(renders).toHaveLength(2)
  })

  it('does not keep a page whose render began before the clear', async () => {
    const { cache, renders, port } = await serve((_, n) => ({ body: `version ${n}`, delayMs: n === 1 ? 200 : 0 }))
    const slow = request(port, '/')
    await new Promise((resolve) => setTimeout(resolve, 50))
    cache.clear()
    expect(text(await slow)).toBe('version 1')
    expect(text(await request(port, '/'))).toBe('version 2')
    expect(renders).toHaveLength(2)
  })
})

describe('memory', () => {
  it('stays within its bound under 10,000 distinct URLs, and the home page costs one render to get back', async () => {
    const maxBytes = 4 * 1024 * 1024
    const { cache, renders, port } = await serve((req) => ({ body: `<p>${req.url}</p>${'x'.repeat(4000)}` }), { maxBytes })
    await request(port, '/')
    for (let batch = 0; batch < 100; batch++) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => request(port, `/?flood=${batch * 100 + i}`)))
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes)
    }
    expect(cache.stats().entries).toBeGreaterThan(100)
    const rendersBefore = renders.length
    await request(port, '/')
    const again = await request(port, '/')
    expect(again.headers['x-vitrine-cache']).toBe('HIT')
    expect(renders.length - rendersBefore).toBeLessThanOrEqual(1)
  }, 60_000)
})

describe('shareableFor', () => {
  it('reads s-maxage as the lifetime', () => {
    expect(shareableFor(200, { 'cache-control': ISR })).toBe(3_600_000)
    expect(shareableFor(404, { 'cache-control': 's-maxage=31536000' })).toBe(31_536_000_000)
    expect(shareableFor(200, {})).toBe(0)
  })

  it("reads an uploaded file's public max-age, and only an uploaded file's", () => {
    expect(shareableFor(200, { 'cache-control': 'public, max-age=3600' }, '/api/media/file/a.avif')).toBe(3_600_000)
    expect(shareableFor(200, { 'cache-control': 'max-age=3600' }, '/api/media/file/a.avif')).toBe(0)
    expect(shareableFor(200, { 'cache-control': 'public, max-age=3600' }, '/about')).toBe(0)
  })
})

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['gzip;q=0', 'identity'],
  ])('%j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding)
  })
})
