/**
 * `npm run migrate:create -- <name>`: writes a migration for each adapter after a change to the
 * content model, so SQLite and PostgreSQL stay in step. The PostgreSQL one is generated against
 * MIGRATE_POSTGRES_URL (default: the local server at 127.0.0.1:5432).
 */
import path from 'node:path'

import { root, run } from './lib/process.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('Name the migration, e.g. `npm run migrate:create -- add_gallery_captions`.')
  process.exit(1)
}
const payloadBin = path.join(root, 'node_modules/payload/bin.js')
const targets = [
  ['SQLite', { DATABASE_URL: `file:${path.join(root, '.tmp', 'migrate-create.db')}` }],
  ['PostgreSQL', { DATABASE_URL: process.env.MIGRATE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test' }],
]
for (const [label, env] of targets) {
  console.log(`▶ ${label}`)
  const code = await run(process.execPath, ['--import', path.join(root, 'scripts/lib/outside-next.mjs'), payloadBin, 'migrate:create', name], { env: { ...process.env, ...env } })
  if (code !== 0) process.exit(code)
}
