import 'server-only'

/**
 * How the popup's endpoints know a visitor without an account: a random id in a signed cookie
 * (`vitrine_visitor`, HttpOnly, a year), and a salted hash of the address for per-network limits.
 * Neither is reversible: what is stored is a keyed hash of the id or the address, never either.
 *
 * The secret derives from Payload's, with its own purpose, so nothing new needs configuring and
 * a visitor cookie can never stand in for any other signed value of the site.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { remoteIpOf } from '@/lib/visitor-identity'

export const VISITOR_COOKIE = 'vitrine_visitor'
const MAX_AGE_S = 365 * 24 * 3600

const secretOf = (payload: Payload) => {
  if (!payload.secret) throw new Error('Payload has no secret: visitor cookies cannot be signed.')
  return createHmac('sha256', payload.secret).update('vitrine:lightbox-visitor:v1').digest()
}

const sign = (secret: Buffer, id: string) => createHmac('sha256', secret).update(`visitor\n${id}`).digest('base64url').slice(0, 32)

/** The cookie's value for a visitor id: `{id}.{signature}`. */
export function signVisitorId(payload: Payload, id: string): string {
  return `${id}.${sign(secretOf(payload), id)}`
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

/** The visitor id of a request with a genuine visitor cookie; null without one (or a forged one). */
export function readVisitorId(payload: Payload, request: Request): string | null {
  const value = cookieValue(request, VISITOR_COOKIE)
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/.exec(value) : null
  if (!match) return null
  const expected = Buffer.from(sign(secretOf(payload), match[1]))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null
}

const isHttps = (request: Request) => {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:'
}

/** A Set-Cookie header giving a new visitor id. */
export function newVisitorCookie(payload: Payload, request: Request): string {
  const id = randomBytes(16).toString('base64url')
  return [`${VISITOR_COOKIE}=${signVisitorId(payload, id)}`, 'Path=/', `Max-Age=${MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax', ...(isHttps(request) ? ['Secure'] : [])].join('; ')
}

/** A Set-Cookie header when the request has no genuine visitor cookie yet; null when it has one. */
export function visitorCookieFor(payload: Payload, request: Request): string | null {
  return readVisitorId(payload, request) ? null : newVisitorCookie(payload, request)
}

/** What a visitor is stored as for one purpose (`rating`, `hit`): a keyed hash of their id. */
export function visitorHash(payload: Payload, visitorId: string, purpose: string): string {
  return createHmac('sha256', secretOf(payload)).update(`${purpose}\n${visitorId}`).digest('base64url')
}

/** The salted hash of the request's address, for limits per network ('' address hashes too). */
export function addressHash(payload: Payload, request: Request): string {
  return createHmac('sha256', secretOf(payload)).update(`address\n${remoteIpOf(request.headers)}`).digest('base64url').slice(0, 32)
}
