/** `npm run migrate`: applies the committed migrations to the configured database, nothing else. */
import { getPayload } from 'payload'

import { closePayload, migrateDatabase } from '@/cms/database'

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
try {
  await migrateDatabase(payload)
} finally {
  await closePayload(payload)
}
process.exit(0)
