import type { Migration, Payload } from 'payload'

import { getEnv } from '@/lib/env'

/**
 * Runs the committed migrations of the active adapter. Never relies on schema push. Returns the
 * names of the migrations this run applied, for the data repairs that must wait until the whole
 * schema is current (scripts/lib/data-repairs.ts).
 */
export async function migrateDatabase(payload: Payload): Promise<string[]> {
  const { migrations } =
    getEnv().databaseKind === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
  const applied = async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 }).catch(() => ({ docs: [] }))
    return new Set(docs.map((doc) => String(doc.name)))
  }
  const before = await applied()
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const after = await applied()
  return [...after].filter((name) => !before.has(name))
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
