/**
 * How long a form keeps its spam (pure; the hourly clean-up in spam-retention.server.ts applies
 * it). A form's own `spamRetentionDays` wins; a form saved before the field existed (no value)
 * keeps spam for CONTACT_FORM_SPAM_KEEP_DAYS. 0 keeps its spam forever.
 */

export const DAY_MS = 24 * 60 * 60 * 1000

/** The days one form keeps spam: its own whole number of days, or the site's default. */
export function retentionDaysOf(formDays: number | null | undefined, defaultDays: number): number {
  if (typeof formDays !== 'number' || !Number.isFinite(formDays) || formDays < 0) return defaultDays
  return Math.floor(formDays)
}

/**
 * The instant before which a form's spam is deleted (strictly older than `days` whole days
 * before `now`), or null when the form keeps spam forever (0 days).
 */
export function spamCutoff(now: number, days: number): Date | null {
  if (days <= 0) return null
  return new Date(now - days * DAY_MS)
}
