/**
 * What one client may make the server store through the contact form, and what a refused
 * visitor is told. The counting itself is one SQL statement (storage-quota.server.ts); this is
 * the arithmetic around it. Pure.
 *
 * Every stored submission counts, spam included: how many in a ten-minute window (the old rate
 * limit), how many bytes in the current hour, and how many bytes all of the client's stored
 * submissions take. Refused posts are not stored at all (answer 429 with Retry-After).
 */

import type { StoredData } from '../submission-data'

export type StorageLimits = {
  /** Submissions one address may have stored per window (spam included); Infinity for none. */
  submissionsPerWindow: number
  windowMs: number
  /** Bytes one address may make the server store per clock hour. */
  bytesPerHour: number
  /** Bytes all of one address's stored submissions may take. */
  bytesPerAddress: number
}

/** Ten submissions in ten minutes is more than any person sends through a contact form. */
export const SUBMISSION_WINDOW = { maxSubmissions: 10, windowMs: 10 * 60 * 1000 }

const MB = 1024 * 1024
export const HOUR_MS = 60 * 60 * 1000

export type StorageSettings = { CONTACT_FORM_MAX_MB_PER_HOUR: number; CONTACT_FORM_MAX_MB_PER_ADDRESS: number }

/** The limits from the settings; `rate_limit: off` in a form's additional settings lifts the count only. */
export function storageLimits(settings: StorageSettings, options: { rateLimitOff?: boolean } = {}): StorageLimits {
  return {
    submissionsPerWindow: options.rateLimitOff ? Number.POSITIVE_INFINITY : SUBMISSION_WINDOW.maxSubmissions,
    windowMs: SUBMISSION_WINDOW.windowMs,
    bytesPerHour: Math.floor(settings.CONTACT_FORM_MAX_MB_PER_HOUR * MB),
    bytesPerAddress: Math.floor(settings.CONTACT_FORM_MAX_MB_PER_ADDRESS * MB),
  }
}

/** The start of the windows `now` falls in. */
export function windowsAt(now: number, limits: Pick<StorageLimits, 'windowMs'>): { windowStart: number; hourStart: number } {
  return { windowStart: now - (now % limits.windowMs), hourStart: now - (now % HOUR_MS) }
}

/** What the quota row of an address holds (storage-quota.server.ts). */
export type QuotaUsage = { windowStart: number; windowCount: number; hourStart: number; hourBytes: number; totalBytes: number }

export type QuotaRefusal = { reason: 'submissions' | 'hourly' | 'total'; retryAfterSeconds: number }

/** When nothing but an admin or the spam clean-up frees an address's space: ask again in a day. */
const TOTAL_RETRY_SECONDS = 24 * 60 * 60

/**
 * Why storing `bytes` more for an address with this usage would go over a limit, or null when it
 * fits. `bytes` 0 asks whether the address is already at a limit (before its body is read).
 */
export function quotaRefusal(usage: QuotaUsage | null, bytes: number, now: number, limits: StorageLimits): QuotaRefusal | null {
  const { windowStart, hourStart } = windowsAt(now, limits)
  const count = usage && usage.windowStart === windowStart ? usage.windowCount : 0
  const hourBytes = usage && usage.hourStart === hourStart ? usage.hourBytes : 0
  const totalBytes = usage?.totalBytes ?? 0
  const seconds = (until: number) => Math.max(1, Math.ceil((until - now) / 1000))
  if (count >= limits.submissionsPerWindow) return { reason: 'submissions', retryAfterSeconds: seconds(windowStart + limits.windowMs) }
  if (hourBytes + bytes > limits.bytesPerHour || (bytes === 0 && hourBytes >= limits.bytesPerHour)) {
    return { reason: 'hourly', retryAfterSeconds: seconds(hourStart + HOUR_MS) }
  }
  if (totalBytes + bytes > limits.bytesPerAddress || (bytes === 0 && totalBytes >= limits.bytesPerAddress)) {
    return { reason: 'total', retryAfterSeconds: TOTAL_RETRY_SECONDS }
  }
  return null
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 90) return minutes === 1 ? 'a minute' : `${minutes} minutes`
  const hours = Math.round(minutes / 60)
  return hours >= 24 ? 'until tomorrow' : `${hours} hours`
}

/** What a refused visitor reads: why, and when to try again. */
export function quotaMessage(refusal: QuotaRefusal): string {
  const wait = waitText(refusal.retryAfterSeconds)
  switch (refusal.reason) {
    case 'submissions':
      return `You have sent several messages in a short time. Please wait ${wait}, then send your message again.`
    case 'hourly':
      return `You have sent a lot in the last hour, files included. Please wait ${wait}, then send your message again, or send smaller files.`
    case 'total':
      return 'This site already keeps as much as it can take from your connection. Please try again tomorrow, or reach us another way.'
  }
}

/** Counted for every stored submission on top of its fields and files: its row, summary and details. */
export const RECORD_OVERHEAD_BYTES = 1024

/** What storing a submission costs: its fields as stored (JSON), the bytes of the files kept, and the row. */
export function storedSize(data: StoredData, keptFileBytes: number): number {
  return Buffer.byteLength(JSON.stringify(data), 'utf8') + keptFileBytes + RECORD_OVERHEAD_BYTES
}

const CUT_MARK = '…'

/**
 * A spam submission's fields cut to at most `maxBytes` of JSON: every field is kept, longer
 * values are shortened (marked with "…") from the last field backwards, so a misjudged message
 * can still be recognised but a flood of large posts cannot fill the database.
 */
export function trimSpamData(data: StoredData, maxBytes: number): StoredData {
  const size = (value: StoredData) => Buffer.byteLength(JSON.stringify(value), 'utf8')
  if (size(data) <= maxBytes) return data
  const entries = Object.entries(data).map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : value.join(', ')])
  // Names and a little of each value first; then the remaining budget shared out in order.
  const perField = Math.max(16, Math.floor(maxBytes / Math.max(1, entries.length)) - 32)
  const trimmed = Object.fromEntries(entries.map(([name, value]) => [name.slice(0, 64), cut(value, perField)]))
  while (size(trimmed) > maxBytes) {
    const longest = Object.keys(trimmed).reduce((a, b) => (Buffer.byteLength(trimmed[a]) >= Buffer.byteLength(trimmed[b]) ? a : b))
    const value = trimmed[longest]
    if (value.length <= 1) {
      delete trimmed[longest]
      continue
    }
    trimmed[longest] = cut(value.endsWith(CUT_MARK) ? value.slice(0, -1) : value, Math.floor(Buffer.byteLength(value) / 2))
  }
  return trimmed
}

/** `value` cut to at most `maxBytes` bytes of UTF-8, marked when cut. */
function cut(value: string, maxBytes: number): string {
  if (Buffer.byteLength(value, 'utf8') <= maxBytes) return value
  let end = Math.min(value.length, maxBytes)
  while (end > 0 && Buffer.byteLength(value.slice(0, end), 'utf8') > maxBytes - 3) end--
  // Never split a surrogate pair.
  if (end > 0 && /[\uD800-\uDBFF]/.test(value[end - 1])) end--
  return `${value.slice(0, end)}${CUT_MARK}`
}
