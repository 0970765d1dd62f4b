/** `npm run migrate`: applies the committed migrations to the configured database, nothing else. */
import { getPayload } from 'payload'

import { closePayload, migrateDatabase } from '@/cms/database'

import { repairAfterMigrations } from './lib/data-repairs'

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
try {
  await repairAfterMigrations(payload, await migrateDatabase(payload))
} finally {
  await closePayload(payload)
}
process.exit(0)
