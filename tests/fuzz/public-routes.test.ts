/**
 * Hostile-input fuzzing of every public route of a production build (run by scripts/e2e.mjs after
 * the journeys, against the same server): a seeded generator of malformed paths, query strings,
 * headers, methods and bodies. Any 5xx, a dropped connection or a server that stops answering
 * fails the test. FUZZ_SEED repeats a run; FUZZ_REQUESTS changes its size (default 5,000).
 */
import http from 'node:http'

import { describe, expect, it } from 'vitest'

const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000')
const seed = Number(process.env.FUZZ_SEED ?? 20261125)
const total = Number(process.env.FUZZ_REQUESTS ?? 5000)

/** mulberry32: small, fast and repeatable. */
function generator(start: number) {
  let state = start >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  const pick = <T,>(list: readonly T[]): T => list[int(list.length)]!
  const chance = (p: number) => next() < p
  return { int, pick, chance }
}
type Random = ReturnType<typeof generator>

const routes = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/blog/{slug}',
  '/galleries',
  '/galleries/{slug}',
  '/galleries/{slug}/{id}',
  '/albums/{slug}',
  '/gallery-state/galleries/{slug}',
  '/gallery-state/albums/{slug}',
  '/gallery-state/galleries/{slug}/{id}',
  '/lightbox/set/{id}',
  '/lightbox/images/{id}/hit',
  '/lightbox/images/{id}/rating',
  '/lightbox/images/{id}/comments',
  '/lightbox/images/{id}/price-list',
  '/lightbox/captcha',
  '/lightbox/cart',
  '/lightbox/orders',
  '/likes',
  '/blog/{slug}/comments',
  '/media',
  '/social-feed',
  '/social-feed/image',
  '/embed-frame/{id}',
  '/media/watermarked/{id}/{file}',
  '/contact-form/{id}',
  '/contact-form/{id}/submit',
  '/wp-json/contact-form-7/v1/contact-forms/{id}/feedback',
  '/wp-json/contact-form-7/v1/contact-forms/{id}/feedback/schema',
  '/wp-json/contact-form-7/v1/contact-forms/{id}/refill',
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.ico',
  '/api/pages',
  '/api/pages/{id}',
  '/api/posts',
  '/api/media',
  '/api/media/{id}',
  '/api/media/file/{file}',
  '/api/galleries',
  '/api/gallery-images',
  '/api/gallery-images/{id}',
  '/api/albums',
  '/api/contact-forms/{id}',
  '/api/form-submissions',
  '/api/globals/site',
  '/api/globals/gallery-settings',
  '/api/users/login',
  '/api/users/me',
  '/api/users/verify/{slug}',
  '/api/users/forgot-password',
  '/api/users/reset-password',
  '/api/revalidate',
  '/admin',
  '/admin/login',
  '/_next/static/{file}',
] as const

const nasty = [
  '%zz',
  '%',
  '%00',
  '%2e%2e%2f',
  '..',
  '',
  ' ',
  '-1',
  '0',
  '1',
  '99999999999',
  '1e309',
  'NaN',
  'abc',
  '<script>alert(1)</script>',
  "'; DROP TABLE pages;--",
  '__proto__',
  'constructor',
  '\u202e\u0000',
  'é',
  '😀',
  'a'.repeat(300),
  '%E0%A4%A',
  '%C0%AF',
  '{}',
  '[]',
]

const queryKeys = [
  'limit',
  'page',
  'depth',
  'sort',
  'where[title][near]',
  'where[id][in]',
  'where[or][0][slug][like]',
  'where[title][exists]',
  'where[__proto__][equals]',
  'draft',
  'locale',
  'select[title]',
  'populate',
  'pagination',
  'page_number_0',
  'bwg_load_more_0',
  'bwg_search_0',
  'bwg_tag_id_0',
  'sortImagesByValue_0',
  'type_0',
  'album_gallery_id_0',
  'image_id',
  'filter_tag',
  'filter_search_name',
  'filtersortby',
  'open_ecommerce',
  'offset',
  'image',
  'tags',
  'search',
  'seed',
  'r',
  'v',
  'constructor',
  'toString',
]

const fill = (random: Random, template: string) =>
  template
    .replace('{slug}', () => random.pick(['landscapes', 'portfolio', 'welcome-to-vitrine', ...nasty]))
    .replace('{id}', () => random.pick(['1', '2', '3', ...nasty]))
    .replace('{file}', () => random.pick(['x.jpg', 'large.webp', '../../etc/passwd', ...nasty]))

function path(random: Random): { target: string; route: string } {
  const route = random.pick(routes)
  let target = fill(random, route)
  if (random.chance(0.15)) target += `/${random.pick(nasty)}`
  if (random.chance(0.05)) target = target.replace(/\//g, random.pick(['//', '/./', '/%2f']))
  if (random.chance(0.5)) {
    const pairs = Array.from({ length: 1 + random.int(4) }, () => `${random.pick(queryKeys)}=${random.pick(nasty)}`)
    target += `?${pairs.join('&')}`
  }
  if (random.chance(0.03)) target += `?${'x='.repeat(2000)}`
  return { target, route }
}

const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'BREW'] as const

