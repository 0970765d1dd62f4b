/**
 * A local stand-in for the Instagram Graph API (graph.instagram.com), for the Instagram import's
 * tests and the demo: one HTTP server on 127.0.0.1 that answers `GET /me?fields=id,username` and
 * `GET /{user-id}/media?fields=…&limit=…` (paged by `after`, each page naming the next in
 * `paging.next`) with a studio's posts, and serves their pictures under
 * `/<CDN host>/<path>`: the import fetches a picture Instagram's CDN names from the stand-in's own
 * origin that way (the same wiring as EMBED_PROVIDER_ORIGIN).
 *
 * Switches, for the import's bad days (`setMode` in process, or `POST /__fake/mode` with
 * `{"mode": …}` from another process): `up`; `bad-token` (Graph error 190, OAuthException, HTTP
 * 400); `rate-limited` (HTTP 429 with Graph error code 4); `malformed` (HTTP 200, not JSON);
 * `wrong-shape` (JSON without `data`); `down` (every API connection is cut); `slow` (answers after
 * `delayMs`). `posts` sets how many posts the account has; `publish` adds that many new posts on
 * top (for refreshes). Pictures are served in every mode but `down`.
 */
import http from 'node:http'

import sharp from 'sharp'

export const FAKE_INSTAGRAM_TOKEN = 'IGQVJfake-demo-token-0123456789'
export const FAKE_INSTAGRAM_USER = { id: '17841400000000001', username: 'vitrine.studio' }
export const FAKE_INSTAGRAM_CDN = 'scontent.cdninstagram.com'

