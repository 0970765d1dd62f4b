/**
 * The dashboard's arithmetic, apart from the database and React: the days of the window, rows
 * with missing days filled with zeros, page paths grouped by kind and by gallery, ratings bucketed
 * 1..5, submissions by outcome. Every figure the charts draw comes through here.
 */

/** How many days the dashboard shows, today included. */
export const WINDOW_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day of a moment, YYYY-MM-DD. */
export function dayOf(moment: Date | number): string {
  return new Date(moment).toISOString().slice(0, 10)
}

/** The `count` days ending with `today` (YYYY-MM-DD, UTC), oldest first. */
export function lastDays(today: string, count = WINDOW_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  if (!Number.isFinite(end)) throw new Error(`Not a day: ${today}`)
  return Array.from({ length: count }, (_, index) => dayOf(end - (count - 1 - index) * DAY_MS))
}

export type PageKind = 'home' | 'pages' | 'galleries' | 'blog' | 'other'

export const PAGE_KINDS: { key: PageKind; label: string }[] = [
  { key: 'home', label: 'Home' },
  { key: 'pages', label: 'Pages' },
  { key: 'galleries', label: 'Galleries' },
  { key: 'blog', label: 'Blog' },
  { key: 'other', label: 'Other' },
]

/** Which part of the site a visitor page's path belongs to (the routes under src/app/(site)). */
export function pageKind(path: string): PageKind {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) return 'home'
  const [first] = segments
  if (first === 'galleries' || first === 'albums' || first === 'gallery-state') return 'galleries'
  if (first === 'blog') return 'blog'
  if (segments.length === 1 && first !== 'contact-form') return 'pages'
  return 'other'
}

/** The gallery a path shows (`/galleries/x`, one of its photos, or its gallery-state view), or null. */
export function gallerySlugOf(path: string): string | null {
  const segments = path.split('/').filter(Boolean)
  if (segments[0] === 'galleries' && segments[1]) return segments[1]
  if (segments[0] === 'gallery-state' && segments[1] === 'galleries' && segments[2]) return segments[2]
  return null
}

export type PageViewRow = { path: string; day: string; views: number }
export type ViewsByKind = { day: string; total: number } & Record<PageKind, number>

/** Views per day and kind of page, one entry for every day of `days` (zeros where none). */
export function viewsByKind(days: string[], rows: PageViewRow[]): ViewsByKind[] {
  const byDay = new Map<string, ViewsByKind>(days.map((day) => [day, { day, total: 0, home: 0, pages: 0, galleries: 0, blog: 0, other: 0 }]))
  for (const row of rows) {
    const entry = byDay.get(row.day)
    if (!entry) continue
    entry[pageKind(row.path)] += row.views
    entry.total += row.views
  }
  return [...byDay.values()]
}

/** Total views per key over the rows, largest first (ties by key), at most `limit`. */
function totals(rows: PageViewRow[], keyOf: (path: string) => string | null, limit: number): { key: string; views: number }[] {
  const sums = new Map<string, number>()
  for (const row of rows) {
    const key = keyOf(row.path)
    if (key !== null) sums.set(key, (sums.get(key) ?? 0) + row.views)
  }
  return [...sums]
    .map(([key, views]) => ({ key, views }))
    .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key))
    .slice(0, limit)
}

/** The most viewed paths over the rows. */
export function topPaths(rows: PageViewRow[], limit = 10): { path: string; views: number }[] {
  return totals(rows, (path) => path, limit).map(({ key, views }) => ({ path: key, views }))
}

/** Views per gallery (its page, its photos' pages and its gallery-state view), most viewed first. */
export function viewsPerGallery(rows: PageViewRow[], limit = 10): { slug: string; views: number }[] {
  return totals(rows, gallerySlugOf, limit).map(({ key, views }) => ({ slug: key, views }))
}

/** One value per day of `days`, from rows that may leave days out. */
export function fillDays(days: string[], rows: { day: string; count: number }[]): { day: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row.day, (counts.get(row.day) ?? 0) + row.count)
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }))
}

/** How many ratings gave each number of stars, 1 to 5 (other values are not ratings). */
export function ratingBuckets(rows: { rate: number; count: number }[]): { stars: number; ratings: number }[] {
  const buckets = [1, 2, 3, 4, 5].map((stars) => ({ stars, ratings: 0 }))
  for (const row of rows) {
    const stars = Math.round(row.rate)
    if (stars >= 1 && stars <= 5) buckets[stars - 1].ratings += row.count
  }
  return buckets
}

export type SubmissionOutcome = 'accepted' | 'spam' | 'refused'

/** A stored submission's status as the dashboard counts it: accepted (mailed or to be), spam, or refused. */
export function submissionOutcome(status: string): SubmissionOutcome {
  if (status === 'mail_sent' || status === 'mail_failed') return 'accepted'
  if (status === 'spam') return 'spam'
  return 'refused'
}

export type SubmissionsOnDay = { day: string } & Record<SubmissionOutcome, number>

/** Submissions per day by outcome, every day of `days` present. */
export function submissionsPerDay(days: string[], rows: { day: string; status: string; count: number }[]): SubmissionsOnDay[] {
  const byDay = new Map<string, SubmissionsOnDay>(days.map((day) => [day, { day, accepted: 0, spam: 0, refused: 0 }]))
  for (const row of rows) {
    const entry = byDay.get(row.day)
    if (entry) entry[submissionOutcome(row.status)] += row.count
  }
  return [...byDay.values()]
}

/** "27 Nov" for a day, as the charts' axes show it. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return `${date.getUTCDate()} ${date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`
}

/** Everything the admin's dashboard draws (dashboard-data.server.ts reads it). */
export type DashboardData = {
  days: string[]
  pageViews: ViewsByKind[]
  galleries: { slug: string; name: string; views: number }[]
  topPages: { path: string; views: number }[]
  imageViews: { day: string; count: number }[]
  ratings: { stars: number; ratings: number }[]
  submissions: SubmissionsOnDay[]
  mailFailures: { day: string; count: number }[]
  pending: { imageComments: number; postComments: number }
}
