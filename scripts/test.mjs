/**
 * `npm test`: every test. Checks the import layers (.dependency-cruiser.cjs), type-checks the
 * tree, runs the unit and integration suites (the integration suite on SQLite, and again on
 * PostgreSQL when TEST_DATABASE_URL is set), then the browser journeys against a production
 * build.
 */
import path from 'node:path'

import { root, run } from './lib/process.mjs'

const steps = [
  ['Layers (dependency-cruiser)', [path.join(root, 'scripts/check-layers.mjs')]],
  ['Type check', [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.']],
  ['Unit and integration tests', [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run']],
  ['Browser journeys', [path.join(root, 'scripts/e2e.mjs')]],
]

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the integration suite runs on SQLite only.')
}

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`)
  const code = await run(process.execPath, args)
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit code ${code}).`)
    process.exit(code)
  }
}
console.log('\n✔ All tests passed.')
