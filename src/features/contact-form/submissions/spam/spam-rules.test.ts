import { describe, expect, it } from 'vitest'

import { findDisallowedWord, findSpamSignal, MIN_FILL_TIME_MS, type SpamSignals, START_TOKEN_TTL_MS } from './spam-rules'

const person: SpamSignals = {
  userAgent: 'Mozilla/5.0',
  remoteIp: '203.0.113.7',
  honeypot: '',
  startedAt: 1_000_000,
  now: 1_000_000 + 60_000,
  values: ['Ada', 'Hello there'],
  disallowedWords: ['casino'],
}

describe('findSpamSignal', () => {
  it('passes a person', () => {
    expect(findSpamSignal(person)).toBeNull()
  })

  it('names the first reason, surest first', () => {
    expect(findSpamSignal({ ...person, userAgent: '' })).toBe('user_agent')
    expect(findSpamSignal({ ...person, userAgent: 'x' })).toBe('user_agent')
    expect(findSpamSignal({ ...person, honeypot: 'https://spam.example' })).toBe('honeypot')
    expect(findSpamSignal({ ...person, startedAt: null })).toBe('invalid_start_token')
    expect(findSpamSignal({ ...person, now: person.startedAt! + MIN_FILL_TIME_MS - 1 })).toBe('too_fast')
    expect(findSpamSignal({ ...person, now: person.startedAt! + MIN_FILL_TIME_MS })).toBeNull()
    expect(findSpamSignal({ ...person, values: ['Win at the Casino'] })).toBe('disallowed_words')
    expect(findSpamSignal({ ...person, honeypot: 'x', userAgent: '' })).toBe('user_agent')
  })

  // issue 17, item 9 (decision 020): a token lives 24 hours unless the site says otherwise.
  it('refuses a start token past its lifetime', () => {
    expect(START_TOKEN_TTL_MS).toBe(24 * 60 * 60 * 1000)
    expect(findSpamSignal({ ...person, now: person.startedAt! + START_TOKEN_TTL_MS })).toBeNull()
    expect(findSpamSignal({ ...person, now: person.startedAt! + START_TOKEN_TTL_MS + 1 })).toBe('expired_start_token')
    expect(findSpamSignal({ ...person, now: person.startedAt! + 2 * 60 * 60 * 1000, tokenTtlMs: 60 * 60 * 1000 })).toBe('expired_start_token')
  })

  it('treats a start time in the future as too fast', () => {
    expect(findSpamSignal({ ...person, startedAt: person.now + 10_000 })).toBe('too_fast')
  })
})

describe('findDisallowedWord', () => {
  it('matches a substring in any target, ignoring case', () => {
    expect(findDisallowedWord(['pills'], ['Cheap PILLS here'])).toBe('pills')
    expect(findDisallowedWord(['203.0.113'], ['Ada', '203.0.113.7'])).toBe('203.0.113')
    expect(findDisallowedWord(['casino'], ['nothing to see'])).toBeNull()
    expect(findDisallowedWord([], ['casino'])).toBeNull()
  })
})
