/** Small process helpers shared by the test and benchmark scripts. */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

/**
 * Node arguments that run one of our TypeScript programs with tsx, outside Next: `server-only`
 * resolves to its empty module there (see outside-next.mjs).
 */
export function tsxArgs(script, ...args) {
  return [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--import', path.join(root, 'scripts/lib/outside-next.mjs'), script, ...args]
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Installs Debian's Chromium when it is missing (the browser tests need it). */
export function ensureChromium() {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (fs.existsSync(executable)) return executable
  console.log('Chromium is missing: installing Debian’s chromium package…')
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => {
    const [command, ...rest] = [...asRoot, 'apt-get', ...args]
    const result = spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install chromium by hand or set CHROMIUM_PATH.`)
  }
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'])
  return executable
}
