/** `npm run migrate`: applies the committed migrations to the configured database, nothing else. */
import { closePayload, migrateDatabase } from '@/cms/database'

import { repairAfterMigrations } from './lib/data-repairs'
import { loadPayload } from './lib/load-payload'

const payload = await loadPayload()
try {
  await repairAfterMigrations(payload, await migrateDatabase(payload))
} finally {
  await closePayload(payload)
}
process.exit(0)
