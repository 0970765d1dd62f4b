import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

import { LRUCache } from 'lru-cache'

import { guardedFetch } from './feed-fetch.server'

/**
 * Pictures in a feed (avatars, thumbnails) reach visitors through the site: `GET
 * /social-feed/image?src=…&sig=…`. Visitors' browsers then never contact the source (their
 * addresses stay with us, and the site's CSP keeps images to its own origin). Only addresses the
 * proxy itself put in a feed answer are fetched: each carries an HMAC of the address under the
 * site's secret, so the endpoint is no open proxy. Raster images only (no SVG, which can hold
 * script), 5 MB at most, kept in memory (32 MB in all) and by browsers for a day.
 *
 * A source may name pictures on other hosts (a remote account's avatar). Those are fetched only
 * when their host is on the public internet: a loopback, private, link-local or unique-local
 * address is refused, so a feed cannot point the site at its own network. The feed source's own
 * configured origin is trusted (it is an admin's setting, and may be a local server). One fetch
 * per picture runs at a time, and a failed one is remembered for five minutes.
 */

const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 8000
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'])
export const IMAGE_PATH = '/social-feed/image'

type Kept = { type: string; body: Buffer }
type Failed = { status: number; message: string }
const images = new LRUCache<string, Kept>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (kept) => kept.body.byteLength || 1, ttl: 24 * 60 * 60 * 1000 })
const failures = new LRUCache<string, Failed>({ max: 2000, ttl: 5 * 60 * 1000 })
const inFlight = new Map<string, Promise<Kept | Failed>>()

const keyOf = (secret: string) => createHmac('sha256', secret).update('vitrine:social-feed-image').digest()
const sign = (secret: string, src: string, origin: string) => createHmac('sha256', keyOf(secret)).update(`${origin}\n${src}`).digest('base64url')

/** The site's address for a picture a feed source (at `sourceOrigin`) named. */
export function imageUrl(secret: string, src: string, sourceOrigin: string): string {
  return `${IMAGE_PATH}?${new URLSearchParams({ src, o: sourceOrigin, sig: sign(secret, src, sourceOrigin) })}`
}

/** Addresses no feed picture may be fetched from: this machine and private networks. */
const privateNetworks = new BlockList()
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3]] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) privateNetworks.addSubnet(network, prefix, 'ipv6')

function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return privateNetworks.check(mapped, 'ipv4')
  return privateNetworks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/** True when `hostname` is, or resolves to, an address on this machine or a private network. */
export async function isPrivateHost(hostname: string): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (isIP(bare)) return isPrivateAddress(bare)
  const addresses = await lookup(bare, { all: true }).catch(() => [])
  return addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))
}

async function fetchImage(url: URL, sourceOrigin: string): Promise<Kept | Failed> {
  if (url.origin !== sourceOrigin && (await isPrivateHost(url.hostname))) {
    return { status: 403, message: 'The feed named a picture inside a private network, so the site does not fetch it.' }
  }
  const fetched = await guardedFetch(url, { origin: url.origin, timeoutMs: IMAGE_TIMEOUT_MS, maxBytes: IMAGE_MAX_BYTES, who: 'The picture’s server', headers: { accept: 'image/*' } })
  if (!fetched.ok) return { status: fetched.reason === 'too-large' ? 413 : 404, message: `${fetched.message} The picture is not shown.` }
  const type = fetched.contentType.split(';')[0].trim().toLowerCase()
  if (fetched.status !== 200 || !IMAGE_TYPES.has(type)) return { status: 404, message: 'The feed’s picture is not available (its server did not send a picture).' }
  return { type, body: fetched.body }
}

function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

export async function handleFeedImage(secret: string, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const src = params.get('src') ?? ''
  const sourceOrigin = params.get('o') ?? ''
  // Compared as text: decoding would skip characters outside base64url's alphabet, so a
  // signature with anything appended would pass as the signature itself.
  const sig = Buffer.from(params.get('sig') ?? '')
  const expected = Buffer.from(sign(secret, src, sourceOrigin))
  if (!src || src.length > 2048 || sourceOrigin.length > 512 || sig.length !== expected.length || !timingSafeEqual(sig, expected)) {
    return refusal(400, 'This picture address was not made by this site’s feed, so it is not fetched.')
  }
  let kept: Kept | Failed | undefined = images.get(src) ?? failures.get(src)
  if (!kept) {
    let running = inFlight.get(src)
    if (!running) {
      running = fetchImage(new URL(src), sourceOrigin).finally(() => inFlight.delete(src))
      inFlight.set(src, running)
    }
    kept = await running
    if ('body' in kept) images.set(src, kept)
    else failures.set(src, kept)
  }
  if (!('body' in kept)) return refusal(kept.status, kept.message)
  return new Response(new Uint8Array(kept.body), {
    status: 200,
    headers: { 'content-type': kept.type, 'cache-control': 'public, max-age=86400', 'content-security-policy': "default-src 'none'" },
  })
}
