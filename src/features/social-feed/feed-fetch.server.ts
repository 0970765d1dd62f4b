import 'server-only'

/**
 * One careful GET to a feed source (or an image it named): to the configured origin only, within
 * a time limit covering the whole answer, at most `maxBytes` read, and redirects followed by hand,
 * a few at most and only on the same origin, so a source cannot send the proxy (or the site's
 * token) anywhere else. Every failure is a sentence for the visitor, never an exception.
 */

export type Fetched =
  | { ok: true; status: number; contentType: string; body: Buffer }
  | { ok: false; reason: 'timeout' | 'down' | 'too-large' | 'refused'; message: string }

export type FetchLimits = {
  /** The only origin the request (and its redirects) may go to. */
  origin: string
  headers?: Record<string, string>
  timeoutMs: number
  maxBytes: number
  maxRedirects?: number
  /** Who is asked, as the messages name it ("The feed's source"). */
  who: string
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

async function readAtMost(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes) {
    await response.body?.cancel().catch(() => {})
    return null
  }
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

export async function guardedFetch(start: URL, limits: FetchLimits): Promise<Fetched> {
  const { origin, timeoutMs, maxBytes, maxRedirects = 3, who } = limits
  const seconds = Math.round(timeoutMs / 100) / 10
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let url = start
  try {
    for (let hop = 0; ; hop++) {
      if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
        return { ok: false, reason: 'refused', message: `${who} sent the request on to ${url.host || url.protocol}, which is not its configured address, so the site did not follow.` }
      }
      const response = await fetch(url, { headers: limits.headers, redirect: 'manual', signal: controller.signal, cache: 'no-store' })
      const location = response.headers.get('location')
      if (REDIRECTS.has(response.status) && location) {
        await response.body?.cancel().catch(() => {})
        if (hop >= maxRedirects) return { ok: false, reason: 'refused', message: `${who} redirected the request more than ${maxRedirects} times, so the site stopped following.` }
        try {
          url = new URL(location, url)
        } catch {
          return { ok: false, reason: 'refused', message: `${who} redirected the request to an address that cannot be read.` }
        }
        continue
      }
      const body = await readAtMost(response, maxBytes)
      if (body === null) return { ok: false, reason: 'too-large', message: `${who} sent more than ${Math.round(maxBytes / 1024)} KB, more than a feed needs, so it was not read.` }
      return { ok: true, status: response.status, contentType: response.headers.get('content-type') ?? '', body }
    }
  } catch {
    if (controller.signal.aborted) return { ok: false, reason: 'timeout', message: `${who} did not answer within ${seconds} seconds.` }
    return { ok: false, reason: 'down', message: `${who} could not be reached.` }
  } finally {
    clearTimeout(timer)
  }
}
