/**
 * Page view counting in our server (decision 038). Every visitor page passes through serve.mjs,
 * cache hits included, so the count is taken there: in memory, per path and UTC day, and handed
 * to `flush` every few seconds as one batch (serve.mjs posts it to `POST /api/record-page-views`,
 * which adds it with one upsert per row: `views = views + n`). Several instances each flush their
 * own counts. Counts not yet flushed when the process dies are lost: a few seconds of views.
 *
 * What counts: an anonymous GET of a visitor page (not /api, /admin, /_next; not Next's client
 * requests; no session or preview cookie; not a known bot) answered 200 with HTML. The path is
 * counted without its query.
 */
import { cacheKey } from './page-cache.mjs'

const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|headless|lighthouse|pingdom|uptime/i
/**
 * The pattern costs about a microsecond on a browser's user agent, more than the rest of the
 * counting: the answer is remembered per user agent (visitors share a handful of them), up to
 * 1,000 of them, then forgotten all at once.
 */
const botAnswers = new Map()
function isBot(userAgent) {
  let answer = botAnswers.get(userAgent)
  if (answer === undefined) {
    if (botAnswers.size >= 1_000) botAnswers.clear()
    answer = BOT.test(userAgent)
    botAnswers.set(userAgent, answer)
  }
  return answer
}

/** The path to count for this request if its answer turns out to be a 200 HTML page, or null. */
export function viewedPath(req) {
  if (req.method !== 'GET') return null
  const key = cacheKey(req)
  if (key === null) return null
  if (isBot(req.headers['user-agent'] ?? '')) return null
  const query = key.indexOf('?')
  const path = query === -1 ? key : key.slice(0, query)
  return path.length <= 512 ? path : null
}

/** Whether a finished response is a visitor page: 200 and HTML. */
export function isPageAnswer(res) {
  return res.statusCode === 200 && String(res.getHeader('content-type') ?? '').startsWith('text/html')
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * @param {{ flush: (views: { path: string, day: string, views: number }[]) => Promise<void>, intervalMs?: number, maxPaths?: number, now?: () => number }} options
 */
export function createPageViewCounter({ flush, intervalMs = 5_000, maxPaths = 10_000, now = Date.now }) {
  /** Counts by day, then by path. */
  let counts = new Map()
  let size = 0
  let day = ''
  let dayEnds = 0
  let flushing = null
  let dropped = 0

  function today() {
    const time = now()
    if (time >= dayEnds) {
      day = new Date(time).toISOString().slice(0, 10)
      dayEnds = (Math.floor(time / DAY_MS) + 1) * DAY_MS
    }
    return day
  }

  function add(onDay, path, views) {
    let paths = counts.get(onDay)
    if (!paths) counts.set(onDay, (paths = new Map()))
    const seen = paths.get(path)
    if (seen !== undefined) paths.set(path, seen + views)
    else if (size < maxPaths) {
      paths.set(path, views)
      size++
    } else dropped += views
  }

  async function flushNow() {
    if (flushing) return flushing
    if (size === 0) return
    const batch = counts
    counts = new Map()
    size = 0
    const views = []
    for (const [onDay, paths] of batch) for (const [path, n] of paths) views.push({ path, day: onDay, views: n })
    flushing = flush(views)
      .catch((error) => {
        // Put the counts back for the next round (within the bound), so a restart of Next's side
        // or a busy database costs no views.
        console.error(`Could not record ${views.length} page view counts (${error.message}); trying again shortly.`)
        for (const row of views) add(row.day, row.path, row.views)
      })
      .finally(() => (flushing = null))
    return flushing
  }

  const timer = setInterval(() => void flushNow(), intervalMs)
  timer.unref()

  return {
    count(path) {
      add(today(), path, 1)
    },
    flushNow,
    stop() {
      clearInterval(timer)
    },
    /** Paths waiting to be flushed, and views dropped because too many distinct paths waited. */
    stats() {
      return { paths: size, dropped }
    },
  }
}
