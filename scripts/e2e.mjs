/**
 * `npm run test:e2e`: the browser journeys. Starts a production build of Vitrine on a fresh
 * SQLite database with the demo content, then runs tests/e2e in Debian's Chromium.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { startMailSink } from './lib/mail-sink.mjs'
import { ensureChromium, root, run, tsxArgs } from './lib/process.mjs'
import { ServerStartError, findFreePort, firstErrorLines, startServer, stopServer, tailFile, waitForOk } from './lib/server.mjs'

const chromiumPath = ensureChromium()
// E2E_SLOT=2 (etc.) gives a run its own port, build folder, database and log, so two runs can
// go on side by side on one machine.
const slot = /^\d{1,2}$/.test(process.env.E2E_SLOT ?? '') ? Number(process.env.E2E_SLOT) : 0
const suffix = slot ? `-${slot}` : ''
// A fixed port when it is free: the address is part of the build, so the same address lets a
// second run reuse the first run's build.
const port = await findFreePort(39123 + slot)
const dataDir = path.join(root, '.tmp', `e2e-data${suffix}`)
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })

const serverUrl = `http://127.0.0.1:${port}`
const admin = { ADMIN_EMAIL: 'e2e-admin@example.com', ADMIN_PASSWORD: randomBytes(18).toString('base64url') }
const logFile = path.join(root, '.tmp', `e2e-server${suffix}.log`)
console.log(`Starting the production server for the journeys at ${serverUrl} (builds first when needed; log: ${logFile})…`)
// Contact form mail goes to an SMTP server in this process, so journeys see real delivery states.
const smtp = await startMailSink()
const serverEnv = {
  ...process.env,
  ...admin,
  PORT: String(port),
  SERVER_URL: serverUrl,
  DATA_DIR: dataDir,
  // A database of its own: the e2e run never touches ./data or a configured database.
  DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
  SEED_DEMO: 'true',
  // Its own build folder too, so a test run never replaces the build `npm start` serves.
  NEXT_DIST_DIR: `.next-test${suffix}`,
  SMTP_URL: smtp.url,
}
let server = startServer({ cwd: root, args: tsxArgs('scripts/start.ts'), env: serverEnv, logFile })
process.on('SIGINT', async () => {
  await stopServer(server)
  process.exit(130)
})

let code = 1
try {
  await waitForOk(`${serverUrl}/`, { server, timeoutMs: 20 * 60_000 })
  const vitest = (filters, extraEnv = {}) =>
    run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', ...filters], {
      env: {
        ...process.env,
        ...extraEnv,
        E2E_BASE_URL: serverUrl,
        E2E_DATA_DIR: dataDir,
        CHROMIUM_PATH: chromiumPath,
        E2E_ADMIN_EMAIL: admin.ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: admin.ADMIN_PASSWORD,
      },
    })
  const filters = process.argv.slice(2)
  // The journeys first; then the fuzzer, whose thousands of hostile requests from this machine's
  // address would otherwise trip the per-address limits the journeys meet.
  code = filters.length ? await vitest(filters) : await vitest(['tests/e2e'])
  if (code === 0 && !filters.length) code = await vitest(['tests/fuzz'])
  if (code === 0 && !filters.length) {
    // Content changed while the server is down must show after a restart (tests/restart).
    const title = `Vitrine after a restart ${randomBytes(4).toString('hex')}`
    await stopServer(server)
    code = await run(process.execPath, tsxArgs('tests/restart/change-while-down.ts'), { env: { ...serverEnv, NODE_ENV: 'production', RESTART_SITE_TITLE: title } })
    server = startServer({ cwd: root, args: tsxArgs('scripts/start.ts'), env: serverEnv, logFile: logFile.replace(/\.log$/, '-restart.log') })
    await waitForOk(`${serverUrl}/`, { server, timeoutMs: 5 * 60_000 })
    if (code === 0) code = await vitest(['tests/restart'], { RESTART_SITE_TITLE: title })
  }
} catch (error) {
  if (!(error instanceof ServerStartError)) throw error
  console.error(`\n${error.message}\n${[...firstErrorLines(logFile, 8), '…', ...tailFile(logFile, 30)].join('\n')}`)
} finally {
  await stopServer(server)
  await smtp.stop()
}
process.exit(code)
