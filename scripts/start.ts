/**
 * `npm start`: checks the environment, migrates and seeds the database, builds for production
 * when there is no current build, then serves the site and admin.
 * `npm run build` (`--build-only`): the same up to the build, then stops. The build does not
 * depend on PORT or SERVER_URL: one build serves any address.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { EnvError, parseEnv, resolveSecret } from '@/lib/env'
import { payloadRuntimeSecret, revalidateToken } from '@/lib/revalidate-token'

import { startDemoFeedServer } from './lib/demo-feed-server.mjs'
import { stalledWhileLoading } from './lib/load-stall'
import { startDemoInstagram } from './lib/fake-instagram.mjs'

const root = path.resolve(import.meta.dirname, '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')

/** Runs a Node program (Next's CLI or one of our scripts) and resolves with its exit code. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** A hash of everything a build is made from: a changed checkout gets a new build. */
export function sourceFingerprint(): string {
  const hash = createHash('sha256')
  const visit = (entry: string) => {
    const full = path.join(root, entry)
    if (!fs.existsSync(full)) return
    if (fs.statSync(full).isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child))
    } else {
      hash.update(entry).update(fs.readFileSync(full))
    }
  }
  // Not the address: prerendered pages carry SERVER_URL, but serve.mjs clears them before the
  // first visitor, so one build serves any PORT and SERVER_URL.
  for (const entry of ['src', 'public', 'next.config.mjs', 'package-lock.json', 'tsconfig.json']) visit(entry)
  return hash.digest('hex')
}

/** One line on where mail goes, with any password in SMTP_URL left out. */
function mailDestination(smtpUrl: string | undefined): string {
  if (!smtpUrl) return 'Mail: SMTP_URL is not set, so contact form mail waits in the outbox (the admin shows it) until it is set and Vitrine restarted.'
  const url = new URL(smtpUrl)
  return `Mail: sent through ${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}${url.username ? ` as ${decodeURIComponent(url.username)}` : ''}.`
}

/** One line on where uploads are kept. */
function mediaDestination(env: ReturnType<typeof parseEnv>): string {
  if (!env.S3_BUCKET) return `Media: uploads are kept in ${path.resolve(env.DATA_DIR, 'media')} (set S3_BUCKET to share them between instances).`
  return `Media: uploads are kept in the bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${new URL(env.S3_ENDPOINT).origin}` : ` (AWS, ${env.S3_REGION})`}.`
}

async function main(): Promise<void> {
  let env
  try {
    env = parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      for (const line of error.problems) console.error(line)
      console.error('See .env.example for every setting and its format.')
      process.exit(1)
    }
    throw error
  }

  // The database, uploads and the secret are the site's alone: everything this process and its
  // children create is readable by this user only; an older install's database files are too.
  process.umask(0o077)
  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  fs.chmodSync(env.DATA_DIR, 0o700)
  if (env.databaseKind === 'sqlite') {
    const file = env.DATABASE_URL.replace(/^file:/, '')
    for (const part of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(part)) fs.chmodSync(part, 0o600)
  }

  // The demo's social feed reads a local stand-in for Mastodon that lives as long as this process;
  // the seed stores its address (DEMO_FEED_URL) in the demo's feed source.
  if (env.SEED_DEMO) process.env.DEMO_FEED_URL = (await startDemoFeedServer(env.DATA_DIR)).url
  // The same for the Instagram import (decision 036), unless INSTAGRAM_GRAPH_URL names the API to ask.
  if (env.SEED_DEMO && !process.env.INSTAGRAM_GRAPH_URL) {
    const instagram = await startDemoInstagram(env.DATA_DIR)
    process.env.INSTAGRAM_GRAPH_URL = instagram.url
    console.log(`Instagram import: the demo's stand-in at ${instagram.url} answers it (token ${instagram.token}); set INSTAGRAM_GRAPH_URL to use Instagram.`)
  }

  // Migrate and seed in a process of its own, so no database connection outlives it.
  // A prepare step whose loading stalled (exit 75) or died loading (13) runs once more (scripts/lib/load-payload.ts).
  const prepare = () => run([tsxCli, '--import', path.join(root, 'scripts/lib/outside-next.mjs'), 'scripts/prepare.ts'], process.env)
  let prepared = await prepare()
  if (stalledWhileLoading(prepared)) {
    console.warn('Preparing the database stalled while loading; trying again.')
    prepared = await prepare()
  }
  if (prepared !== 0) process.exit(prepared)

  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  const stamp = path.join(distDir, 'vitrine-source.sha256')
  const fingerprint = sourceFingerprint()
  const current = fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint
  const childEnv = { ...process.env, NODE_ENV: 'production' as const }
  if (!current) {
    console.log('No current production build: building (a few minutes on a small machine)…')
    const code = await run([nextBin, 'build'], childEnv)
    if (code !== 0) process.exit(code)
    fs.writeFileSync(stamp, fingerprint)
  }
  if (process.argv.includes('--build-only')) {
    console.log(`${current ? 'The build' : 'The new build'} in ${path.relative(root, distDir)} is current: \`npm start\` serves it on any PORT and SERVER_URL without building.`)
    process.exit(0)
  }
  // Pages cached by an earlier run may show content the database no longer has (a restore, a
  // fresh test database): drop them; serve.mjs has the prerendered ones rendered again.
  fs.rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true })
  console.log(`Vitrine is starting at ${env.SERVER_URL} (admin: ${env.SERVER_URL}/admin)`)
  console.log(mailDestination(env.SMTP_URL))
  console.log(mediaDestination(env))
  const revalidate = revalidateToken(payloadRuntimeSecret(resolveSecret(env)))
  process.exit(await run([path.join(root, 'scripts', 'serve.mjs')], { ...childEnv, VITRINE_REVALIDATE_TOKEN: revalidate }))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
