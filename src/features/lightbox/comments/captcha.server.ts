import 'server-only'

/**
 * The comment form's one-time captcha challenges (SPEC.md section 5). `GET /lightbox/captcha`
 * stores a new challenge (its answer hashed) and hands the browser only its token, in an HttpOnly
 * cookie, and the picture of its digits. A comment names no challenge: the cookie does. Checking
 * deletes the challenge whatever the answer, so an answer works once, and a wrong one means a new
 * picture.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { captchaPng, newCaptchaCode } from './captcha-image.server'
import { runSql } from '../engagement/sql.server'

export const CAPTCHA_COOKIE = 'vitrine_captcha'
/** How long a challenge can be answered. */
export const CAPTCHA_TTL_MS = 15 * 60 * 1000

const answerHash = (payload: Payload, token: string, answer: string) =>
  createHmac('sha256', payload.secret).update(`vitrine:captcha\n${token}\n${answer}`).digest('hex')

/** The canonical answer: digits only (spaces and dashes a visitor may type are ignored). */
export const canonicalAnswer = (input: string) => input.normalize('NFKC').replace(/[\s-]+/g, '')

export async function createChallenge(payload: Payload, now = new Date()): Promise<{ token: string; png: Buffer; code: string }> {
  const token = randomBytes(24).toString('base64url')
  const code = newCaptchaCode()
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString()
  const stamp = now.toISOString()
  // Expired challenges go as new ones come (an index on expires_at).
  await runSql(payload, sql`DELETE FROM comment_captchas WHERE expires_at < ${stamp}`)
  await runSql(
    payload,
    sql`INSERT INTO comment_captchas (token, answer_hash, expires_at, updated_at, created_at)
      VALUES (${token}, ${answerHash(payload, token, code)}, ${expiresAt}, ${stamp}, ${stamp})`,
  )
  return { token, png: await captchaPng(code), code }
}

/** True once for the right answer to a live challenge; the challenge is gone after any check. */
export async function solveChallenge(payload: Payload, token: string | null, answer: string, now = new Date()): Promise<boolean> {
  if (!token || !/^[\w-]{32}$/.test(token)) return false
  const { rows } = await runSql(payload, sql`DELETE FROM comment_captchas WHERE token = ${token} RETURNING answer_hash, expires_at`)
  const row = rows[0]
  if (!row) return false
  if (new Date(String(row.expires_at)).getTime() < now.getTime()) return false
  const expected = Buffer.from(String(row.answer_hash), 'hex')
  const given = Buffer.from(answerHash(payload, token, canonicalAnswer(answer)), 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function captchaCookie(token: string, secure: boolean): string {
  return [`${CAPTCHA_COOKIE}=${token}`, 'Path=/lightbox', `Max-Age=${CAPTCHA_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ')
}
