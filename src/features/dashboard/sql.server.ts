import 'server-only'

/**
 * The dashboard's SQL on either database: the page views' upsert (`views = views + n`, one
 * statement per batch, atomic under several instances flushing at once) and the grouped counts
 * the charts read. Payload's document API has neither an increment nor a GROUP BY.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { ViewCount } from './view-counts'

export const isPostgres = (payload: Payload): boolean => payload.db.name === 'postgres'

export async function rowsOf<Row extends Record<string, unknown>>(payload: Payload, query: SQL): Promise<Row[]> {
  if (isPostgres(payload)) return (await (payload.db as unknown as PostgresAdapter).drizzle.execute(query)).rows as Row[]
  return (await (payload.db as unknown as SQLiteAdapter).drizzle.all(query)) as Row[]
}

/** Rows per statement: well under both databases' limits on bound parameters. */
const BATCH = 500

/** Adds each count to its path and day's row, creating the row the first time. */
export async function addPageViews(payload: Payload, counts: ViewCount[]): Promise<void> {
  const now = isPostgres(payload) ? sql`now()` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
  for (let start = 0; start < counts.length; start += BATCH) {
    const values = counts.slice(start, start + BATCH).map((count) => sql`(${count.path}, ${count.day}, ${count.views}, ${now}, ${now})`)
    await rowsOf(
      payload,
      sql`INSERT INTO page_views (path, day, views, updated_at, created_at) VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT (path, day) DO UPDATE SET views = page_views.views + excluded.views, updated_at = excluded.updated_at`,
    )
  }
}

/** The UTC day of a row's `created_at`, as SQL on this database. */
export function createdDay(payload: Payload): SQL {
  return isPostgres(payload) ? sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : sql`substr(created_at, 1, 10)`
}
