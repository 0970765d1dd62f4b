import { describe, expect, it } from 'vitest'

import { MAX_WAIT_SECONDS, secondsLeft, throttleKeys, waitAfter, waitMessage } from './login-throttle'

describe('sign-in throttling', () => {
  it('allows a few mistakes, then doubles the wait from 1 s up to 15 minutes', () => {
    expect([0, 4].map((failures) => waitAfter(failures, 5))).toEqual([0, 0])
    expect([5, 6, 7, 10].map((failures) => waitAfter(failures, 5))).toEqual([1, 2, 4, 32])
    expect(waitAfter(40, 5)).toBe(MAX_WAIT_SECONDS)
    expect(waitAfter(10_000, 5)).toBe(MAX_WAIT_SECONDS)
  })

  it('counts the wait from the last failure', () => {
    const last = 1_000_000
    expect(secondsLeft(7, 5, last, last)).toBe(4)
    expect(secondsLeft(7, 5, last, last + 3_500)).toBe(1)
    expect(secondsLeft(7, 5, last, last + 4_000)).toBe(0)
    expect(secondsLeft(2, 5, last, last)).toBe(0)
  })

  it("keys an account's failures per address, per address and per account, with rising allowances", () => {
    const keys = throttleKeys(' Owner@Example.com ', '203.0.113.7')
    expect(keys.map((key) => key.key)).toEqual(['pair:owner@example.com|203.0.113.7', 'address:203.0.113.7', 'account:owner@example.com'])
    // A stranger's guesses from elsewhere delay the owner only after the account-wide allowance.
    expect(keys.map((key) => key.allowance)).toEqual([5, 20, 100])
  })

  it('says how long to wait in words', () => {
    expect(waitMessage(1)).toBe('Too many sign-in attempts. Wait 1 second, then try again (or reset your password).')
    expect(waitMessage(90)).toContain('Wait 2 minutes')
  })
})
