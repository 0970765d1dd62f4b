import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it, vi } from 'vitest'

import { ROUTE_METHODS, allowedMethodsOf, answerClientError, answerConnect, contentSecurityPolicy, explainEmptyRefusals, refuseRequest, securityHeaders, serverTimeouts } from './http-guard.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

describe('refuseRequest', () => {
  // Regression (hardening issue, item 6): each of these answered 500.
  it.each([
    ['TRACE', '/', 405],
    ['CONNECT', '/', 405],
    ['BREW', '/', 405],
    ['OPTIONS', '*', 400],
    ['GET', 'http://example.com/', 400],
    ['GET', '/%zz', 400],
    ['GET', '/galleries/%E0%A4%A', 400],
  ])('%s %s → %i with a sentence', (method, url, status) => {
    const refusal = refuseRequest({ method, url })
    expect(refusal?.status).toBe(status)
    expect(refusal?.message).toMatch(/\.$/)
  })

  // Regression (fuzz): Next takes a POST to a page for a Server Action and answered a malformed
  // one with a 500.
  it.each([
    ['POST', '/blog/welcome'],
    ['POST', '/blog/welcome/comments/x'],
    ['POST', '/blog/../comments'],
    ['PUT', '/galleries/landscapes'],
    ['DELETE', '/'],
    ['POST', '/admin'],
    ['POST', '/robots.txt'],
    ['POST', '/contact-form/../submit'],
    ['POST', '/api/../blog'],
    ['POST', '/%2fapi/%2frevalidate'],
    ['POST', '/wp-json/contact-form-7/v1/contact-forms/../refill'],
  ])('refuses %s %s: pages are read with GET', (method, url) => {
    const refusal = refuseRequest({ method, url })
    expect(refusal?.status).toBe(405)
    expect(refusal?.headers?.Allow).toBe('GET, HEAD')
  })

  it("lets the admin's Server Actions, the APIs and the no-JavaScript form through", () => {
    expect(refuseRequest({ method: 'POST', url: '/admin/collections/pages', headers: { 'next-action': 'a'.repeat(42) } })).toBeNull()
    expect(refuseRequest({ method: 'POST', url: '/api/users/login' })).toBeNull()
    expect(refuseRequest({ method: 'PATCH', url: '/api/pages/1' })).toBeNull()
    expect(refuseRequest({ method: 'POST', url: '/wp-json/contact-form-7/v1/contact-forms/1/feedback' })).toBeNull()
    expect(refuseRequest({ method: 'POST', url: '/contact-form/1/submit' })).toBeNull()
    for (const url of ['/lightbox/images/7/rating', '/lightbox/images/7/hit', '/lightbox/images/7/comments', '/lightbox/cart', '/lightbox/orders', '/likes', '/blog/welcome/comments', '/social-feed']) {
      expect(refuseRequest({ method: 'POST', url })).toBeNull()
    }
  })

  it("refuses writes to the popup's read-only addresses", () => {
    for (const url of ['/lightbox/set/1', '/lightbox/captcha', '/lightbox/images/7/price-list', '/lightbox/images/7/../../set/1', '/likes/../blog', '/social-feed/image']) {
      expect(refuseRequest({ method: 'POST', url })?.status).toBe(405)
    }
  })

  it('passes ordinary requests on, whatever their query string', () => {
    expect(refuseRequest({ method: 'GET', url: '/' })).toBeNull()
    expect(refuseRequest({ method: 'POST', url: '/wp-json/contact-form-7/v1/contact-forms/1/feedback' })).toBeNull()
    expect(refuseRequest({ method: 'GET', url: '/galleries/x?bwg_search_0=%zz' })).toBeNull()
    expect(refuseRequest({ method: 'HEAD', url: '/caf%C3%A9' })).toBeNull()
  })

  // Regression: a POST to the feedback address of an id like "1.5" was answered "This address is
  // a page", where the route answers an id that names no form with its own 404.
  it('passes odd ids on to the routes that answer them', () => {
    for (const id of ['1.5', '%00', '1%20or%201=1', 'caf%C3%A9']) {
      expect(refuseRequest({ method: 'POST', url: `/wp-json/contact-form-7/v1/contact-forms/${id}/feedback` }), id).toBeNull()
      expect(refuseRequest({ method: 'POST', url: `/contact-form/${id}/submit` }), id).toBeNull()
      expect(refuseRequest({ method: 'POST', url: `/lightbox/images/${id}/rating` }), id).toBeNull()
      expect(refuseRequest({ method: 'POST', url: `/blog/${id}/comments` }), id).toBeNull()
    }
    for (const url of ['/wp-json/contact-form-7/v1/contact-forms/../feedback', '/contact-form/%2e%2e/submit', '/blog/a%2fb/comments']) {
      expect(refuseRequest({ method: 'POST', url })?.status, url).toBe(405)
    }
  })

  it('names the allowed methods on a 405', () => {
    expect(refuseRequest({ method: 'TRACE', url: '/' })?.headers?.Allow).toContain('GET')
  })
})

