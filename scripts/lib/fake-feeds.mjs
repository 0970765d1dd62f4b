/**
 * A local stand-in for the social feed's sources: one HTTP server on 127.0.0.1 that speaks the
 * X/Twitter API v1.1 (under /1.1/) and Mastodon's API (under /api/) with a small studio's posts,
 * their times relative to now, links, a picture and a repost. The demo starts one with the site
 * (scripts/lib/demo-feed-server.mjs); the tests start their own.
 *
 * Switches, for the proxy's bad days (`setMode` in process, or `POST /__fake/mode` with
 * `{"mode": …}` from another process): `up`; `down` (every API request's connection is cut);
 * `slow` (answers after `delayMs`); `garbage` (not JSON); `wrong-shape` (JSON, but not a feed);
 * `error-88` (v1.1's rate limit error, HTTP 429); `redirect-away` (302 to `redirectTo`, another
 * host); `redirect-same` (302 to the same request under /moved/, which is answered).
 * With `token` set, v1.1 needs it as a Bearer token, and so do Mastodon's lists, favourites and word
 * searches (`mastodonToken` when that is set).
 */
import http from 'node:http'

import sharp from 'sharp'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The studio's posts, newest first; `ago` is how long before the request each was posted. */
const POSTS = [
  {
    id: '113500000000000005',
    ago: 3 * MINUTE,
    html: '<p>The contact sheet from our autumn walks is up: <a href="https://vitrine.example/media" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="">vitrine.example/media</span><span class="invisible"></span></a> <a href="{origin}/tags/filmphotography" class="mention hashtag" rel="tag">#<span>filmphotography</span></a></p>',
    text: 'The contact sheet from our autumn walks is up: https://t.co/sheet #filmphotography',
    links: [{ url: 'https://t.co/sheet', expanded_url: 'https://vitrine.example/media', display_url: 'vitrine.example/media' }],
    picture: { file: 'valley.jpg', description: 'Fog filling a valley below a ridge at first light' },
    tags: ['filmphotography'],
  },
  {
    id: '113500000000000004',
    ago: 50 * MINUTE,
    reblog: {
      id: '113499000000000001',
      ago: 2 * HOUR + 10 * MINUTE,
      account: { id: '2', acct: 'ana@photo.example', username: 'ana', display_name: 'Ana Ribeiro' },
      html: '<p>Fog poured over the pass this morning and filled the whole valley. Worth the five o’clock start.</p>',
      text: 'Fog poured over the pass this morning and filled the whole valley. Worth the five o’clock start.',
      links: [],
      tags: [],
    },
  },
  {
    id: '113500000000000003',
    ago: 5 * HOUR,
    html: '<p>Print sale this weekend: every A3 print from the Landscapes gallery is 20% off.<br>Details: <a href="https://vitrine.example/blog/print-sale" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="">vitrine.example/blog/print-sale</span><span class="invisible"></span></a></p>',
    text: 'Print sale this weekend: every A3 print from the Landscapes gallery is 20% off.\nDetails: https://t.co/sale',
    links: [{ url: 'https://t.co/sale', expanded_url: 'https://vitrine.example/blog/print-sale', display_url: 'vitrine.example/blog/print-sale' }],
    tags: [],
  },
  {
    id: '113500000000000002',
    ago: 2 * DAY + 3 * HOUR,
    html: '<p>Behind the scenes: eight seconds on a tripod by the bridge, waiting for the blue hour. <a href="{origin}/tags/filmphotography" class="mention hashtag" rel="tag">#<span>filmphotography</span></a></p>',
    text: 'Behind the scenes: eight seconds on a tripod by the bridge, waiting for the blue hour. #filmphotography',
    links: [],
    tags: ['filmphotography'],
  },
  {
    id: '113500000000000001',
    ago: 6 * DAY,
    html: '<p>We are Vitrine Studio: landscape and detail photography, prints and commissions. Say hello!</p>',
    text: 'We are Vitrine Studio: landscape and detail photography, prints and commissions. Say hello!',
    links: [],
    tags: [],
  },
]

const STUDIO = { id: '1', acct: 'studio', username: 'studio', display_name: 'Vitrine Studio' }

/** Pictures drawn once per process: the studio's avatar, a friend's and the post's photo. */
let pictures
async function drawPictures() {
  const avatar = (from, to, letters) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`,
      ),
    )
      .png()
      .toBuffer()
  const valley = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c38b"/><stop offset="1" stop-color="#d6e4ef"/></linearGradient></defs><rect width="800" height="600" fill="url(#sky)"/><path d="M0 330 L160 210 L290 300 L430 170 L590 290 L800 200 L800 600 L0 600 Z" fill="#44606e"/><rect y="360" width="800" height="90" fill="#ffffff" opacity="0.7"/><path d="M0 450 L200 380 L400 460 L620 390 L800 440 L800 600 L0 600 Z" fill="#263b45"/></svg>`,
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer()
  const [studio, ana, photo] = await Promise.all([avatar('#1a5f7a', '#0f3446', 'VS'), avatar('#c2410c', '#7c2d12', 'AR'), valley])
  return { 'studio.png': { type: 'image/png', body: studio }, 'ana.png': { type: 'image/png', body: ana }, 'valley.jpg': { type: 'image/jpeg', body: photo } }
}

