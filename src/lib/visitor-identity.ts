/**
 * What a request says about the visitor who sent it: address, browser and the page they came
 * from. Pure (headers in, strings out), so every public endpoint reads them the same way.
 */

import { isIP } from 'node:net'

/** CF7 keeps at most 254 characters of a user agent; so do we (it is stored with each submission). */
export const USER_AGENT_MAX = 254
const URL_MAX = 2000

/**
 * The client's address: the first hop of `X-Forwarded-For`. Next's server sets that header from
 * the socket when no proxy did, so it is always present behind `npm start`. Behind a proxy the
 * first hop is whatever the client claimed unless the proxy replaces the header: run Vitrine
 * behind one that does (most do). Anything that is not an IP address gives ''.
 */
export function remoteIpOf(headers: Headers): string {
  const first = (headers.get('x-forwarded-for') ?? '').split(',')[0]?.trim() ?? ''
  // `[2001:db8::1]:443` and `203.0.113.7:51234` are written by some proxies: keep the address.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(first)?.[1]
  const withoutPort = bracketed ?? (/^[\d.]+:\d+$/.test(first) ? first.split(':')[0] : first)
  return isIP(withoutPort) ? withoutPort.toLowerCase() : ''
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