describe('explainEmptyRefusals', () => {
  /** A server whose routes answer with `route`, behind explainEmptyRefusals; returns its URL and a stop function. */
  async function serve(route) {
    const server = http.createServer((req, res) => {
      explainEmptyRefusals(req, res)
      route(req, res)
    })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${server.address().port}/likes`, stop: () => new Promise((resolve) => server.close(resolve)) }
  }

  it('gives the empty 405 Next sends for a method a route does not answer a sentence', async () => {
    for (const route of [
      (req, res) => {
        res.statusCode = 405
        res.end()
      },
      (req, res) => {
        res.statusCode = 405
        res.flushHeaders()
        res.end()
      },
      (req, res) => {
        res.writeHead(405, { 'content-length': '0' })
        res.end()
      },
    ]) {
      const { url, stop } = await serve(route)
      try {
        const answer = await fetch(url, { method: 'PUT' })
        expect(answer.status).toBe(405)
        expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
        expect(await answer.text()).toBe('This address does not answer PUT.\n')
        expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST')
        const head = await fetch(url, { method: 'HEAD' })
        expect(head.status).toBe(405)
        expect(head.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST')
      } finally {
        await stop()
      }
    }
  })

  it('leaves a 405 with a body of its own, and every other answer, as they are', async () => {
    const { url, stop } = await serve((req, res) => {
      if (req.method === 'DELETE') {
        res.writeHead(405, { 'Content-Type': 'application/json' })
        res.end('{"message":"Likes cannot be taken back."}')
      } else {
        res.statusCode = 204
        res.end()
      }
    })
    try {
      expect(await (await fetch(url, { method: 'DELETE' })).text()).toBe('{"message":"Likes cannot be taken back."}')
      const empty = await fetch(url, { method: 'PUT' })
      expect(empty.status).toBe(204)
      expect(await empty.text()).toBe('')
    } finally {
      await stop()
    }
  })
})

describe('allowedMethodsOf', () => {
  /** Every route handler under src/app: the paths it answers (a sample) and the methods it exports. */
  function routeFiles(dir = path.join(root, 'src/app'), found = []) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) routeFiles(full, found)
      else if (/^route\.tsx?$/.test(entry.name)) found.push(full)
    }
    return found
  }
  function sampleUrl(file) {
    const segments = path.relative(path.join(root, 'src/app'), path.dirname(file)).split(path.sep)
    return `/${segments
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .map((segment) => (segment.startsWith('[...') ? 'one/two' : segment.startsWith('[') ? 'sample-1' : segment))
      .join('/')}`
  }
  const exported = (source) => [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g)].map((match) => match[1])

  it('names, for every route handler, the methods it exports (and HEAD with GET, OPTIONS always)', () => {
    const routes = routeFiles().filter((file) => !sampleUrl(file).startsWith('/api/'))
    // No entry outlives its route file.
    for (const entry of ROUTE_METHODS) expect(routes.some((file) => entry.path.test(sampleUrl(file))), String(entry.path)).toBe(true)
    for (const file of routes) {
      const methods = new Set([...exported(fs.readFileSync(file, 'utf8')), 'OPTIONS'])
      if (methods.has('GET')) methods.add('HEAD')
      expect(allowedMethodsOf(sampleUrl(file)), file).toBe([...methods].sort().join(', '))
    }
  })

  it("refuses a write to a route handler that only reads with that route's methods", () => {
    expect(refuseRequest({ method: 'POST', url: '/lightbox/images/1/price-list' })).toEqual({
      status: 405,
      message: 'This address does not answer POST.',
      headers: { Allow: 'GET, HEAD, OPTIONS' },
    })
    expect(refuseRequest({ method: 'POST', url: '/wp-json/contact-form-7/v1/contact-forms/1/feedback/schema' })?.headers).toEqual({ Allow: 'GET, HEAD, OPTIONS' })
  })

  it('knows nothing of pages and of Payload', () => {
    for (const url of ['/', '/blog/hello', '/galleries/landscapes', '/api/pages', '/likes/extra']) expect(allowedMethodsOf(url), url).toBeUndefined()
    expect(allowedMethodsOf('/likes?post=4')).toBe('GET, HEAD, OPTIONS, POST')
  })
})

describe('answerConnect', () => {
  // Regression: with no `connect` listener Node closed a CONNECT request's connection unanswered.
  it('answers a CONNECT request with a 405 that names the methods this site takes', async () => {
    const server = http.createServer(() => {})
    server.on('connect', answerConnect)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const received = await new Promise((resolve, reject) => {
        const socket = net.connect(server.address().port, '127.0.0.1', () => socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'))
        let text = ''
        socket.on('data', (chunk) => (text += chunk))
        socket.on('end', () => resolve(text))
        socket.on('error', reject)
      })
      expect(received).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/)
      expect(received).toMatch(/\r\nAllow: GET, HEAD, POST/)
      expect(received).toMatch(/\r\n\r\nCONNECT is not supported here\. Use GET to read a page\.\n$/)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('securityHeaders', () => {
  it('forbids framing by other sites, sniffing, and scripts from elsewhere', () => {
    const headers = securityHeaders({ https: false })
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'self'")
    expect(contentSecurityPolicy()).toContain("script-src 'self' 'unsafe-inline'")
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|\*/)
  })
  it('sends HSTS over https only', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined()
  })
})

describe('serverTimeouts', () => {
  it('defaults to 15 s for headers and 60 s for a whole request, and reads overrides', () => {
    expect(serverTimeouts({})).toEqual({ headersTimeout: 15_000, requestTimeout: 60_000 })
    expect(serverTimeouts({ REQUEST_TIMEOUT_MS: '300000', HEADERS_TIMEOUT_MS: 'x' })).toEqual({ headersTimeout: 15_000, requestTimeout: 300_000 })
  })
})

describe('answerClientError', () => {
  const socket = (httpMessage) => {
    const fake = { writable: true, written: [], destroyed: false, _httpMessage: httpMessage }
    fake.end = (data) => fake.written.push(data)
    fake.destroy = () => (fake.destroyed = true)
    return fake
  }
  const parseError = (start) => Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD', rawPacket: Buffer.from(start) })

  it('answers unreadable bytes with a 400 and a sentence, and a HEAD request without a body', () => {
    const get = socket(undefined)
    answerClientError(parseError('GET /%%% HTTP/1.1'), get)
    expect(get.written[0]).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[^]*\r\n\r\nThe request could not be read\.\n$/)
    const head = socket(undefined)
    answerClientError(parseError('HEAD /%%% HTTP/1.1'), head)
    expect(head.written[0]).toMatch(/Content-Length: 0\r\n\r\n$/)
  })

  // Regression (fuzz, seed 20261125): a HEAD request's answer had gone out with Connection: close
  // when what followed it on the connection failed to parse; writing a 400 after it gave the client
  // "Data after Connection: close".
  it('writes nothing after an answer that has begun on the connection, and closes it', () => {
    const busy = socket({ headersSent: true })
    answerClientError(parseError('xyz'), busy)
    expect(busy.written).toEqual([])
    expect(busy.destroyed).toBe(true)
  })

  // Regression (fuzz, seed 20261125, "Data after `Connection: close`" on HEAD /api/media/é): a
  // POST answered before its body was read, then, on the same connection, a HEAD request Node
  // cannot parse. The bytes that failed began with the rest of the POST's body, not "HEAD ", so
  // the 400 went out with a body the HEAD's client was not waiting for.
  it('answers an unreadable HEAD request without a body when it follows the rest of an earlier body', async () => {
    const server = http.createServer((req, res) => res.end('ok'))
    server.on('clientError', answerClientError)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const client = net.connect(server.address().port, '127.0.0.1')
      let received = ''
      client.on('data', (chunk) => (received += chunk.toString('latin1')))
      const closed = new Promise((resolve) => client.on('close', resolve))
      client.write('POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\nxxxxx')
      await vi.waitFor(() => expect(received).toMatch(/\r\n\r\nok$/))
      client.write(Buffer.from('xxxxxHEAD /api/media/\u00e9 HTTP/1.1\r\nHost: a\r\n\r\n', 'latin1'))
      await closed
      const answers = received.split(/(?=HTTP\/1\.1 )/)
      expect(answers).toHaveLength(2)
      expect(answers[1]).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[^]*Content-Length: 0\r\n\r\n$/)
    } finally {
      server.close()
    }
  })
})
