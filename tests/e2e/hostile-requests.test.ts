/**
 * Hardening regressions against the production server, over plain HTTP (no browser): requests
 * that answered 500, a client address that could be forged, and the headers every answer carries.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { baseUrl } from './browser'

const origin = new URL(baseUrl)

/** A raw request: fetch() refuses TRACE, `*` targets and broken escapes before they leave. */
function raw(method: string, target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: origin.hostname, port: origin.port, method, path: target, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('requests that used to answer 500', () => {
  it.each([
    ['GET', '/api/media/file/missing.jpg'],
    ['GET', '/api/pages/abc'],
    ['GET', '/api/pages/99999999999'],
    ['GET', '/api/pages?where[title][near]=1'],
    ['GET', '/api/pages?where=abc'],
    ['POST', '/api/users/verify/abc'],
    ['GET', '/%zz'],
    ['TRACE', '/'],
    ['OPTIONS', '*'],
  ])('%s %s answers a 4xx with a message', async (method, target) => {
    const answer = await raw(method, target)
    expect(answer.status, `${method} ${target}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    if (method !== 'HEAD') expect(answer.body.trim().length).toBeGreaterThan(0)
  })

  it('will not read a whole table for an anonymous request', async () => {
    for (const query of ['limit=0', 'limit=-5', 'pagination=false']) {
      expect((await raw('GET', `/api/pages?${query}`)).status, query).toBe(400)
    }
    const capped = JSON.parse((await raw('GET', '/api/gallery-images?limit=5000&depth=0')).body) as { limit: number }
    expect(capped.limit).toBe(100)
  })

  // Regression: in the production build every APIError without data was answered "An unknown
  // error occurred." (the bundled class lost its name), these included.
  it.each([
    ['GET', '/api/galleries?limit=0', /^Ask for a page of at most 100 rows/],
    ['GET', '/api/galleries?where[id][in]=a,b', /where\[id\]\[in\]/],
    ['GET', '/api/galleries?where[createdAt][equals]=zz', /createdAt/],
    ['POST', '/api/users/logout', /\w/],
  ])('%s %s says what was wrong', async (method, target, message) => {
    const answer = await raw(method, target)
    expect(answer.status, answer.body.slice(0, 200)).toBe(400)
    const text = (JSON.parse(answer.body) as { errors: { message: string }[] }).errors[0]?.message ?? ''
    expect(text).not.toBe('An unknown error occurred.')
    expect(text).toMatch(message)
  })
})

describe('a method or an id a route does not answer', () => {
  // Regression: Next answered these with an empty 405.
  it.each([
    ['PUT', '/likes', 'GET, HEAD, OPTIONS, POST'],
    ['DELETE', '/likes', 'GET, HEAD, OPTIONS, POST'],
    ['GET', '/wp-json/contact-form-7/v1/contact-forms/1/feedback', 'OPTIONS, POST'],
    ['PATCH', '/wp-json/contact-form-7/v1/contact-forms/1/feedback', 'OPTIONS, POST'],
    ['GET', '/contact-form/1/submit', 'OPTIONS, POST'],
    ['POST', '/lightbox/images/1/price-list', 'GET, HEAD, OPTIONS'],
  ])('%s %s is a 405 with a sentence and the methods it answers', async (method, target, allow) => {
    const answer = await raw(method, target)
    expect(answer.status).toBe(405)
    expect(answer.headers['content-type']).toMatch(/^text\/plain/)
    expect(answer.body).toBe(`This address does not answer ${method}.\n`)
    // Regression: the 405 named no method (RFC 9110 asks for Allow); Next's own OPTIONS agrees.
    expect(answer.headers.allow).toBe(allow)
    expect((await raw('OPTIONS', target)).headers.allow).toBe(allow)
  })

  // Regression: Node closed a CONNECT request's connection without an answer.
  it('CONNECT is a 405 with a sentence', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(origin.port), origin.hostname, () => socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`))
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(received).toMatch(/^HTTP\/1\.1 405 /)
    expect(received).toContain('CONNECT is not supported here.')
  })

  // Regression: Next listens for upgrades on the server after its first request and closed a
  // WebSocket or h2c upgrade's connection without a word. This site opens no other protocol, so
  // it ignores the Upgrade header (RFC 9110, 7.8) and answers the request itself.
  it.each([
    ['websocket', '/', 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13'],
    ['h2c', '/contact', 'Upgrade: h2c\r\nConnection: Upgrade, HTTP2-Settings\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA'],
    ['websocket to an API', '/api/pages?limit=1', 'Upgrade: websocket\r\nConnection: Upgrade'],
  ])('a %s upgrade is answered as a plain request', async (_name, target, upgrade) => {
    expect((await raw('GET', '/')).status).toBe(200)
    const received = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(origin.port), origin.hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${origin.host}\r\n${upgrade}\r\n\r\n`))
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => {
        text += chunk
        if (/\r\n\r\n/.test(text)) socket.destroy()
      })
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
    })
    expect(received).toMatch(/^HTTP\/1\.1 200 /)
  })

  // Regression: the guard answered "This address is a page: it answers GET, not POST." for ids
  // outside [\w-]; the contact form's route says that no such form exists.
  it.each(['1.5', '1%20or%201=1', '%00'])('a post to the feedback address of form %s is a 404 wpcf7_not_found', async (id) => {
    const answer = await raw('POST', `/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`, { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '0' })
    expect(answer.status, answer.body.slice(0, 200)).toBe(404)
    expect(answer.body).toContain('wpcf7_not_found')
  })
})

describe('a second start on a port in use', () => {
  // Regression: the second server logged EADDRINUSE and went on running without a port, with the
  // database open; start.ts and any supervisor saw no failure.
  it.skipIf(!process.env.E2E_NEXT_DIST_DIR)('stops at once with a sentence and a failing exit code', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-second-start-'))
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: origin.port,
        NEXT_DIST_DIR: process.env.E2E_NEXT_DIST_DIR,
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, 'unused.db')}`,
        PAGE_VIEWS_FLUSH_MS: '0',
        VITRINE_REVALIDATE_TOKEN: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    clearTimeout(timer)
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(code, output.slice(-500)).toBe(1)
    expect(output).toContain(`Port ${origin.port} is already in use`)
    // The first server still answers.
    expect((await raw('GET', '/')).status).toBe(200)
  }, 90_000)
})

describe('an anonymous upload', () => {
  // Regression (hardening issue, item 5): the server read the whole body before answering 403.
  it('of 50 MB is refused with 403 before the client has sent more than a few megabytes', async () => {
    const size = 50 * 1024 * 1024
    const boundary = 'vitrine-e2e'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
    const chunk = Buffer.alloc(256 * 1024, 0x41)
    let sent = 0
    const answer = await new Promise<{ status: number; body: string; sentBefore: number }>((resolve, reject) => {
      const request = http.request({
        host: origin.hostname,
        port: origin.port,
        method: 'POST',
        path: '/api/media',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size) },
      })
      let answered = false
      request.on('response', (response) => {
        answered = true
        const sentBefore = sent
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (data) => (body += data))
        response.on('end', () => {
          request.destroy()
          resolve({ status: response.statusCode ?? 0, body, sentBefore })
        })
      })
      request.on('error', (error) => (answered ? undefined : reject(error)))
      request.write(head)
      // A slow sender (1 MB every 40 ms at most): an answer that waits for the body comes late.
      const pump = () => {
        if (answered || sent >= size) return
        request.write(chunk, () => setTimeout(pump, 10))
        sent += chunk.length
      }
      pump()
    })
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('Sign in as an admin to upload or change files.')
    expect(answer.sentBefore).toBeLessThan(8 * 1024 * 1024)
  })
})