/** v1.1's date format: "Mon Mar 10 11:57:00 +0000 2025" (from toUTCString's "Mon, 10 Mar 2025 11:57:00 GMT"). */
const twitterDate = (time) => {
  const [weekday, day, month, year, clock] = new Date(time).toUTCString().replace(',', '').split(' ')
  return `${weekday} ${month} ${day} ${clock} +0000 ${year}`
}

function mastodonStatus(post, origin, now, account = STUDIO) {
  const who = post.account ?? account
  const avatar = `${origin}/media/${who.id === '1' ? 'studio' : 'ana'}.png`
  const base = {
    id: post.id,
    created_at: new Date(now - post.ago).toISOString(),
    url: `${origin}/@${who.username}/${post.id}`,
    uri: `${origin}/users/${who.username}/statuses/${post.id}`,
    account: { ...who, url: `${origin}/@${who.username}`, avatar, avatar_static: avatar, note: '', followers_count: 1200, bot: false },
    visibility: 'public',
    sensitive: false,
    spoiler_text: '',
    replies_count: 2,
    reblogs_count: 5,
    favourites_count: 31,
    media_attachments: post.picture
      ? [{ id: `${post.id}1`, type: 'image', url: `${origin}/media/${post.picture.file}`, preview_url: `${origin}/media/${post.picture.file}`, description: post.picture.description }]
      : [],
    tags: (post.tags ?? []).map((name) => ({ name, url: `${origin}/tags/${name}` })),
  }
  if (post.reblog) return { ...base, content: '', reblog: mastodonStatus(post.reblog, origin, now) }
  return { ...base, content: post.html.replaceAll('{origin}', origin), reblog: null }
}

