/**
 * Vitrine's production server: Next's request handler behind a Node HTTP server of our own, so
 * that every request gets what `next start` cannot give it (scripts/lib/http-guard.mjs):
 * - the connection's address in PEER_HEADER, which a client cannot forge (per-address limits);
 * - a clear 4xx for methods and addresses no route answers, instead of Next's 500;
 * - security headers on every response, the admin's and the API's included;
 * - timeouts, so a slow client cannot hold a connection for minutes.
 * Started by scripts/start.ts with NODE_ENV=production after the build.
 */
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { PEER_HEADER, answerClientError, refuseRequest, securityHeaders, serverTimeouts } from './lib/http-guard.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)
const https = (process.env.SERVER_URL ?? '').startsWith('https:')
const headers = Object.entries(securityHeaders({ https }))

const app = next({ dev: false, dir: root, port })
await app.prepare()
const handle = app.getRequestHandler()

/** Adds each security header the route did not set itself (the embed frame sends a stricter CSP). */
function withSecurityHeaders(res) {
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    for (const [name, value] of headers) if (!res.hasHeader(name)) res.setHeader(name, value)
    return writeHead.apply(this, args)
  }
}

// Node checks the timeouts every connectionsCheckingInterval (30 s by default): check each second.
const server = http.createServer({ ...serverTimeouts(process.env), connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 }, (req, res) => {
  withSecurityHeaders(res)
  const refusal = refuseRequest(req)
  if (refusal) {
    res.writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=utf-8', ...refusal.headers })
    res.end(`${refusal.message}\n`)
    return
  }
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? ''
  handle(req, res).catch((error) => {
    console.error('Request failed:', req.method, req.url, error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Something went wrong on our side. Please try again in a moment.\n')
  })
})
// A request line or header block Node cannot parse: answer 400 rather than drop the socket.
server.on('clientError', answerClientError)
server.listen(port, () => console.log(`Serving on port ${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold close() open: end idle ones now, the rest shortly.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