describe('every answer', () => {
  it('carries the security headers, the admin and the API included', async () => {
    for (const target of ['/', '/admin/login', '/api/pages', '/galleries']) {
      const { headers } = await raw('GET', target)
      expect(headers['content-security-policy'], target).toContain("frame-ancestors 'self'")
      expect(headers['x-content-type-options'], target).toBe('nosniff')
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], target).toBe('SAMEORIGIN')
    }
  })
})

describe('the data folder', () => {
  // Regression (hardening issue, item 8): the SQLite files were readable by every local user.
  it('keeps the database readable by its owner only', () => {
    const dataDir = process.env.E2E_DATA_DIR
    expect(dataDir, 'E2E_DATA_DIR is set by scripts/e2e.mjs').toBeTruthy()
    const database = path.join(dataDir!, 'e2e.db')
    expect(fs.statSync(database).mode & 0o777).toBe(0o600)
    expect(fs.statSync(dataDir!).mode & 0o077).toBe(0)
  })
})

describe('a slow client', () => {
  // Regression (hardening issue, item 8): a client that never finished its headers held the
  // connection for 150 s. The server gives it HEADERS_TIMEOUT_MS (15 s by default).
  it('is answered 408 and cut off when it never finishes its headers', async () => {
    const started = Date.now()
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(origin.port), origin.hostname, () => socket.write('GET / HTTP/1.1\r\nHost: vitrine\r\nX-Slow: '))
      let received = ''
      socket.on('data', (chunk) => (received += chunk.toString('latin1')))
      socket.on('close', () => resolve(received))
      socket.on('error', reject)
      setTimeout(() => socket.destroy(new Error('still open after 40 s')), 40_000)
    })
    const seconds = (Date.now() - started) / 1000
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(seconds).toBeLessThan(25)
  }, 60_000)
})
