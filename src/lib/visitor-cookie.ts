/**
 * A visitor's identity for "once per visitor" actions (a post's like): a random id in a signed
 * cookie, and a keyed hash of the address for visitors without one. Nothing here is personal
 * data in the clear: the id is random, the address is stored only as an HMAC, and both are
 * keyed by a secret derived from the site's secret, so neither can be forged or reversed.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const VISITOR_COOKIE = 'vitrine_visitor'
/** A year: a visitor who comes back next month is still the same visitor. */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const PURPOSE = 'vitrine:visitor:v1'

/** The visitor secret of a site: an HMAC of its secret with a fixed purpose. */
export function deriveVisitorSecret(siteSecret: string): string {
  if (siteSecret === '') throw new Error('The site has no secret: visitor cookies cannot be signed.')
  return createHmac('sha256', siteSecret).update(PURPOSE).digest('hex')
}

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url')

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url')
}

/** The cookie's value: the id and its signature. */
export function signVisitorId(id: string, secret: string): string {
  return `${id}.${mac(secret, `id:${id}`)}`
}

/** The visitor id from a request's cookies when its signature holds; otherwise null. */
export function readVisitorId(headers: Headers, secret: string): string | null {
  const value = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VISITOR_COOKIE}=`))
    ?.slice(VISITOR_COOKIE.length + 1)
  const match = value && /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return null
  const expected = Buffer.from(mac(secret, `id:${match[1]}`))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null
}

/** The Set-Cookie header that gives a visitor their id (Secure when the site is served over https). */
export function visitorCookieHeader(id: string, secret: string, secure: boolean): string {
  return [`${VISITOR_COOKIE}=${signVisitorId(id, secret)}`, 'Path=/', `Max-Age=${VISITOR_COOKIE_MAX_AGE}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

/** Keyed hashes, so stored keys reveal neither the id nor the address. */
export const visitorKey = (id: string, secret: string) => mac(secret, `visitor:${id}`)
export const addressKey = (address: string, secret: string) => mac(secret, `address:${address}`)
