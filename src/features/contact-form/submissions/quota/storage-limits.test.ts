import { describe, expect, it } from 'vitest'

import { HOUR_MS, quotaMessage, quotaRefusal, type QuotaUsage, RECORD_OVERHEAD_BYTES, storageLimits, storedSize, trimSpamData } from './storage-limits'

const limits = storageLimits({ CONTACT_FORM_MAX_MB_PER_HOUR: 1, CONTACT_FORM_MAX_MB_PER_ADDRESS: 2 })
const MB = 1024 * 1024
// 00:05 into an hour, 5 minutes into a ten-minute window.
const now = 1_800_000_000_000 - (1_800_000_000_000 % HOUR_MS) + 5 * 60 * 1000
const hourStart = now - 5 * 60 * 1000
const usage = (change: Partial<QuotaUsage>): QuotaUsage => ({ windowStart: hourStart, windowCount: 0, hourStart, hourBytes: 0, totalBytes: 0, ...change })

describe('storage limits', () => {
  it('are ten submissions per ten minutes and the configured bytes; rate_limit: off lifts the count only', () => {
    expect(limits).toEqual({ submissionsPerWindow: 10, windowMs: 600_000, bytesPerHour: MB, bytesPerAddress: 2 * MB })
    expect(storageLimits({ CONTACT_FORM_MAX_MB_PER_HOUR: 1, CONTACT_FORM_MAX_MB_PER_ADDRESS: 2 }, { rateLimitOff: true })).toMatchObject({
      submissionsPerWindow: Number.POSITIVE_INFINITY,
      bytesPerHour: MB,
    })
  })

  it('let a first submission and one that fits through', () => {
    expect(quotaRefusal(null, 1000, now, limits)).toBeNull()
    expect(quotaRefusal(usage({ windowCount: 9, hourBytes: MB - 1000, totalBytes: MB }), 1000, now, limits)).toBeNull()
  })

  it('refuse the eleventh submission of a window until the window ends', () => {
    expect(quotaRefusal(usage({ windowCount: 10 }), 1000, now, limits)).toEqual({ reason: 'submissions', retryAfterSeconds: 300 })
    // A count from an earlier window no longer counts.
    expect(quotaRefusal(usage({ windowStart: hourStart - 600_000, windowCount: 10 }), 1000, now, limits)).toBeNull()
  })

  it('refuse what would go over the hour until the hour ends, and over the total for a day', () => {
    expect(quotaRefusal(usage({ hourBytes: MB - 10 }), 11, now, limits)).toEqual({ reason: 'hourly', retryAfterSeconds: 55 * 60 })
    expect(quotaRefusal(usage({ hourStart: hourStart - HOUR_MS, hourBytes: MB, totalBytes: MB }), 11, now, limits)).toBeNull()
    expect(quotaRefusal(usage({ totalBytes: 2 * MB - 10 }), 11, now, limits)).toEqual({ reason: 'total', retryAfterSeconds: 86_400 })
  })

  it('with no size given, tell whether the address is already at a limit', () => {
    expect(quotaRefusal(usage({ hourBytes: MB - 1 }), 0, now, limits)).toBeNull()
    expect(quotaRefusal(usage({ hourBytes: MB }), 0, now, limits)?.reason).toBe('hourly')
    expect(quotaRefusal(usage({ totalBytes: 2 * MB }), 0, now, limits)?.reason).toBe('total')
  })

  it('explain themselves to the visitor with the wait in words', () => {
    expect(quotaMessage({ reason: 'submissions', retryAfterSeconds: 40 })).toBe('You have sent several messages in a short time. Please wait a minute, then send your message again.')
    expect(quotaMessage({ reason: 'hourly', retryAfterSeconds: 3300 })).toBe(
      'You have sent a lot in the last hour, files included. Please wait 55 minutes, then send your message again, or send smaller files.',
    )
    expect(quotaMessage({ reason: 'total', retryAfterSeconds: 86_400 })).toMatch(/^This site already keeps as much as it can take from your connection\./)
  })
})

describe('stored size', () => {
  it('counts the fields as stored, the files kept and the record', () => {
    expect(storedSize({ name: 'Ada' }, 0)).toBe(Buffer.byteLength('{"name":"Ada"}') + RECORD_OVERHEAD_BYTES)
    expect(storedSize({ name: 'Zoë' }, 5000)).toBe(Buffer.byteLength('{"name":"Zoë"}') + 5000 + RECORD_OVERHEAD_BYTES)
  })
})

describe('trimming spam', () => {
  it('leaves small spam as it is', () => {
    const data = { name: 'Bot', message: 'Cheap pills' }
    expect(trimSpamData(data, 1024)).toBe(data)
  })

  it('cuts long values, keeps every field and stays within the limit', () => {
    const data = { name: 'Bot', email: 'bot@example.com', message: 'x'.repeat(100_000), list: ['a'.repeat(50_000), 'b'] }
    const trimmed = trimSpamData(data, 4096)
    expect(Buffer.byteLength(JSON.stringify(trimmed))).toBeLessThanOrEqual(4096)
    expect(Object.keys(trimmed)).toEqual(['name', 'email', 'message', 'list'])
    expect(trimmed.name).toBe('Bot')
    expect(trimmed.email).toBe('bot@example.com')
    expect(trimmed.message).toMatch(/^x+…$/)
  })

  it('never splits a character, and gives up whole fields only when the limit is tiny', () => {
    const trimmed = trimSpamData({ message: '😀'.repeat(10_000) }, 200)
    expect(Buffer.byteLength(JSON.stringify(trimmed))).toBeLessThanOrEqual(200)
    expect(String(trimmed.message)).toMatch(/^(😀)+…$/u)
    expect(Buffer.byteLength(JSON.stringify(trimSpamData({ a: 'x'.repeat(500), b: 'y'.repeat(500) }, 16)))).toBeLessThanOrEqual(16)
  })
})
