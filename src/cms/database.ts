import type { Migration, Payload } from 'payload'

import { getEnv } from '@/lib/env'

/** Runs the committed migrations of the active adapter. Never relies on schema push. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const { migrations } =
    getEnv().databaseKind === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * Ends Payload's database connections so a script's process can finish. The PostgreSQL adapter
 * keeps one pooled client checked out that `payload.destroy()` never releases, so scripts also
 * exit explicitly when their work is done.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const { client } = payload.db as unknown as { client?: { close?: () => void } }
  await payload.destroy()
  if (getEnv().databaseKind === 'sqlite') client?.close?.()
}
