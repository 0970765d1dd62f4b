/**
 * What a request says about the visitor who sent it: address, browser and the page they came
 * from. Pure (headers in, strings out), so every public endpoint reads them the same way.
 */

import { clientAddress, type TrustedProxies } from './client-address'
import { getEnv } from './env'

/**
 * The connection's own address, written by Vitrine's server (scripts/serve.mjs) on every request
 * over anything a client sent under that name.
 */
export const PEER_HEADER = 'x-vitrine-peer'

/** CF7 keeps at most 254 characters of a user agent; so do we (it is stored with each submission). */
export const USER_AGENT_MAX = 254
const URL_MAX = 2000

/**
 * The client's address: the right-most hop not added by a trusted proxy (TRUSTED_PROXIES; none by
 * default, so a client's own X-Forwarded-For counts for nothing). The connection's address comes
 * from PEER_HEADER; where no Vitrine server wrote it (`next dev`), from the last X-Forwarded-For
 * hop, which Next's server sets from the socket when the request has none. '' when unknown.
 */
export function remoteIpOf(headers: Headers, trust: TrustedProxies = getEnv().TRUSTED_PROXIES): string {
  const forwarded = headers.get('x-forwarded-for')
  const hops = (forwarded ?? '').split(',').map((hop) => hop.trim()).filter(Boolean)
  const peer = headers.get(PEER_HEADER)
  if (peer !== null) return clientAddress(peer, forwarded, trust)
  return clientAddress(hops.at(-1) ?? '', hops.slice(0, -1).join(', '), trust)
}

/** The user agent, trimmed and cut to USER_AGENT_MAX characters ('' when absent). */
export function userAgentOf(headers: Headers): string {
  return (headers.get('user-agent') ?? '').trim().slice(0, USER_AGENT_MAX)
}

/** The page the request came from (`Referer`), when it is an http(s) URL; else ''. */
export function refererUrlOf(headers: Headers): string {
  const referer = (headers.get('referer') ?? '').trim()
  if (referer === '' || referer.length > URL_MAX) return ''
  try {
    const url = new URL(referer)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : ''
  } catch {
    return ''
  }
}
