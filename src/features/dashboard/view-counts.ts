/**
 * The body our server (scripts/serve.mjs) posts to `POST /api/record-page-views` every few
 * seconds: `{ "views": [{ "path": "/galleries/x", "day": "2026-11-27", "views": 12 }, …] }`.
 * Checked here, and the same path and day merged into one count, so one upsert statement never
 * meets the same row twice (PostgreSQL refuses that).
 */

export type ViewCount = { path: string; day: string; views: number }

/** The most counts one flush may carry (the server keeps at most this many paths per flush). */
export const MAX_COUNTS_PER_FLUSH = 10_000
export const MAX_PATH_LENGTH = 512
const MAX_VIEWS = 10_000_000

export type ParsedCounts = { ok: true; counts: ViewCount[] } | { ok: false; message: string }

export function parseViewCounts(body: unknown): ParsedCounts {
  const list = (body as { views?: unknown } | null)?.views
  if (!Array.isArray(list)) return { ok: false, message: 'Send { "views": [{ "path", "day", "views" }, …] }.' }
  if (list.length > MAX_COUNTS_PER_FLUSH) return { ok: false, message: `At most ${MAX_COUNTS_PER_FLUSH} counts at a time.` }
  const merged = new Map<string, ViewCount>()
  for (const [index, item] of list.entries()) {
    const { path, day, views } = (item ?? {}) as Record<string, unknown>
    if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH_LENGTH || path.includes('?')) {
      return { ok: false, message: `Count ${index + 1}: the path must start with / and have no query (at most ${MAX_PATH_LENGTH} characters).` }
    }
    if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      return { ok: false, message: `Count ${index + 1}: the day must be a date, YYYY-MM-DD.` }
    }
    if (typeof views !== 'number' || !Number.isInteger(views) || views < 1 || views > MAX_VIEWS) {
      return { ok: false, message: `Count ${index + 1}: views must be a whole number from 1 to ${MAX_VIEWS}.` }
    }
    const key = `${day} ${path}`
    const seen = merged.get(key)
    if (seen) seen.views += views
    else merged.set(key, { path, day, views })
  }
  return { ok: true, counts: [...merged.values()] }
}
