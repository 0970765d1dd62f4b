/**
 * The page cache in front of Next's renderer (performance issue, item 1; decision 027).
 *
 * Next keeps rendered visitor pages (ISR) but still runs its whole request pipeline for each hit,
 * which caps a cached page at about a thousand requests a second here. This cache keeps the
 * finished answer instead — status, headers, and the body uncompressed, gzip and Brotli — and
 * writes it straight to the socket.
 *
 * What is kept: the answer to an anonymous GET for a page Next marks as shareable
 * (`Cache-Control` with `s-maxage`, not `private`/`no-store`, not a stale copy Next is
 * regenerating), with status 200 or 404 and no `Set-Cookie`, for at most its `s-maxage`; and the
 * photos and other uploads visitors may see (`/api/media/file/…`, which Payload answers
 * `public, max-age=3600` for a visitor), for that long, up to MAX_ENTRY_SHARE of the cache each.
 * A page of a gallery asks for dozens of them, and each cost Payload several milliseconds of CPU
 * (an access query and a file read), which on a small server is taken from the visitor's own
 * page load.
 * What always goes to Next: other methods, the rest of `/api`, `/admin`, Next's own client
 * requests (RSC payloads, prefetches, server actions), a request for part of a file (`Range`),
 * and any request carrying an admin session or draft/preview mode cookie, so an editor never
 * gets a visitor's copy and a visitor never a draft.
 *
 * The key is the request's path and query. A miss renders once: requests for the same key that
 * arrive meanwhile wait for that render. `clear()` (any content change) drops everything, and
 * a render that started before it is not kept. Memory is bounded by `maxBytes`, least recently
 * used out.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const gunzip = promisify(zlib.gunzip)
const unbrotli = promisify(zlib.brotliDecompress)
const inflate = promisify(zlib.inflate)

/** Next's client requests (RSC payloads, prefetches, actions) vary by these; they are never cached. */
const NEXT_CLIENT_HEADERS = ['rsc', 'next-action', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch']
/** Payload's session cookie, and Next's draft and preview mode cookies. */
const PRIVATE_COOKIE = /(?:^|;\s*)(?:payload-token|__prerender_bypass|__next_preview_data)=/
const UNCACHED_PATHS = /^\/(?:api|admin|_next)(?:[/?]|$)/
/** Uploaded files, served by Payload: kept for their `public, max-age` (see above). */
const MEDIA_FILES = /^\/api\/media\/file\/[^/?]/
/** Types worth compressing; the rest (photos, sound, fonts) are compressed already. */
export const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i
/** The largest share of the cache one answer may take (a video would push out every page). */
const MAX_ENTRY_SHARE = 1 / 16
/** Headers that belong to one transfer, not to the page: set again on each answer. */
const TRANSFER_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'x-nextjs-cache'])
/** What an entry costs besides its bodies (headers, key, bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 2048

/** The cache key of a request that may be answered from the cache, or null. */
export function cacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? ''
  if (!url.startsWith('/') || (UNCACHED_PATHS.test(url) && !MEDIA_FILES.test(url))) return null
  if (req.headers.range !== undefined) return null
  if (NEXT_CLIENT_HEADERS.some((name) => req.headers[name] !== undefined)) return null
  if (PRIVATE_COOKIE.test(req.headers.cookie ?? '')) return null
  return url
}

/**
 * How long a shared cache may keep this answer (ms), or 0 when it must not be kept: a page's
 * `s-maxage` (Next's), or an uploaded file's `public, max-age` (Payload's, `key` under
 * /api/media/file/).
 */
export function shareableFor(status, headers, key = '') {
  const media = MEDIA_FILES.test(key)
  if (status !== 200 && (status !== 404 || media)) return 0
  if (headers['set-cookie'] !== undefined) return 0
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl)
  if (sMaxAge) return Number(sMaxAge[1]) * 1000
  const maxAge = media && /(?:^|,)\s*public\b/.test(cacheControl) ? /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl) : null
  return maxAge ? Number(maxAge[1]) * 1000 : 0
}

/** The encoding to answer with: Brotli, gzip or none, by the request's Accept-Encoding. */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Map()
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const allowed = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return 'identity'
}

function decode(body, encoding) {
  switch (String(encoding ?? 'identity').toLowerCase()) {
    case 'identity':
      return body
    case 'gzip':
      return gunzip(body)
    case 'br':
      return unbrotli(body)
    case 'deflate':
      return inflate(body)
    default:
      return null
  }
}

/** Lower-cased headers of a response, as set with setHeader and as passed to writeHead. */
function headersOf(res, writeHeadArgs) {
  const headers = { ...res.getHeaders() }
  const extra = writeHeadArgs.find((arg) => arg && typeof arg === 'object')
  if (Array.isArray(extra)) {
    for (let i = 0; i + 1 < extra.length; i += 2) headers[String(extra[i]).toLowerCase()] = extra[i + 1]
  } else if (extra) {
    for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value
  }
  return headers
}

/**
 * Lets the response go to its client as usual and records it: status, headers, body bytes.
 * Resolves when the response has finished (or null when the client went away first, or the body
 * grew past `limit` bytes, which are then not kept).
 */
