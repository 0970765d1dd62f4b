/**
 * What Vitrine's server (scripts/serve.mjs) does to every request before Next sees it: refuse
 * what no route can answer with a 4xx and a sentence, record the connection's address, and add
 * the security headers. Plain functions of the request's parts, unit tested in http-guard.test.mjs.
 */
import http from 'node:http'

/** The methods some route answers; anything else (TRACE, CONNECT, made-up ones) is 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Written on every request over anything a client sent under the same name (see src/lib/visitor-identity.ts). */
export const PEER_HEADER = 'x-vitrine-peer'

/** Dot segments and escaped slashes or dots: Next resolves them, so `/api/../blog` would land on a page. */
const RESOLVED_AWAY = /(^|\/)\.\.?(\/|\?|$)|%2e|%2f|%5c|\\/i
const ADMIN = /^\/admin(\/|\?|$)/
const API = /^\/api\//
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS']

/**
 * A 4xx for a request no route can answer, or null to pass it on.
 * @param {{ method?: string, url?: string, headers?: Record<string, string | string[] | undefined> }} request
 * @returns {{ status: number, message: string, headers?: Record<string, string> } | null}
 */
export function refuseRequest({ method = '', url = '', headers = {} }) {
  if (!ALLOWED_METHODS.includes(method)) {
    return { status: 405, message: `${method || 'This method'} is not supported here. Use GET to read a page.`, headers: { Allow: ALLOWED_METHODS.join(', ') } }
  }
  if (!url.startsWith('/')) {
    // `OPTIONS *` and absolute-form targets: every resource here has a path.
    return { status: 400, message: 'Ask for a path on this site, such as /.' }
  }
  const path = url.split('?')[0]
  try {
    decodeURIComponent(path)
  } catch {
    return { status: 400, message: 'The address has a broken %-escape. Check the link and try again.' }
  }
  if (READ_METHODS.includes(method)) return null
  // A write goes to the REST API or to a route handler that exports its method (ROUTE_METHODS).
  // Anywhere else is a page, read with GET or HEAD: Next would take a POST there for a Server
  // Action and answer a malformed one with a 500. Nor does a path Next would resolve (RESOLVED_AWAY).
  const resolved = !RESOLVED_AWAY.test(path)
  const route = resolved ? routeOf(path) : undefined
  if (resolved && (API.test(path) || route?.methods.includes(method))) return null
  // The admin's Server Actions carry Next's `next-action` header with the action's hex id.
  const action = headers['next-action']
  if (ADMIN.test(url) && typeof action === 'string' && /^[0-9a-f]{40,66}$/.test(action)) return null
  if (route) return { status: 405, message: doesNotAnswer(method), headers: { Allow: allowHeader(route) } }
  return { status: 405, message: `This address is a page: it answers GET, not ${method}.`, headers: { Allow: 'GET, HEAD' } }
}

/** The sentence of a 405 for a method a route handler does not export. */
const doesNotAnswer = (method) => `This address does not answer ${method}.`

/**
 * The Content-Security-Policy of every page and the admin. Scripts and styles come from this
 * site only; 'unsafe-inline' is there because Next streams its page data in inline scripts on
 * static (cached) pages, where a per-request nonce cannot exist. Embedded players are frames from
 * the providers an editor chose, so frames may come from any https origin; nothing else may.
 * The embed frame page (/embed-frame/…) sends its own, stricter policy.
 */
export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * Headers for every response. `https`: the public address is https, so browsers are told to
 * keep to it (HSTS); never sent for plain http, where it would be ignored or lock out a test.
 */
