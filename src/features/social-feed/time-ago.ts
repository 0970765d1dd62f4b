/**
 * The feed's relative times (SPEC.md section 9), in the wording of the original widget: under
 * 60 s in seconds, under 120 s "a minute", under 45 min in minutes, under 2 h "an hour", under
 * 24 h in hours, under 48 h "a day", otherwise in days. Whole units are rounded down, as the
 * original did, so 44 min 59 s is still "44 minutes ago".
 */

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How long ago `createdAt` was, seen at `now`; a time in the future (a fast clock upstream) reads as now. */
export function timeAgo(createdAt: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(createdAt).getTime()
  const seconds = Math.max(0, Math.floor(((typeof now === 'number' ? now : now.getTime()) - then) / 1000))
  if (!Number.isFinite(seconds)) return ''
  if (seconds < MINUTE) return seconds === 1 ? '1 second ago' : `${seconds} seconds ago`
  if (seconds < 2 * MINUTE) return 'a minute ago'
  if (seconds < 45 * MINUTE) return `${Math.floor(seconds / MINUTE)} minutes ago`
  if (seconds < 2 * HOUR) return 'an hour ago'
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)} hours ago`
  if (seconds < 2 * DAY) return 'a day ago'
  return `${Math.floor(seconds / DAY)} days ago`
}
