import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

/** What the SQLite (`run`) and PostgreSQL (`execute`) Drizzle databases offer for one statement. */
export type SqlRunner = { run?: (query: SQL) => Promise<unknown>; execute?: (query: SQL) => Promise<unknown> }

type DrizzleSessions<Db> = { drizzle: Db; sessions?: Record<string, { db: Db }> }

/**
 * The Drizzle database of `req`'s transaction, or the adapter's own when `req` has none. Payload's
 * SQL adapters keep each open transaction's database in `sessions`, under `req.transactionID`
 * (a promise while the transaction is being opened), so SQL written here commits or rolls back
 * with the operation around it.
 */
export async function transactionDb<Db = SqlRunner>(req: PayloadRequest): Promise<Db> {
  const adapter = req.payload.db as unknown as DrizzleSessions<Db>
  const id: unknown = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const session = typeof id === 'string' || typeof id === 'number' ? adapter.sessions?.[String(id)]?.db : undefined
  return session ?? adapter.drizzle
}

/** Runs one statement on `req`'s transaction (see transactionDb), on either database. */
export async function runSql(req: PayloadRequest, query: SQL): Promise<void> {
  const db = await transactionDb(req)
  if (req.payload.db.name === 'postgres') await db.execute!(query)
  else await db.run!(query)
}
