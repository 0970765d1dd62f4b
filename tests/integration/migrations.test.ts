import { afterAll, describe, expect, it } from 'vitest'

import { testPayload } from '../setup/payload'

describe('database', () => {
  it('has every committed migration applied and answers queries', async () => {
    const payload = await testPayload()
    const migrations = await payload.find({ collection: 'payload-migrations', overrideAccess: true, limit: 100 })
    expect(migrations.docs.map((doc) => doc.name)).toContain(
      (await import(payload.db.name === 'postgres' ? '@/migrations/postgres' : '@/migrations/sqlite')).migrations.at(-1)!.name,
    )
    const pages = await payload.count({ collection: 'pages', overrideAccess: true })
    expect(pages.totalDocs).toBeGreaterThanOrEqual(0)
  })
  afterAll(async () => {})
})
