/**
 * Brings the database up to date before the server starts: runs the committed migrations, then
 * seeds the first admin and the demo site once. `npm start` runs it; so do the tests.
 */
import { closePayload, migrateDatabase } from '@/cms/database'
import { seed } from '@/cms/seed'
import { getEnv } from '@/lib/env'

import { repairAfterMigrations } from './lib/data-repairs'
import { loadPayload } from './lib/load-payload'

export async function prepare(): Promise<void> {
  const env = getEnv()
  const payload = await loadPayload()
  try {
    await repairAfterMigrations(payload, await migrateDatabase(payload))
    const result = await seed(payload, {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      demo: env.SEED_DEMO,
      log: (line) => payload.logger.info(line),
    })
    if (result.admin?.generatedPassword) {
      // Printed once, on the start that created the admin; it is stored only as a hash.
      console.log(
        [
          '',
          '  ┌──────────────────────────────────────────────────────────────',
          `  │ First admin created: ${result.admin.email}`,
          `  │ Password: ${result.admin.generatedPassword}`,
          '  │ It is shown only this once. Sign in at /admin and change it under Account.',
          '  └──────────────────────────────────────────────────────────────',
          '',
        ].join('\n'),
      )
    } else if (result.admin) {
      payload.logger.info(`First admin created: ${result.admin.email} (password from ADMIN_PASSWORD).`)
    }
  } finally {
    await closePayload(payload)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepare().then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
