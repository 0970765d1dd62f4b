/** Small process helpers shared by the test and benchmark scripts. */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** `preferred` when nobody listens on it, otherwise any free TCP port. */
export async function freePort(preferred = 0) {
  try {
    return await listenOnce(preferred)
  } catch {
    return listenOnce(0)
  }
}

function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
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

/**
 * Starts the production server through `npm start`'s own script (migrate, seed, build if
 * needed, serve) and waits until it answers. Resolves with a stop function.
 */
export async function startServer({ env, logFile, readyPath = '/', timeoutMs = 15 * 60_000 }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.openSync(logFile, 'w')
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  }
  const url = `${env.SERVER_URL}${readyPath}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited) break
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (response.ok) return { stop, child }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  stop()
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')
  throw new Error(`The server did not start (${exited ? 'it exited' : 'timed out'}). Last lines of ${logFile}:\n${tail}`)
}