const CAPTIONS = [
  'Fog filling the valley at first light #landscape',
  'Behind the scenes: eight seconds on a tripod by the bridge',
  'Print sale this weekend: every A3 print is 20% off',
  'Autumn colours along the river path',
  'A quiet street after the rain',
  'Contact sheet from the coastal walk',
  'Detail: frost on a window pane',
  'The old harbour at blue hour',
]
const COLOURS = ['#1a5f7a', '#c2410c', '#4d7c0f', '#7c3aed', '#be123c', '#0f766e', '#a16207', '#1d4ed8']
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Post number n (1 = the oldest): its id, shortcode, kind and caption. Every fourth is a reel, every fifth a carousel. */
function post(n, now) {
  const code = `Cfake${Array.from({ length: 6 }, (_, i) => ALPHABET[(n * 7 + i * 13) % ALPHABET.length]).join('')}_${n}`
  const type = n % 4 === 0 ? 'VIDEO' : n % 5 === 0 ? 'CAROUSEL_ALBUM' : 'IMAGE'
  const caption = n % 6 === 3 ? undefined : `${CAPTIONS[n % CAPTIONS.length]} (${n})`
  const picture = `https://${FAKE_INSTAGRAM_CDN}/v/t51/${code}.jpg`
  return {
    id: `1790000${String(n).padStart(10, '0')}`,
    ...(caption ? { caption } : {}),
    media_type: type,
    media_url: type === 'VIDEO' ? `https://${FAKE_INSTAGRAM_CDN}/v/t50/${code}.mp4` : picture,
    ...(type === 'VIDEO' ? { thumbnail_url: picture } : {}),
    permalink: `https://www.instagram.com/${type === 'VIDEO' ? 'reel' : 'p'}/${code}/`,
    timestamp: new Date(now - (1000 - n) * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+0000'),
  }
}

const pictureCache = new Map()
/** A 640x640 JPEG per post, its colour and number drawn in. */
function drawPicture(code) {
  if (!pictureCache.has(code)) {
    const n = Number(/(\d+)$/.exec(code)?.[1] ?? 0)
    const colour = COLOURS[n % COLOURS.length]
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="${colour}"/><circle cx="320" cy="280" r="150" fill="#ffffff" opacity="0.25"/><text x="320" y="330" font-family="sans-serif" font-size="140" font-weight="700" fill="#fff" text-anchor="middle">${n}</text></svg>`
    pictureCache.set(code, sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer())
  }
  return pictureCache.get(code)
}

const MODES = ['up', 'bad-token', 'rate-limited', 'malformed', 'wrong-shape', 'down', 'slow']

/**
 * @param {{ port?: number, token?: string, posts?: number }} [options]
 */
export async function startFakeInstagram({ port = 0, token = FAKE_INSTAGRAM_TOKEN, posts = 30 } = {}) {
  let mode = 'up'
  let delayMs = 0
  let count = posts
  const requests = []
  const sockets = new Set()
  const now = Date.now()

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }
  const graphError = (res, status, code, type, message) => json(res, status, { error: { message, type, code, fbtrace_id: 'AfakeTrace' } })

  function setMode(next, options = {}) {
    if (next !== undefined && !MODES.includes(next)) throw new Error(`Unknown mode "${next}": use one of ${MODES.join(', ')}.`)
    if (next !== undefined) mode = next
    if (typeof options.delayMs === 'number') delayMs = options.delayMs
    if (typeof options.posts === 'number') count = options.posts
    if (typeof options.publish === 'number') count += options.publish
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local')
    if (req.method === 'POST' && url.pathname === '/__fake/mode') {
      let body = ''
      for await (const chunk of req) body += chunk
      try {
        const wanted = JSON.parse(body)
        setMode(wanted.mode, wanted)
        return json(res, 200, { mode, posts: count })
      } catch (error) {
        return json(res, 400, { error: error.message })
      }
    }
    requests.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams) })
    if (mode === 'down') return req.socket.destroy()
    const picture = new RegExp(`^/${FAKE_INSTAGRAM_CDN.replaceAll('.', '\\.')}/v/t51/([\\w-]+)\\.jpg$`).exec(url.pathname)
    if (picture) {
      const body = await drawPicture(picture[1])
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length })
      return res.end(body)
    }
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end('<html><body>Sorry, something went wrong {{{')
    }
    if (mode === 'wrong-shape') return json(res, 200, { items: 'none' })
    if (mode === 'rate-limited') return graphError(res, 429, 4, 'OAuthException', 'Application request limit reached')
    const given = url.searchParams.get('access_token')
    if (mode === 'bad-token' || given !== token) return graphError(res, 400, 190, 'OAuthException', 'Invalid OAuth access token - Cannot parse access token')

    const path = url.pathname.replace(/^\/v\d+\.\d+/, '')
    if (path === '/me') return json(res, 200, { ...FAKE_INSTAGRAM_USER })
    if (path === `/${FAKE_INSTAGRAM_USER.id}/media` || path === '/me/media') {
      const limit = Math.max(1, Math.min(100, Number(url.searchParams.get('limit')) || 25))
      const after = Number(url.searchParams.get('after') ?? 0) || 0
      // Newest first, as the Graph API lists them.
      const all = Array.from({ length: count }, (_, i) => post(count - i, now))
      const data = all.slice(after, after + limit)
      const paging = { cursors: { before: String(after), after: String(after + data.length) } }
      if (after + data.length < all.length) {
        const next = new URL(`http://${req.headers.host}${url.pathname}`)
        for (const [name, value] of url.searchParams) if (name !== 'after') next.searchParams.set(name, value)
        next.searchParams.set('after', String(after + data.length))
        paging.next = next.href
      }
      return json(res, 200, { data, paging })
    }
    return graphError(res, 400, 100, 'IGApiException', `Unsupported get request. Object with ID '${path.slice(1)}' does not exist.`)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    token,
    requests,
    setMode,
    /** The posts the account has now, newest first, as the API lists them. */
    posts: () => Array.from({ length: count }, (_, i) => post(count - i, now)),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/**
 * The demo's stand-in, started by `npm start` beside the site (scripts/start.ts) when
 * INSTAGRAM_GRAPH_URL is not set. It keeps its port in DATA_DIR/demo-instagram.json, so a journey
 * can find it and switch its mode.
 * @param {string} dataDir
 */
export async function startDemoInstagram(dataDir) {
  const { default: fs } = await import('node:fs')
  const { default: path } = await import('node:path')
  const file = path.join(dataDir, 'demo-instagram.json')
  let saved = 0
  try {
    saved = Number(JSON.parse(fs.readFileSync(file, 'utf8')).port) || 0
  } catch {
    // First start: any free port.
  }
  let fake = null
  if (saved) fake = await startFakeInstagram({ port: saved }).catch(() => null)
  fake ??= await startFakeInstagram()
  if (fake.port !== saved) fs.writeFileSync(file, JSON.stringify({ port: fake.port, token: fake.token }))
  return fake
}
