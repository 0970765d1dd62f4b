import { describe, expect, it } from 'vitest'

import { canonicaliseQuizAnswer } from '../validation/values/field-helpers'
import { createQuizVerifier, pickRandomQuestion, quizAnswerHash, readStartedAt, signStartedAt } from './form-secrets.server'

describe('quiz answer hashes', () => {
  it('never contain the answer and verify the canonical answer', () => {
    const hash = quizAnswerHash('secret', 'Paris')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('paris')
    const verify = createQuizVerifier('secret')
    expect(verify(canonicaliseQuizAnswer(' ＰＡＲＩＳ '), [hash])).toBe(true)
    expect(verify('london', [hash])).toBe(false)
  })

  it('depend on the secret', () => {
    expect(createQuizVerifier('other')('2', [quizAnswerHash('secret', '2')])).toBe(false)
  })

  it('refuse malformed posted hashes without throwing', () => {
    const verify = createQuizVerifier('secret')
    expect(verify('2', ['', 'zz', '2'])).toBe(false)
  })

  it('refuse to sign with an empty secret', () => {
    expect(() => quizAnswerHash('', '2')).toThrow(/secret is empty/)
  })

  it('pick a question within range', () => {
    for (let i = 0; i < 20; i++) expect(pickRandomQuestion(3)).toBeGreaterThanOrEqual(0)
    expect(pickRandomQuestion(1)).toBe(0)
  })
})

describe('start time tokens', () => {
  it('round-trip the time', () => {
    expect(readStartedAt('secret', signStartedAt('secret', 1_700_000_000_123))).toBe(1_700_000_000_123)
  })

  it('refuse a forged or altered time', () => {
    const token = signStartedAt('secret', 1000)
    expect(readStartedAt('secret', token.replace(/^1000/, '999'))).toBeNull()
    expect(readStartedAt('other', token)).toBeNull()
    expect(readStartedAt('secret', '1000')).toBeNull()
    expect(readStartedAt('secret', undefined)).toBeNull()
  })

  it('is never confused with a quiz hash', () => {
    const hash = quizAnswerHash('secret', '1000')
    expect(readStartedAt('secret', `1000.${hash}`)).toBeNull()
  })
})
