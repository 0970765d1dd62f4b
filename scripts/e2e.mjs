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
  // As behind a reverse proxy on this machine: a journey may come from an address of its own
  // (X-Forwarded-For), so the per-address caps one journey reaches do not refuse the next.
  TRUSTED_PROXIES: '127.0.0.1',
}
let server = startServer({ cwd: root, args: tsxArgs('scripts/start.ts'), env: serverEnv, logFile })
process.on('SIGINT', async () => {
  await stopServer(server)
  process.exit(130)
})

/**
 * Starts two instances of the build on a new PostgreSQL database on TEST_DATABASE_URL's server
 * and one bucket of a local S3-compatible server (the first migrates and seeds, then the second
 * starts), each with a DATA_DIR of its own and one PAYLOAD_SECRET, as two machines would be;
 * runs tests/scale against them, then stops both, the S3 server, and drops the database.
 */
async function twoInstances(vitest) {
  const name = `vitrine_e2e_scale_${process.pid}`
  const serverDatabase = new URL(process.env.TEST_DATABASE_URL)
  const psql = async (statement) => {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: serverDatabase.href })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await psql(`CREATE DATABASE ${name}`)
  const databaseUrl = new URL(serverDatabase.href)
  databaseUrl.pathname = `/${name}`
  const scaleDir = path.join(root, '.tmp', `e2e-scale${suffix}`)
  fs.rmSync(scaleDir, { recursive: true, force: true })
  fs.mkdirSync(scaleDir, { recursive: true })
  const { startS3Server } = await import('./lib/s3-server.mjs')
  const s3 = await startS3Server()
  const shared = { DATABASE_URL: databaseUrl.href, PAYLOAD_SECRET: randomBytes(24).toString('hex'), ...s3.env }
  const instances = []
  try {
    for (const which of ['first', 'second']) {
      const instanceDir = path.join(scaleDir, which)
      fs.mkdirSync(instanceDir, { recursive: true })
      const instancePort = await findFreePort(port + (which === 'first' ? 200 : 300))
      const url = `http://127.0.0.1:${instancePort}`
      const instance = startServer({
        cwd: root,
        args: tsxArgs('scripts/start.ts'),
        env: { ...serverEnv, ...shared, PORT: String(instancePort), SERVER_URL: url, DATA_DIR: instanceDir },
        logFile: path.join(root, '.tmp', `e2e-scale-${which}${suffix}.log`),
      })
      instances.push(instance)
      await waitForOk(`${url}/`, { server: instance, timeoutMs: 5 * 60_000 })
      instance.url = url
      instance.dataDir = instanceDir
    }
    return await vitest(['tests/scale'], { E2E_BASE_URL: instances[0].url, E2E_SECOND_URL: instances[1].url, E2E_SCALE_DATA_DIRS: instances.map((instance) => instance.dataDir).join(path.delimiter) })
  } finally {
    for (const instance of instances) await stopServer(instance)
    await s3.close().catch(() => {})
    await psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
  }
}

let code = 1
try {
  await waitForOk(`${serverUrl}/`, { server, timeoutMs: 20 * 60_000 })
  const vitest = (filters, extraEnv = {}) =>
    run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', ...filters], {
      env: {
        ...process.env,
        E2E_BASE_URL: serverUrl,
        ...extraEnv,
        E2E_DATA_DIR: dataDir,
        E2E_NEXT_DIST_DIR: serverEnv.NEXT_DIST_DIR,
        CHROMIUM_PATH: chromiumPath,
        E2E_ADMIN_EMAIL: admin.ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: admin.ADMIN_PASSWORD,
      },
    })
  const filters = process.argv.slice(2)
  // The journeys first; then the fuzzer, whose thousands of hostile requests from this machine's
  // address would otherwise trip the per-address limits the journeys meet.
  if (filters.length && filters.every((filter) => filter.startsWith('tests/scale'))) {
    // `npm run test:e2e -- tests/scale`: only the two-instance test (needs TEST_DATABASE_URL).
    if (!process.env.TEST_DATABASE_URL) throw new Error('tests/scale needs TEST_DATABASE_URL (a PostgreSQL server).')
    await stopServer(server)
    code = await twoInstances(vitest)
  } else code = filters.length ? await vitest(filters) : await vitest(['tests/e2e'])
  if (code === 0 && !filters.length) code = await vitest(['tests/fuzz'])
  if (code === 0 && !filters.length) {
    // Content changed while the server is down must show after a restart, which is on another
    // port and address with the same build (tests/restart).
    const title = `Vitrine after a restart ${randomBytes(4).toString('hex')}`
    await stopServer(server)
    code = await run(process.execPath, tsxArgs('tests/restart/change-while-down.ts'), { env: { ...serverEnv, NODE_ENV: 'production', RESTART_SITE_TITLE: title } })
    const restartPort = await findFreePort(port + 100)
    const restartUrl = `http://localhost:${restartPort}`
    const restartLog = logFile.replace(/\.log$/, '-restart.log')
    const startedAt = Date.now()
    server = startServer({ cwd: root, args: tsxArgs('scripts/start.ts'), env: { ...serverEnv, PORT: String(restartPort), SERVER_URL: restartUrl }, logFile: restartLog })
    await waitForOk(`${restartUrl}/`, { server, timeoutMs: 5 * 60_000 })
    console.log(`The same build started on port ${restartPort} and served its home page ${((Date.now() - startedAt) / 1000).toFixed(1)} s after \`npm start\`.`)
    if (code === 0) code = await vitest(['tests/restart'], { RESTART_SITE_TITLE: title, E2E_BASE_URL: restartUrl, RESTART_LOG: restartLog })
    // Two instances of the same build on one PostgreSQL database (tests/scale), when CI has one.
    if (code === 0 && process.env.TEST_DATABASE_URL) {
      await stopServer(server)
      code = await twoInstances(vitest)
    }
  }
} catch (error) {
  if (!(error instanceof ServerStartError)) throw error
  console.error(`\n${error.message}\n${[...firstErrorLines(logFile, 8), '…', ...tailFile(logFile, 30)].join('\n')}`)
} finally {
  await stopServer(server)
  await smtp.stop()
}
process.exit(code)
