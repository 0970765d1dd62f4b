import 'server-only'

/**
 * The form's signed hidden values: quiz answer hashes and the start-time token. Server only
 * (node:crypto); the secret never leaves the server.
 */

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

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
 * The value of `_wpcf7_started`: when the form was rendered, signed so a bot cannot post a
 * made-up early time to pass the minimum fill time.
 */
export function signStartedAt(secret: string, startedAtMs: number): string {
  const time = String(Math.trunc(startedAtMs))
  return `${time}.${hmac(secret, 'wpcf7_started', time)}`
}

/** The start time in a posted `_wpcf7_started` token, or null when it is missing or forged. */
export function readStartedAt(secret: string, token: unknown): number | null {
  if (typeof token !== 'string') return null
  const match = /^([0-9]{1,16})\.([0-9a-f]{64})$/.exec(token)
  if (!match) return null
  return sameHex(match[2], hmac(secret, 'wpcf7_started', match[1])) ? Number(match[1]) : null
}