function record(res, limit) {
  let chunks = []
  let bytes = 0
  let writeHeadArgs = []
  const { writeHead, write, end } = res
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || chunks === null) return
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)
    bytes += buffer.length
    if (bytes > limit) chunks = null
    else chunks.push(buffer)
  }
  res.writeHead = function (...args) {
    writeHeadArgs = args.slice(1)
    return writeHead.apply(this, args)
  }
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  return new Promise((resolve) => {
    res.once('finish', () => resolve(chunks && { status: res.statusCode, headers: headersOf(res, writeHeadArgs), body: Buffer.concat(chunks) }))
    res.once('close', () => resolve(null))
  })
}

/**
 * A stored answer from a recorded one: the body uncompressed and, for text, gzip and Brotli, and
 * the headers without transfer ones.
 */
async function makeEntry(recorded, lifetimeMs, renderedAt) {
  const body = await decode(recorded.body, recorded.headers['content-encoding'])
  if (!body) return null
  const headers = Object.entries(recorded.headers).filter(([name]) => !TRANSFER_HEADERS.has(name))
  const bodies = { identity: body }
  if (COMPRESSIBLE.test(String(recorded.headers['content-type'] ?? ''))) {
    // Quality 5 is Brotli's usual on-the-fly setting: about gzip's speed, smaller output.
    ;[bodies.gzip, bodies.br] = await Promise.all([gzip(body, { level: 6 }), brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })])
  }
  return {
    status: recorded.status,
    headers,
    bodies,
    etag: recorded.headers.etag ? String(recorded.headers.etag) : null,
    expiresAt: renderedAt + lifetimeMs,
    size: Object.values(bodies).reduce((sum, variant) => sum + variant.length, 0) + ENTRY_OVERHEAD_BYTES,
  }
}

function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false
  const strip = (tag) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag))
}

/** Answers a request from a stored entry. */
function send(entry, req, res, state) {
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('X-Vitrine-Cache', state)
  if (entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304)
    res.end()
    return
  }
  // A photo is kept as it is: it goes as it is, whatever the client accepts.
  const sent = entry.bodies[encoding] ? encoding : 'identity'
  const body = entry.bodies[sent]
  if (sent !== 'identity') res.setHeader('Content-Encoding', sent)
  res.setHeader('Content-Length', body.length)
  res.writeHead(entry.status)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * @param {{ maxBytes?: number, now?: () => number, renderWaitMs?: number }} [options]
 * @returns {{
 *   handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, render: (req, res) => Promise<void>): Promise<void>,
 *   clear(): void,
 *   stats(): { entries: number, bytes: number, hits: number, misses: number, bypasses: number },
 * }}
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, now = Date.now, renderWaitMs = 10_000 } = {}) {
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size })
  /** Renders under way, by key: requests for the same key wait for them. */
  const rendering = new Map()
  /** Bumped by clear(): a render that began under an older generation is not stored. */
  let generation = 0
  const counts = { hits: 0, misses: 0, bypasses: 0 }

  function fresh(key) {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  async function renderAndKeep(key, req, res, render) {
    const startedIn = generation
    // The lifetime counts from the render, not from when compressing it finished.
    const renderedAt = now()
    let settle
    const done = new Promise((resolve) => (settle = resolve))
    rendering.set(key, done)
    let entry = null
    try {
      const recorded = record(res, maxBytes * MAX_ENTRY_SHARE)
      await render(req, res)
      const answer = await recorded
      const lifetimeMs = answer ? shareableFor(answer.status, answer.headers, key) : 0
      if (lifetimeMs > 0) entry = await makeEntry(answer, lifetimeMs, renderedAt)
      if (entry && startedIn === generation && entry.size <= maxBytes) entries.set(key, entry)
      else entry = null
    } finally {
      if (rendering.get(key) === done) rendering.delete(key)
      settle(entry)
    }
  }

  return {
    async handle(req, res, render) {
      const key = cacheKey(req)
      if (key === null) {
        counts.bypasses++
        return render(req, res)
      }
      const entry = fresh(key)
      if (entry) {
        counts.hits++
        return send(entry, req, res, 'HIT')
      }
      const under = rendering.get(key)
      if (under) {
        // A render that never ends (its client went away and Next is still waiting for the
        // answer's end) must not hold every later request for the page: after renderWaitMs the
        // waiter renders the page itself, and the stuck render is forgotten.
        let timer
        const rendered = await Promise.race([under, new Promise((resolve) => (timer = setTimeout(resolve, renderWaitMs, undefined)))])
        clearTimeout(timer)
        if (rendered === undefined && rendering.get(key) === under) rendering.delete(key)
        if (rendered) {
          counts.hits++
          return send(rendered, req, res, 'HIT')
        }
      }
      counts.misses++
      // A HEAD has no body to keep: it goes to Next, and the next GET stores the page.
      if (req.method === 'HEAD') return render(req, res)
      res.setHeader('X-Vitrine-Cache', 'MISS')
      return renderAndKeep(key, req, res, render)
    },
    clear() {
      generation++
      entries.clear()
    },
    stats() {
      return { entries: entries.size, bytes: entries.calculatedSize, ...counts }
    },
  }
}
