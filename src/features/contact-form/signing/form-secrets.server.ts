import 'server-only'

/**
 * The form's signed hidden values: quiz answer hashes and the start-time token. Server only
 * (node:crypto); the secret never leaves the server.
 */

import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import type { QuizVerifier } from '../validation/types'
import { canonicaliseQuizAnswer } from '../validation/values/field-helpers'

function hmac(secret: string, purpose: string, text: string): string {
  // An empty secret would make every hash forgeable: fail loudly on a misconfigured site.
  if (secret === '') throw new Error('The contact form secret is empty: quiz answers and start times cannot be signed.')
  // The purpose prefix keeps a quiz hash from ever being accepted as a start-time signature.
  return createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('hex')
}

function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length || !/^[0-9a-f]+$/.test(a)) return false
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))
}

/**
 * The value of `_wpcf7_quiz_answer_{name}`: an HMAC of the canonical answer, so the page carries
 * proof of the answer but never the answer itself (CF7 does the same with wp_hash).
 */
export function quizAnswerHash(secret: string, answer: string): string {
  return hmac(secret, 'wpcf7_quiz', canonicaliseQuizAnswer(answer))
}

/** A verifier for validateSubmission: does the canonical answer match a posted hash? */
export function createQuizVerifier(secret: string): QuizVerifier {
  return (canonicalAnswer, postedHashes) => {
    const expected = hmac(secret, 'wpcf7_quiz', canonicalAnswer)
    return postedHashes.some((hash) => sameHex(hash, expected))
  }
}

/** Picks one of a quiz tag's questions at random, as CF7 does. */
export function pickRandomQuestion(count: number): number {
  return count <= 1 ? 0 : randomInt(count)
}

/**
 * Who a start token was issued to (decision 020): `page`, rendered into the form's HTML and so
 * shared by every visitor of a cached page; `visitor`, issued by the refill endpoint to one
 * visitor's browser when the page loads.
 */
export type StartTokenKind = 'page' | 'visitor'

export type StartToken = { startedAt: number; kind: StartTokenKind; id: string }

const kindLetters: Record<StartTokenKind, string> = { page: 'p', visitor: 'v' }

/**
 * The value of `_wpcf7_started`: when the form was rendered (or refilled), who it was issued to
 * and a random id, signed so a bot can neither post a made-up early time nor another kind or id:
 * `p.1795353600000.9f86d081884c7d65.<hmac>`.
 */
export function signStartedAt(secret: string, startedAtMs: number, kind: StartTokenKind = 'page', id = randomBytes(8).toString('hex')): string {
  const body = `${kindLetters[kind]}.${Math.trunc(startedAtMs)}.${id}`
  return `${body}.${hmac(secret, 'wpcf7_started', body)}`
}

/** A posted `_wpcf7_started` token, or null when it is missing, malformed or forged. */
export function readStartToken(secret: string, token: unknown): StartToken | null {
  if (typeof token !== 'string') return null
  const match = /^(([pv])\.([0-9]{1,16})\.([0-9a-f]{16}))\.([0-9a-f]{64})$/.exec(token)
  if (!match || !sameHex(match[5], hmac(secret, 'wpcf7_started', match[1]))) return null
  return { startedAt: Number(match[3]), kind: match[2] === 'v' ? 'visitor' : 'page', id: match[4] }
}

/** The start time in a posted `_wpcf7_started` token, or null when it is missing or forged. */
export function readStartedAt(secret: string, token: unknown): number | null {
  return readStartToken(secret, token)?.startedAt ?? null
}

/** What a stored submission keeps of its token (`meta.startToken`): its kind and id, e.g. `v.9f86d081884c7d65`. */
export function startTokenKey(token: Pick<StartToken, 'kind' | 'id'>): string {
  return `${kindLetters[token.kind]}.${token.id}`
}