function body(random: Random): { type?: string; data?: Buffer } {
  const kind = random.int(7)
  if (kind === 0) return {}
  if (kind === 1) return { type: 'application/json', data: Buffer.from(random.pick(['{', '{"a":', '[]', 'null', '{"email":{"$gt":""}}', '{"__proto__":{"x":1}}', '"x"'])) }
  if (kind === 2) {
    const boundary = 'fuzz' + random.int(1e6)
    const field = random.pick(['your-name', 'your-email', '_wpcf7', '_wpcf7_unit_tag', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'file-1'])
    const parts = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${random.chance(0.3) ? '; filename="x.php"' : ''}\r\n\r\n${random.pick(nasty)}\r\n${random.chance(0.5) ? `--${boundary}--\r\n` : ''}`
    return { type: `multipart/form-data; boundary=${random.chance(0.8) ? boundary : ''}`, data: Buffer.from(parts) }
  }
  if (kind === 3) return { type: 'application/x-www-form-urlencoded', data: Buffer.from(`${random.pick(queryKeys)}=${random.pick(nasty)}&%zz=1`) }
  if (kind === 4) return { type: random.pick(['text/plain', 'application/xml', 'image/png', '', 'multipart/form-data']), data: Buffer.from(Array.from({ length: random.int(2048) }, () => random.int(256))) }
  if (kind === 5) return { type: 'application/json', data: Buffer.from(JSON.stringify({ email: random.pick(nasty), password: random.pick(nasty), depth: random.pick(nasty) })) }
  return { type: 'multipart/form-data; boundary=x', data: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n' + 'a'.repeat(random.int(200_000))) }
}

function headers(random: Random, contentType?: string): Record<string, string> {
  const result: Record<string, string> = {}
  if (contentType !== undefined) result['content-type'] = contentType
  if (random.chance(0.2)) result.cookie = random.pick(['payload-token=abc', 'payload-token=%zz', 'vitrine_visitor=' + 'x'.repeat(4000), '=;;==', 'payload-token=eyJhbGciOiJub25lIn0.e30.'])
  if (random.chance(0.1)) result['accept-encoding'] = random.pick(['gzip;q=abc', 'br, *;q=0', 'x'.repeat(500)])
  if (random.chance(0.1)) result['x-forwarded-for'] = random.pick(['1.2.3.4', 'garbage', '::1, ::1, ::1', '%zz'])
  if (random.chance(0.1)) result.range = random.pick(['bytes=-1', 'bytes=999999999-', 'bytes=abc', 'bytes=0-0,1-1,2-2'])
  if (random.chance(0.1)) result['if-none-match'] = random.pick(['*', '"x"', 'W/""'])
  if (random.chance(0.05)) result.authorization = random.pick(['Bearer x', 'JWT %zz', 'users API-Key x', 'Basic !!!'])
  if (random.chance(0.05)) result['x-vitrine-peer'] = '1.2.3.4'
  if (random.chance(0.05)) result.accept = random.pick(['text/x-component', 'application/json', '*/*;q=x'])
  if (random.chance(0.05)) result.rsc = '1'
  if (random.chance(0.03)) result['next-router-state-tree'] = random.pick(['%zz', '[', 'x'])
  if (random.chance(0.03)) result['next-action'] = random.pick(['x', '0'.repeat(40)])
  return result
}

type Outcome = { status: number; method: string; target: string } | { error: string; method: string; target: string }

/**
 * Node will not put a space, a control character or anything beyond Latin-1 on the request line;
 * those go %-escaped (a browser does the same). Everything else, broken escapes included, goes raw.
 */
const sendable = (target: string) => target.replace(/[^\u0021-\u00ff]/gu, (c) => encodeURIComponent(c))

function send(method: string, target: string, requestHeaders: Record<string, string>, data?: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request({ host: base.hostname, port: base.port, method, path: sendable(target), headers: { ...requestHeaders, ...(data ? { 'content-length': String(data.length) } : {}) }, timeout: 30_000, maxHeaderSize: 65_536 }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, method, target }))
      response.on('error', (error) => resolve({ error: error.message, method, target }))
    })
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')))
    // A parse error names the bytes the client could not read: they show which layer wrote them.
    request.on('error', (error: Error & { rawPacket?: Buffer }) =>
      resolve({ error: error.rawPacket ? `${error.message} in ${JSON.stringify(error.rawPacket.toString('latin1').slice(0, 600))}` : error.message, method, target }),
    )
    if (data) request.write(data)
    request.end()
  })
}

describe('hostile input on every public route', { retry: 0 }, () => {
  it(`answers ${total} malformed requests (seed ${seed}) without a 5xx, a dropped connection or a crash`, async () => {
    const random = generator(seed)
    const failures: { group: string; example: string }[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    let closedEarly = 0
    const worker = async () => {
      while (sent < total) {
        sent++
        const method = random.pick(methods)
        const { target, route } = path(random)
        const { type, data } = method === 'GET' || method === 'HEAD' ? {} : body(random)
        const outcome = await send(method, target, headers(random, type), data)
        if ('error' in outcome) {
          // A server may answer (413, 415) and close before reading a large body it refuses.
          if (data && /EPIPE|ECONNRESET/.test(outcome.error)) closedEarly++
          else failures.push({ group: `${method} ${route}: ${outcome.error}`, example: target })
        } else {
          statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
          if (outcome.status >= 500) failures.push({ group: `${method} ${route}: ${outcome.status}`, example: target })
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    const home = await send('GET', '/', {})
    console.log(
      `fuzz: ${total} requests, seed ${seed}, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}, ${closedEarly} closed before the whole body was sent`,
    )
    // One line per kind of failure (method, route, answer), with a count and one example target.
    const groups = new Map<string, { count: number; example: string }>()
    for (const { group, example } of failures) groups.set(group, { count: (groups.get(group)?.count ?? 0) + 1, example: groups.get(group)?.example ?? example })
    const report = [...groups].map(([group, { count, example }]) => `${count} × ${group} (e.g. ${example.slice(0, 160)})`)
    expect(report, `${failures.length} requests failed`).toEqual([])
    expect('status' in home && home.status).toBe(200)
  }, 900_000)
})
