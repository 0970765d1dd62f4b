/**
 * Vitrine's production server: Next's request handler behind a Node HTTP server of our own, so
 * that every request gets what `next start` cannot give it (scripts/lib/http-guard.mjs):
 * - the connection's address in PEER_HEADER, which a client cannot forge (per-address limits);
 * - a clear 4xx for methods and addresses no route answers, instead of Next's 500, and a
 *   sentence in the empty 405 Next gives a method a route does not answer;
 * - security headers on every response, the admin's and the API's included;
 * - timeouts, so a slow client cannot hold a connection for minutes;
 * - anonymous visitor pages from an in-process cache of finished answers (lib/page-cache.mjs),
 *   PAGE_CACHE_MB of them (0: off), cleared by every content change (src/lib/page-cache.ts);
 * - the scripts of an anonymous visitor's page inert until the page needs them (a visitor's first
 *   interaction, a widget that plays on its own coming into view: lib/wake-on-need.mjs,
 *   decision 043), and its style sheets inside it, cached so;
 * - a count of each visitor page it serves, cache hits included, kept in memory and added to the
 *   database every PAGE_VIEWS_FLUSH_MS (5 s; 0: no counting) for the admin's dashboard
 *   (lib/page-views.mjs, decision 038).
 * Started by scripts/start.ts with NODE_ENV=production after the build.
 */
import { EventEmitter } from 'node:events'
import http from 'node:http'
import path from 'node:path'

import next from 'next'
import pg from 'pg'

import { cacheKey, createPageCache } from './lib/page-cache.mjs'
import { createPageViewCounter, isPageAnswer, viewedPath } from './lib/page-views.mjs'
import { createStylesheetInliner, renderWithDeferredScripts } from './lib/wake-on-need.mjs'
import { PEER_HEADER, answerClientError, answerConnect, explainEmptyRefusals, refuseRequest, securityHeaders, serverTimeouts } from './lib/http-guard.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)
const https = (process.env.SERVER_URL ?? '').startsWith('https:')
const headers = Object.entries(securityHeaders({ https }))

// Next listens for protocol upgrades (WebSocket, h2c) on the server of its first request, to
// serve development's hot reload and rewrites to other hosts, neither of which this site has:
// in production it closed such a request's connection without an answer. Handed an emitter of
// its own, it leaves the server alone, and Node answers an upgrade request as a plain one
// (the Upgrade header ignored, as RFC 9110 7.8 allows).
const app = next({ dev: false, dir: root, port, httpServer: /** @type {http.Server} */ (new EventEmitter()) })
await app.prepare()
const handle = app.getRequestHandler()
// The build's own style sheets, put into anonymous visitor pages (lib/wake-on-need.mjs).
const pageOptions = { inlineStylesheet: createStylesheetInliner(path.join(root, process.env.NEXT_DIST_DIR || '.next')) }

// start.ts has checked PAGE_CACHE_MB (src/lib/env.ts); the content hooks, which run in this
// process inside Next, reach the cache through this global to clear it.
const pageCacheMb = Number(process.env.PAGE_CACHE_MB ?? 64)
const pageCache = pageCacheMb > 0 ? createPageCache({ maxBytes: pageCacheMb * 1024 * 1024 }) : null
globalThis[Symbol.for('vitrine.page-cache')] = pageCache

/**
 * Page views, counted here and added through `POST /api/record-page-views` with the same token as
 * the revalidation (only this server holds it). Without the token (not started by start.ts), or
 * with PAGE_VIEWS_FLUSH_MS=0, nothing is counted.
 */
const flushMs = Number(process.env.PAGE_VIEWS_FLUSH_MS ?? 5_000)
const pageViews =
  process.env.VITRINE_REVALIDATE_TOKEN && flushMs > 0
    ? createPageViewCounter({
        intervalMs: flushMs,
        flush: async (views) => {
          const response = await fetch(`http://127.0.0.1:${port}/api/record-page-views`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-vitrine-revalidate': process.env.VITRINE_REVALIDATE_TOKEN },
            body: JSON.stringify({ views }),
            signal: AbortSignal.timeout(30_000),
          })
          if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`)
        },
      })
    : null

/** Adds each security header the route did not set itself (the embed frame sends a stricter CSP). */
function withSecurityHeaders(res) {
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    for (const [name, value] of headers) if (!res.hasHeader(name)) res.setHeader(name, value)
    return writeHead.apply(this, args)
  }
}

/**
 * Pages the build prerendered carry the content and address of build time, and pages an earlier
 * run cached may show what the database no longer has (a restore): the first thing this server
 * does is clear Next's page cache through its own `POST /api/revalidate` (start.ts passes the
 * token). Visitor pages wait for that, so none from before the start is ever served, and one build
 * serves any SERVER_URL. The API does not wait (the clearing goes through it).
 */
let pagesRefreshed = null
async function refreshPages(attempts = 5) {
  const token = process.env.VITRINE_REVALIDATE_TOKEN
  if (!token) return
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/revalidate`, { method: 'POST', headers: { 'x-vitrine-revalidate': token }, signal: AbortSignal.timeout(30_000) })
      if (response.ok) return
      throw new Error(`HTTP ${response.status}`)
    } catch (error) {
      if (attempt >= attempts) {
        console.error(`Could not clear the page cache (${error.message}): pages may show older content for up to an hour.`)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  }
}

