/**
 * `npm run test:e2e`: the browser journeys. Starts a production build of Vitrine on a fresh
 * SQLite database with the demo content, then runs tests/e2e in Debian's Chromium.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { ensureChromium, freePort, root, run, startServer } from './lib.mjs'

const chromiumPath = ensureChromium()
// A fixed port when it is free: the address is part of the build, so the same address lets a
// second run reuse the first run's build.
const port = await freePort(39123)
const dataDir = path.join(root, '.tmp', 'e2e-data')
fs.rmSync(dataDir, { recursive: true, force: true })

const serverUrl = `http://127.0.0.1:${port}`
const adminEnv = { ADMIN_EMAIL: 'e2e-admin@example.com', ADMIN_PASSWORD: randomBytes(18).toString('base64url') }
console.log(`Starting the production server for the journeys at ${serverUrl} (builds first when needed)…`)
const { stop } = await startServer({
  env: {
    ...adminEnv,
    PORT: String(port),
    SERVER_URL: serverUrl,
    DATA_DIR: dataDir,
    // A database of its own: the e2e run never touches ./data or a configured database.
    DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
    // Its own build folder too, so a test run never replaces the build `npm start` serves.
    NEXT_DIST_DIR: '.next-test',
  },
  logFile: path.join(root, '.tmp', 'e2e-server.log'),
})
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

let code = 1
try {
  code = await run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
    env: {
      ...process.env,
      E2E_BASE_URL: serverUrl,
      CHROMIUM_PATH: chromiumPath,
      E2E_ADMIN_EMAIL: adminEnv.ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: adminEnv.ADMIN_PASSWORD,
    },
  })
} finally {
  stop()
}
process.exit(code)
