import 'server-only'

/**
 * Single SQL statements the contact form runs outside Payload's document API, on either adapter:
 * the outbox's conditional updates of a mail's delivery state and lease, and the per-client
 * storage quota's upsert. Each is one statement, which the database applies atomically
 * (SQLite serialises writes; PostgreSQL re-checks a conditional update on the locked row).
 * They run outside any transaction.
 */

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

function isPostgres(payload: Payload): boolean {
  // payload.db is typed as the common adapter interface; its name tells which one it is.
  return payload.db.name === 'postgres'
}

/** Runs an UPDATE or DELETE and returns how many rows it changed. */
export async function rowsChanged(payload: Payload, query: SQL): Promise<number> {
  if (isPostgres(payload)) {
    const result = await (payload.db as unknown as PostgresAdapter).drizzle.execute(query)
    return result.rowCount ?? 0
  }
  const result = await (payload.db as unknown as SQLiteAdapter).drizzle.run(query)
  return result.rowsAffected
}

/** Runs a statement that returns rows (a SELECT, or a write with RETURNING), as plain objects. */
export async function rowsOf<Row extends Record<string, unknown>>(payload: Payload, query: SQL): Promise<Row[]> {
  if (isPostgres(payload)) {
    const result = await (payload.db as unknown as PostgresAdapter).drizzle.execute(query)
    return result.rows as Row[]
  }
  return (await (payload.db as unknown as SQLiteAdapter).drizzle.all(query)) as Row[]
}