/** Clears Next's cache and the page cache of this process, once at a time (later calls join the next round). */
let clearing = null
let clearAgain = false
function clearCaches() {
  if (clearing) {
    clearAgain = true
    return clearing
  }
  clearing = refreshPages(1).finally(() => {
    clearing = null
    if (clearAgain) {
      clearAgain = false
      void clearCaches()
    }
  })
  return clearing
}

/**
 * With PostgreSQL, several instances may serve one site: each listens for the site's changes
 * (sent by the content hooks, delivered when the change commits) and clears its own caches within
 * milliseconds. The instance that made the change clears too: its hook cleared before the commit,
 * and a page rendered in between showed the content from before it. Reconnects after a lost
 * connection, and clears once then, for what it missed.
 */
function listenForChanges() {
  const url = process.env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:\/\//.test(url)) return
  let connectedBefore = false
  const connect = async () => {
    const client = new pg.Client({ connectionString: url })
    let retried = false
    const retry = () => {
      if (retried) return
      retried = true
      client.end().catch(() => {})
      setTimeout(connect, 2_000).unref()
    }
    client.on('error', retry)
    client.on('end', retry)
    client.on('notification', () => void clearCaches())
    try {
      await client.connect()
      await client.query('LISTEN vitrine_site_changed')
      if (connectedBefore) void clearCaches()
      connectedBefore = true
    } catch (error) {
      console.error(`Cannot listen for other instances' changes (${error.message}); trying again.`)
      retry()
    }
  }
  void connect()
}

// Node checks the timeouts every connectionsCheckingInterval (30 s by default): check each second.
const server = http.createServer({ ...serverTimeouts(process.env), connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 }, async (req, res) => {
  if (pagesRefreshed && !req.url?.startsWith('/api/')) await pagesRefreshed
  withSecurityHeaders(res)
  explainEmptyRefusals(req, res)
  const refusal = refuseRequest(req)
  if (refusal) {
    res.writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=utf-8', ...refusal.headers })
    res.end(`${refusal.message}\n`)
    return
  }
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? ''
  const viewed = pageViews && viewedPath(req)
  if (viewed) res.once('finish', () => isPageAnswer(res) && pageViews.count(viewed))
  // An anonymous visitor's page (the requests the page cache may answer) wakes when needed;
  // a signed-in editor's and Next's own client requests get Next's answer as it is.
  const render = cacheKey(req) === null ? handle : (request, response) => renderWithDeferredScripts(request, response, handle, pageOptions)
  const answered = pageCache ? pageCache.handle(req, res, render) : render(req, res)
  answered.catch((error) => {
    console.error('Request failed:', req.method, req.url, error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Something went wrong on our side. Please try again in a moment.\n')
  })
})
// A request line or header block Node cannot parse: answer 400 rather than drop the socket.
server.on('clientError', answerClientError)
// CONNECT (a proxy tunnel) never reaches the request handler: refuse it with a 405 all the same.
server.on('connect', answerConnect)
// A port already taken (a second start, another program): say so and stop. Unhandled, the error
// reached Next's uncaughtException handler, which logged it and left this process running
// without a port and with the database open, so start.ts and any supervisor saw no failure.
server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use: another Vitrine or another program is serving on it. Stop it, or set PORT to a free port.`
      : `The server could not start on port ${port}: ${error.message}`,
  )
  process.exit(1)
})
server.listen(port, () => {
  pagesRefreshed = refreshPages().finally(() => (pagesRefreshed = null))
  listenForChanges()
  console.log(`Serving on port ${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    // The views counted since the last flush go first, while this server still answers (at most 2 s).
    if (pageViews) await Promise.race([pageViews.flushNow(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
    server.close(() => process.exit(0))
    // Keep-alive connections would hold close() open: end idle ones now, the rest shortly.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
