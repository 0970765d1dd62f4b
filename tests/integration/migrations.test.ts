import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { testPayload } from '../setup/payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}
type DrizzleAdapter = { migrationDir: string; schema: unknown; requireDrizzleKit: () => DrizzleKit }

describe('database', () => {
  it('has every committed migration applied, in order', async () => {
    const payload = await testPayload()
    const committed = (await import(payload.db.name === 'postgres' ? '@/migrations/postgres' : '@/migrations/sqlite')).migrations
    const applied = await payload.find({ collection: 'payload-migrations', overrideAccess: true, limit: 1000, sort: 'createdAt' })
    expect(committed.length).toBeGreaterThan(0)
    expect(applied.docs.map((doc) => doc.name)).toEqual(committed.map((migration: { name: string }) => migration.name))
  })

  it('matches the content model: the committed migrations need no new statement', async () => {
    // What `npm run migrate:create` would write: a feature plugin that adds, drops or renames a
    // field without a migration makes this list non-empty (and production, which never pushes
    // the schema, would fail on the missing column).
    const payload = await testPayload()
    const db = payload.db as unknown as DrizzleAdapter
    const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
    const latest = fs.readdirSync(db.migrationDir).filter((file) => file.endsWith('.json')).sort().at(-1)
    expect(latest).toBeTruthy()
    const current = await generateDrizzleJson(db.schema)
    let committed = JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest!), 'utf8')) as { version: string }
    if (upSnapshot && committed.version < current.version) committed = upSnapshot(committed) as { version: string }
    expect(await generateMigration(committed, current)).toEqual([])
  })
})
