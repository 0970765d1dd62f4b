import 'server-only'

/**
 * The outcome of a post without JavaScript, carried across the 303 redirect to the result page
 * in a short-lived, signed, HttpOnly cookie (see docs/decisions/006). Signed so a page never
 * shows a message the server did not write; compressed because a form's values can be long.
 */

import { createHmac, timingSafeEqual } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'

import { z } from 'zod'

import { contactFormResultPath } from '../routes'

export const RESULT_COOKIE = 'wpcf7_result'
/** Long enough to follow a redirect on a slow phone; short enough that it is gone when the visitor leaves. */
export const RESULT_TTL_SECONDS = 120
/** Browsers drop cookies over 4 KB: stay clear of it, name and attributes included. */
const MAX_COOKIE_VALUE = 3800

const valueSchema = z.union([z.string(), z.array(z.string())])

const resultSchema = z.object({
  formId: z.number().int().positive(),
  postId: z.number().int().nonnegative(),
  ordinal: z.number().int().positive(),
  status: z.string().max(64),
  message: z.string().max(2000),
  invalidFields: z.array(z.object({ field: z.string(), message: z.string(), idref: z.string().nullable() })).max(1000),
  values: z.record(z.string(), valueSchema),
  /** The values were too long for a cookie and were left out: the page says so. */
  valuesDropped: z.boolean(),
  startedAt: z.number().int().nullable(),
  /** A path on this site to go back to ('' when unknown). */
  returnTo: z.string().max(2000),
  expiresAt: z.number().int(),
})

export type NoJsResult = z.infer<typeof resultSchema>

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`wpcf7_result\n${payload}`).digest('base64url')
}

function pack(secret: string, result: NoJsResult): string {
  const payload = deflateRawSync(JSON.stringify(result)).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

/** The cookie value; the typed values are left out when they would not fit in a cookie. */
export function encodeResult(secret: string, result: NoJsResult): string {
  const packed = pack(secret, result)
  if (packed.length <= MAX_COOKIE_VALUE) return packed
  return pack(secret, { ...result, values: {}, valuesDropped: true })
}

/** The result in a cookie value, or null when it is missing, forged, malformed or expired. */
export function decodeResult(secret: string, value: string | undefined, now: number): NoJsResult | null {
  const [payload, signature, extra] = (value ?? '').split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed = resultSchema.safeParse(JSON.parse(inflateRawSync(Buffer.from(payload, 'base64url'), { maxOutputLength: 1024 * 1024 }).toString('utf8')))
    return parsed.success && parsed.data.expiresAt > now ? parsed.data : null
  } catch {
    return null
  }
}

/** The Set-Cookie header: only sent back to the form's result page, never readable by scripts. */
export function resultCookieHeader(formId: number, value: string, secure: boolean): string {
  const attributes = [`Path=${contactFormResultPath(formId)}`, `Max-Age=${RESULT_TTL_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  return `${RESULT_COOKIE}=${value}; ${attributes.join('; ')}`
}

/**
 * The page to offer "back to" from the Referer: a path on this same host only (never another
 * site, never the result page itself), so the link cannot be turned into an open redirect.
 */
export function returnPathOf(request: Request): string {
  const referer = request.headers.get('referer')
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (!referer || !host) return ''
  try {
    const url = new URL(referer)
    if (url.host !== host || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return ''
    if (url.pathname.startsWith('/contact-form/')) return ''
    return `${url.pathname}${url.search}`
  } catch {
    return ''
  }
}

/** True when the visitor reached us over HTTPS (directly or through a proxy), for the Secure flag. */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:'
}
