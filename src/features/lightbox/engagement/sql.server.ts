import 'server-only'

/**
 * Single SQL statements on either database, for the counters that must hold under concurrent
 * requests (hits, ratings): Payload's `update` writes a whole row from what it read a moment
 * before, so two visitors at once would undo each other. Each statement here is atomic.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

export type Rows = { rows: Record<string, unknown>[]; changed: number }

export async function runSql(payload: Payload, query: SQL): Promise<Rows> {
  if (payload.db.name === 'postgres') {
    const result = await (payload.db as unknown as PostgresAdapter).drizzle.execute(query)
    return { rows: result.rows as Record<string, unknown>[], changed: result.rowCount ?? 0 }
  }
  const result = await (payload.db as unknown as SQLiteAdapter).drizzle.run(query)
  return { rows: result.rows as unknown as Record<string, unknown>[], changed: result.rowsAffected }
}

/** `true` as each database writes a boolean column. */
export const sqlTrue = (payload: Payload) => (payload.db.name === 'postgres' ? 'true' : '1')

/**
 * Runs `work` in a transaction holding a lock on one gallery image row (PostgreSQL); statements
 * that follow the lock see every change committed before it, so a recount there is exact. SQLite
 * runs one statement at a time on its one connection, so the statements run in order there.
 */
export async function withImageLock<T>(payload: Payload, imageId: number, work: (run: (query: SQL) => Promise<Rows>) => Promise<T>): Promise<T> {
  if (payload.db.name !== 'postgres') return work((query) => runSql(payload, query))
  const { sql } = await import('drizzle-orm')
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM gallery_images WHERE id = ${imageId} FOR UPDATE`)
    return work(async (query) => {
      const result = await tx.execute(query)
      return { rows: result.rows as Record<string, unknown>[], changed: result.rowCount ?? 0 }
    })
  })
}
