import { describe, expect, it } from 'vitest'

import { canonicaliseQuizAnswer } from '../validation/values/field-helpers'
import { createQuizVerifier, pickRandomQuestion, quizAnswerHash, readStartedAt, readStartToken, signStartedAt, startTokenKey } from './form-secrets.server'

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
    expect(readStartedAt('secret', token.replace('.1000.', '.999.'))).toBeNull()
    expect(readStartedAt('secret', token.replace(/^p\./, 'v.'))).toBeNull()
    expect(readStartedAt('other', token)).toBeNull()
    expect(readStartedAt('secret', '1000')).toBeNull()
    expect(readStartedAt('secret', undefined)).toBeNull()
  })

  it('is never confused with a quiz hash', () => {
    const hash = quizAnswerHash('secret', 'p.1000.0123456789abcdef')
    expect(readStartedAt('secret', `p.1000.0123456789abcdef.${hash}`)).toBeNull()
  })

  // Decision 020: a token says who it was issued to and carries an id of its own.
  it('carry their kind and a random id, signed', () => {
    const page = readStartToken('secret', signStartedAt('secret', 5000))
    const visitor = readStartToken('secret', signStartedAt('secret', 5000, 'visitor'))
    expect(page).toMatchObject({ startedAt: 5000, kind: 'page', id: expect.stringMatching(/^[0-9a-f]{16}$/) })
    expect(visitor).toMatchObject({ startedAt: 5000, kind: 'visitor' })
    expect(page?.id).not.toBe(visitor?.id)
    expect(startTokenKey({ kind: 'visitor', id: '0123456789abcdef' })).toBe('v.0123456789abcdef')
    expect(readStartToken('secret', signStartedAt('secret', 5000, 'visitor', '0123456789abcdef'))?.id).toBe('0123456789abcdef')
  })
})