function tweet(post, origin, now) {
  const who = post.account ?? STUDIO
  const user = {
    id_str: who.id,
    name: who.display_name,
    screen_name: who.username,
    profile_image_url_https: `${origin}/media/${who.id === '1' ? 'studio' : 'ana'}.png`,
  }
  const base = { id: Number(post.id), id_str: post.id, created_at: twitterDate(now - post.ago), user, retweet_count: 5, favorite_count: 31, lang: 'en' }
  if (post.reblog) {
    const original = tweet(post.reblog, origin, now)
    return { ...base, user: { ...user, name: STUDIO.display_name, screen_name: STUDIO.username, profile_image_url_https: `${origin}/media/studio.png` }, full_text: `RT @${original.user.screen_name}: ${original.full_text}`, entities: { urls: [] }, retweeted_status: original }
  }
  const media = post.picture
    ? [{ id_str: `${post.id}1`, url: 'https://t.co/pic', display_url: 'pic.x.com/pic', expanded_url: `https://x.com/studio/status/${post.id}/photo/1`, media_url_https: `${origin}/media/${post.picture.file}`, type: 'photo', ext_alt_text: post.picture.description }]
    : []
  // v1.1 escapes &, < and > in text.
  const text = (media.length ? `${post.text} https://t.co/pic` : post.text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return { ...base, full_text: text, entities: { urls: post.links, hashtags: [], user_mentions: [], ...(media.length ? { media } : {}) }, ...(media.length ? { extended_entities: { media } } : {}) }
}

/**
 * @param {{ token?: string, mastodonToken?: string, port?: number }} [options]
 * @returns {Promise<{ url: string, port: number, requests: { method: string, path: string, authorization: string | undefined }[], setMode(mode: string, options?: { delayMs?: number, redirectTo?: string }): void, close(): Promise<void> }>}
 */
export async function startFakeFeeds({ token, mastodonToken = token, port = 0 } = {}) {
  pictures ??= await drawPictures()
  let mode = 'up'
  let delayMs = 0
  let redirectTo = 'http://127.0.0.2:9/'
  const requests = []
  const sockets = new Set()

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }

  /** The API's answer for a path under /1.1/ or /api/, or null for an unknown path. */
  function answer(path, params, origin, authorized) {
    const now = Date.now()
    const limit = Math.max(1, Math.min(40, Number(params.get('limit') ?? params.get('count') ?? 20) || 20))
    const studioPosts = POSTS
    if (path.startsWith('/1.1/')) {
      if (!authorized) return [401, { errors: [{ code: 89, message: 'Invalid or expired token.' }] }]
      const tweets = studioPosts.map((post) => tweet(post, origin, now)).filter((item) => params.get('include_rts') !== 'false' || !item.retweeted_status)
      const endpoint = path.slice('/1.1/'.length)
      if (endpoint === 'statuses/user_timeline.json') {
        return params.get('screen_name') === 'studio' ? [200, tweets.slice(0, limit)] : [404, { errors: [{ code: 34, message: 'Sorry, that page does not exist.' }] }]
      }
      if (endpoint === 'statuses/home_timeline.json' || endpoint === 'favorites/list.json') return [200, tweets.slice(1, 1 + limit)]
      if (endpoint === 'lists/statuses.json') return [200, tweets.slice(2, 2 + limit)]
      if (endpoint === 'search/tweets.json') {
        const words = (params.get('q') ?? '').replace(/-filter:retweets/, '').trim().toLowerCase()
        return [200, { statuses: tweets.filter((item) => item.full_text.toLowerCase().includes(words)).slice(0, limit), search_metadata: { count: limit } }]
      }
      return null
    }
    const statuses = () => studioPosts.map((post) => mastodonStatus(post, origin, now))
    const needsToken = (value) => (authorized ? value : [401, { error: 'The access token is invalid' }])
    if (path === '/api/v1/timelines/public') return [200, statuses().slice(0, limit)]
    if (path === '/api/v1/accounts/lookup') {
      return params.get('acct') === 'studio' || params.get('acct') === 'studio@social.vitrine.example' ? [200, { ...STUDIO, url: `${origin}/@studio` }] : [404, { error: 'Record not found' }]
    }
    if (path === '/api/v1/accounts/1/statuses') return [200, statuses().filter((item) => params.get('exclude_reblogs') !== 'true' || !item.reblog).slice(0, limit)]
    const tag = /^\/api\/v1\/timelines\/tag\/([^/]+)$/.exec(path)
    if (tag) return [200, statuses().filter((item) => (item.reblog ?? item).tags.some((t) => t.name === decodeURIComponent(tag[1]).toLowerCase())).slice(0, limit)]
    if (/^\/api\/v1\/timelines\/list\/\d+$/.test(path)) return needsToken(path.endsWith('/7') ? [200, statuses().slice(1, 1 + limit)] : [404, { error: 'Record not found' }])
    if (path === '/api/v1/favourites') return needsToken([200, statuses().slice(2, 2 + limit)])
    if (path === '/api/v2/search') {
      const words = (params.get('q') ?? '').toLowerCase()
      return needsToken([200, { accounts: [], statuses: statuses().filter((item) => (item.reblog ?? item).content.toLowerCase().includes(words)).slice(0, limit), hashtags: [] }])
    }
    return null
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local')
    const origin = `http://${req.headers.host}`
    if (req.method === 'POST' && url.pathname === '/__fake/mode') {
      let body = ''
      for await (const chunk of req) body += chunk
      try {
        const wanted = JSON.parse(body)
        setMode(wanted.mode, wanted)
        return json(res, 200, { mode })
      } catch (error) {
        return json(res, 400, { error: error.message })
      }
    }
    requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, authorization: req.headers.authorization })
    // Browsers ask for a favicon when a visitor opens one of its pictures.
    const picture = url.pathname === '/favicon.ico' ? [null, 'studio.png'] : /^\/(?:moved\/)?media\/([\w.-]+)$/.exec(url.pathname)
    if (mode === 'down') return req.socket.destroy()
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (picture) {
      const file = pictures[picture[1]]
      if (!file) return json(res, 404, { error: 'Record not found' })
      res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length })
      return res.end(file.body)
    }
    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end('<html><body>Service temporarily unavailable {{{')
    }
    if (mode === 'wrong-shape') return json(res, 200, { data: { items: 'none' } })
    if (mode === 'error-88') return json(res, 429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] })
    if (mode === 'redirect-away') {
      res.writeHead(302, { location: new URL(`${url.pathname}${url.search}`, redirectTo).href })
      return res.end()
    }
    const moved = url.pathname.startsWith('/moved/')
    if (mode === 'redirect-same' && !moved) {
      res.writeHead(302, { location: `/moved${url.pathname}${url.search}` })
      return res.end()
    }
    const path = moved ? url.pathname.slice('/moved'.length) : url.pathname
    const wanted = path.startsWith('/1.1/') ? token : mastodonToken
    const authorized = !wanted || req.headers.authorization === `Bearer ${wanted}`
    const answered = answer(path, url.searchParams, origin, authorized)
    if (!answered) return json(res, 404, path.startsWith('/1.1/') ? { errors: [{ code: 34, message: 'Sorry, that page does not exist.' }] } : { error: 'Not found' })
    return json(res, answered[0], answered[1])
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  function setMode(next, options = {}) {
    const modes = ['up', 'down', 'slow', 'garbage', 'wrong-shape', 'error-88', 'redirect-away', 'redirect-same']
    if (!modes.includes(next)) throw new Error(`Unknown mode "${next}": use one of ${modes.join(', ')}.`)
    mode = next
    if (typeof options.delayMs === 'number') delayMs = options.delayMs
    if (typeof options.redirectTo === 'string') redirectTo = options.redirectTo
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    setMode,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
