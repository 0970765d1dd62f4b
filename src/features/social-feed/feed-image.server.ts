import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { LRUCache } from 'lru-cache'

import { guardedFetch } from './feed-fetch.server'

/**
 * Pictures in a feed (avatars, thumbnails) reach visitors through the site: `GET
 * /social-feed/image?src=…&sig=…`. Visitors' browsers then never contact the source (their
 * addresses stay with us, and the site's CSP keeps images to its own origin). Only addresses the
 * proxy itself put in a feed answer are fetched: each carries an HMAC of the address under the
 * site's secret, so the endpoint is no open proxy. Raster images only (no SVG, which can hold
 * script), 5 MB at most, kept in memory (32 MB in all) and by browsers for a day.
 */

const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 8000
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'])
export const IMAGE_PATH = '/social-feed/image'

type Kept = { type: string; body: Buffer }
const images = new LRUCache<string, Kept>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (kept) => kept.body.byteLength || 1, ttl: 24 * 60 * 60 * 1000 })

const keyOf = (secret: string) => createHmac('sha256', secret).update('vitrine:social-feed-image').digest()
const sign = (secret: string, src: string) => createHmac('sha256', keyOf(secret)).update(src).digest('base64url')

/** The site's address for a picture a feed source named. */
export function imageUrl(secret: string, src: string): string {
  return `${IMAGE_PATH}?${new URLSearchParams({ src, sig: sign(secret, src) })}`
}

function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

export async function handleFeedImage(secret: string, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const src = params.get('src') ?? ''
  const sig = Buffer.from(params.get('sig') ?? '', 'base64url')
  const expected = Buffer.from(sign(secret, src), 'base64url')
  if (!src || src.length > 2048 || sig.length !== expected.length || !timingSafeEqual(sig, expected)) {
    return refusal(400, 'This picture address was not made by this site’s feed, so it is not fetched.')
  }
  let kept = images.get(src)
  if (!kept) {
    const url = new URL(src)
    const fetched = await guardedFetch(url, { origin: url.origin, timeoutMs: IMAGE_TIMEOUT_MS, maxBytes: IMAGE_MAX_BYTES, who: 'The picture’s server', headers: { accept: 'image/*' } })
    if (!fetched.ok) return refusal(fetched.reason === 'too-large' ? 413 : 404, `${fetched.message} The picture is not shown.`)
    const type = fetched.contentType.split(';')[0].trim().toLowerCase()
    if (fetched.status !== 200 || !IMAGE_TYPES.has(type)) return refusal(404, 'The feed’s picture is not available (its server did not send a picture).')
    kept = { type, body: fetched.body }
    images.set(src, kept)
  }
  return new Response(new Uint8Array(kept.body), {
    status: 200,
    headers: { 'content-type': kept.type, 'cache-control': 'public, max-age=86400', 'content-security-policy': "default-src 'none'" },
  })
}
