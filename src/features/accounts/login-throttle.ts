/**
 * Sign-in throttling rules. Pure: attempts in, a wait out.
 *
 * Failed sign-ins are counted under three keys, each with its own allowance before delays start:
 * the account from one address (a guesser), the address across accounts (a sprayer), and the
 * account from everywhere (a slow, distributed guesser). Past its allowance each further failure
 * doubles the wait, from 1 s up to 15 minutes. Nothing locks: the account's owner, signing in
 * from their own address, meets only the account-wide allowance, which is high.
 */

export type ThrottleKey = { key: string; allowance: number }

export const MAX_WAIT_SECONDS = 15 * 60

export function throttleKeys(email: string, address: string): ThrottleKey[] {
  const account = email.trim().toLowerCase()
  const where = address || 'unknown'
  return [
    { key: `pair:${account}|${where}`, allowance: 5 },
    { key: `address:${where}`, allowance: 20 },
    { key: `account:${account}`, allowance: 100 },
  ]
}

/** Seconds to wait after `failures` failed attempts under a key with this allowance. */
export function waitAfter(failures: number, allowance: number): number {
  if (failures < allowance) return 0
  return Math.min(MAX_WAIT_SECONDS, 2 ** Math.min(failures - allowance, 20))
}

/**
 * Seconds left before another attempt under this key is allowed (0: go ahead). `lastFailureAt`
 * and `now` in milliseconds.
 */
export function secondsLeft(failures: number, allowance: number, lastFailureAt: number, now: number): number {
  const wait = waitAfter(failures, allowance)
  if (wait === 0) return 0
  return Math.max(0, Math.ceil((lastFailureAt + wait * 1000 - now) / 1000))
}

/** Failures are forgotten after a quiet day under that key. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000

/** The visitor-facing sentence for a refused attempt. */
export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  const when = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`
  return `Too many sign-in attempts. Wait ${when}, then try again (or reset your password).`
}
