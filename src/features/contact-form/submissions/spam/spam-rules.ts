/**
 * The spam checks: each returns the reason stored with the submission. Pure. (Posting too much
 * from one address is not spam: it is refused with 429 and not stored, storage-limits.ts.)
 */

/** Why a submission was flagged as spam; stored as `spamReason`. */
export type SpamReason =
  | 'user_agent'
  | 'honeypot'
  | 'invalid_start_token'
  | 'expired_start_token'
  | 'reused_start_token'
  | 'too_fast'
  | 'disallowed_words'

/** A person needs longer than this to fill in even a one-field form; bots post at once. */
export const MIN_FILL_TIME_MS = 3000
/** How long a start token is taken by default (CONTACT_FORM_TOKEN_TTL_HOURS): 24 hours. */
export const START_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

export type SpamSignals = {
  userAgent: string
  remoteIp: string
  /** The honeypot field's value ('' when people left it alone, as they always do). */
  honeypot: string
  /** When the form was shown, from the signed `_wpcf7_started` token; null when missing or forged. */
  startedAt: number | null
  now: number
  /** Every posted value a person typed or chose, flattened. */
  values: readonly string[]
  disallowedWords: readonly string[]
  minFillTimeMs?: number
  /** How long a start token is taken (default START_TOKEN_TTL_MS). */
  tokenTtlMs?: number
}

/**
 * The first reason to call a submission spam, or null. Order: cheapest and surest first.
 * CF7 itself checks the user agent and its disallowed list; the honeypot and fill time are ours.
 */
export function findSpamSignal(signals: SpamSignals): SpamReason | null {
  // CF7: a user agent shorter than two characters is "unnaturally short"; browsers always send one.
  if (signals.userAgent.length < 2) return 'user_agent'
  if (signals.honeypot.trim() !== '') return 'honeypot'
  // A missing token means the post did not come from our form; a forged one fails its signature.
  if (signals.startedAt === null) return 'invalid_start_token'
  // A token lives for a bounded time, so one taken from a page cannot be posted for ever (decision 020).
  if (signals.now - signals.startedAt > (signals.tokenTtlMs ?? START_TOKEN_TTL_MS)) return 'expired_start_token'
  if (signals.now - signals.startedAt < (signals.minFillTimeMs ?? MIN_FILL_TIME_MS)) return 'too_fast'
  const targets = [...signals.values, signals.remoteIp, signals.userAgent]
  if (findDisallowedWord(signals.disallowedWords, targets) !== null) return 'disallowed_words'
  return null
}

/** The first word found in any target, compared case-insensitively as a substring (as CF7). */
export function findDisallowedWord(words: readonly string[], targets: readonly string[]): string | null {
  if (words.length === 0) return null
  const haystack = targets.join('\n').toLocaleLowerCase()
  return words.find((word) => haystack.includes(word.toLocaleLowerCase())) ?? null
}
