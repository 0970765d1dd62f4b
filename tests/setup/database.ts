/**
 * Global setup of an integration project: a fresh database for this run, migrated once.
 * SQLite gets a temporary folder; PostgreSQL gets a new database on TEST_DATABASE_URL's server,
 * dropped when the run ends.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { stalledWhileLoading } from '../../scripts/lib/load-stall'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Runs `scripts/migrate.ts`, once more when its loading stalled or it died loading (exit 75 or 13,
 * see scripts/lib/load-payload.ts), and never longer than five minutes a try.
 */
function migrate(env: Record<string, string>): void {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--import', path.join(root, 'scripts/lib/outside-next.mjs'), 'scripts/migrate.ts'], {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 5 * 60_000,
      killSignal: 'SIGKILL',
    })
    if (result.status === 0) return
    const stalled = stalledWhileLoading(result.status) || result.signal === 'SIGKILL'
    if (!stalled || attempt >= 3) throw new Error(`Migrating the test database failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`)
    console.warn(`Migrating the test database stalled while loading (exit ${result.status ?? result.signal}); trying again.`)
  }
}

export default async function setup(project: TestProject) {
  const kind = project.config.provide?.databaseKind ?? 'sqlite'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-it-${kind}-`))
  let databaseUrl = `file:${path.join(dataDir, 'test.db')}`
  let dropDatabase: (() => Promise<void>) | undefined

  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL integration project needs it.')
    const name = `vitrine_it_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  }

  migrate({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
  project.provide('databaseUrl', databaseUrl)
  project.provide('dataDir', dataDir)

  return async () => {
    await dropDatabase?.()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'sqlite' | 'postgres'
    databaseUrl: string
    dataDir: string
  }
}