export function securityHeaders({ https }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** Server timeouts (ms): a client gets this long to send its headers, and its whole request. */
export function serverTimeouts(env) {
  const number = (name, fallback) => {
    const value = Number(env[name])
    return Number.isInteger(value) && value > 0 ? value : fallback
  }
  return { headersTimeout: number('HEADERS_TIMEOUT_MS', 15_000), requestTimeout: number('REQUEST_TIMEOUT_MS', 60_000) }
}

/**
 * Whether the answer to an unreadable request may carry a body. A HEAD request's answer never
 * does, and Node does not say which method failed: the bytes that did (`rawPacket`, up to
 * `bytesParsed`) tell only when they begin with the request line. After a body Node skipped
 * (an earlier request answered before its body was read) they begin with the rest of that body,
 * so a body goes out only when the bytes begin with a method other than HEAD and hold no "HEAD "
 * before the error; otherwise the 400 is sent empty, which is right for any method.
 */
function answerMayHaveBody(error) {
  const raw = error.rawPacket
  if (!Buffer.isBuffer(raw)) return false
  const end = Number.isInteger(error.bytesParsed) ? Math.min(error.bytesParsed + 1, raw.length) : raw.length
  const seen = raw.toString('latin1', 0, end)
  const method = /^([A-Z]+) /.exec(seen)?.[1]
  return method !== undefined && method !== 'HEAD' && !seen.includes('HEAD ')
}

/**
 * The server's `clientError` handler: bytes Node cannot parse as a request get a 400 (431 for
 * oversized headers, 408 for a request too slow to arrive), written straight to the socket,
 * without a body where the request may have been HEAD (answerMayHaveBody). When an answer has
 * already begun on this connection, a second status line would corrupt it: the socket is closed
 * instead, as Node's own default handler does.
 */
export function answerClientError(error, socket) {
  if (!socket.writable || socket._httpMessage?.headersSent) return socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = answerMayHaveBody(error) ? 'The request could not be read.\n' : ''
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
}

/**
 * The methods each route handler under src/app exports (route.ts), by the paths it answers: the
 * writes refuseRequest lets through, and the `Allow` header of a 405 for any other method.
 * http-guard.test.mjs reads the route files and fails when this table and they disagree.
 * Payload's /api answers every method itself and is not listed.
 */
export const ROUTE_METHODS = [
  { path: /^\/vendor\/monaco\/[^/]+\/.+$/, methods: ['GET', 'HEAD'] },
  { path: /^\/wp-json\/contact-form-7\/v1\/contact-forms\/[^/]+\/refill$/, methods: ['GET'] },
  { path: /^\/wp-json\/contact-form-7\/v1\/contact-forms\/[^/]+\/feedback\/schema$/, methods: ['GET'] },
  { path: /^\/wp-json\/contact-form-7\/v1\/contact-forms\/[^/]+\/feedback$/, methods: ['POST'] },
  { path: /^\/contact-form\/[^/]+\/submit$/, methods: ['POST'] },
  { path: /^\/blog\/[^/]+\/comments$/, methods: ['POST'] },
  { path: /^\/media\/watermarked\/[^/]+\/[^/]+$/, methods: ['GET'] },
  { path: /^\/lightbox\/images\/[^/]+\/(rating|hit)$/, methods: ['POST'] },
  { path: /^\/lightbox\/images\/[^/]+\/price-list$/, methods: ['GET'] },
  { path: /^\/lightbox\/images\/[^/]+\/comments$/, methods: ['GET', 'POST'] },
  { path: /^\/lightbox\/orders$/, methods: ['POST'] },
  { path: /^\/lightbox\/cart$/, methods: ['GET', 'POST'] },
  { path: /^\/lightbox\/set\/[^/]+$/, methods: ['GET'] },
  { path: /^\/lightbox\/captcha$/, methods: ['GET'] },
  { path: /^\/likes$/, methods: ['GET', 'POST'] },
  { path: /^\/embed-frame\/[^/]+$/, methods: ['GET'] },
  { path: /^\/social-feed$/, methods: ['POST'] },
  { path: /^\/social-feed\/image$/, methods: ['GET'] },
  { path: /^\/preview(\/exit)?$/, methods: ['GET'] },
]

/**
 * The `Allow` header of a route handler's address, as Next implements its methods: the exported
 * ones, HEAD with GET, and OPTIONS always. Undefined for an address no route handler answers.
 * @param {string} url
 */
export function allowedMethodsOf(url) {
  const route = routeOf(url.split('?')[0])
  return route && allowHeader(route)
}

/** The entry of ROUTE_METHODS that answers `path`, if any. */
function routeOf(path) {
  return ROUTE_METHODS.find((entry) => entry.path.test(path))
}

function allowHeader(route) {
  const methods = new Set([...route.methods, 'OPTIONS'])
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods].sort().join(', ')
}

/**
 * Gives a 405 that a route answered without a body a sentence and an `Allow` header: Next answers
 * a method that a route handler does not export (PUT on /likes, GET on the contact form's feedback
 * address) with an empty 405 that names no method. Answers with a body of their own are left as
 * they are; a HEAD request's answer gets the header and no body.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
export function explainEmptyRefusals(req, res) {
  const { writeHead, write, end } = res
  const head = req.method === 'HEAD'
  let explain = false
  let wrote = false
  res.writeHead = function (status, ...rest) {
    const given = rest.find((part) => part && typeof part === 'object')
    const named = (header) => res.hasHeader(header) || (given && Object.keys(given).some((name) => name.toLowerCase() === header))
    if (status === 405 && !named('allow')) {
      const allow = allowedMethodsOf(req.url ?? '')
      if (allow) res.setHeader('Allow', allow)
    }
    if (status === 405 && !head && !named('content-type') && !wrote) {
      explain = true
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      // The sentence replaces an empty body: a length of 0, set or given, would cut it off.
      res.removeHeader('content-length')
      rest = rest.map((part) => (part === given ? Object.fromEntries(Object.entries(given).filter(([name]) => name.toLowerCase() !== 'content-length')) : part))
    }
    return writeHead.call(this, status, ...rest)
  }
  res.write = function (chunk, ...rest) {
    if (chunk?.length) wrote = true
    return write.call(this, chunk, ...rest)
  }
  res.end = function (chunk, ...rest) {
    if (typeof chunk === 'function') [chunk, rest] = [undefined, [chunk, ...rest]]
    if (!res.headersSent && res.statusCode === 405 && !chunk?.length && !wrote) res.writeHead(405)
    if (explain && !wrote && !chunk?.length) return end.call(this, `${doesNotAnswer(req.method)}\n`, ...rest.filter((part) => typeof part === 'function'))
    return end.call(this, chunk, ...rest)
  }
}

/**
 * The server's `connect` handler. Node hands a CONNECT request (a proxy tunnel) to this event
 * instead of to the request handler, and with no listener closes the connection without a word:
 * answer it as refuseRequest answers any method this site does not take.
 * @param {http.IncomingMessage} req
 * @param {import('node:net').Socket} socket
 */
export function answerConnect(req, socket) {
  const refusal = refuseRequest({ method: 'CONNECT', url: req.url })
  const body = `${refusal.message}\n`
  const headers = { Connection: 'close', 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...refusal.headers }
  socket.on('error', () => socket.destroy())
  socket.end(`HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status]}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`)
}
