/**
 * Starting and stopping a production server for the benchmark and the browser journeys. It is started
 * through the project's own start script (the same path `npm start` takes: env check, migrate,
 * seed, build when stale, `next start`) so what is measured and tested is what users actually run.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** Thrown when the server never becomes ready; run.mjs turns it into exit code 1. */
export class ServerStartError extends Error {
  constructor(message) {
    super(message)
    this.name = 'ServerStartError'
  }
}

/** Listens on `port` on 127.0.0.1 (0: any free one) and releases it; resolves with the port, or null if taken. */
function probePort(port) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', () => resolve(null))
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address()
      probe.close(() => resolve(bound))
    })
  })
}

/**
 * A free port: `preferred` when it is free, otherwise whichever one the OS hands out for port 0.
 * (Reusing the last run's port matters: the server URL is part of start.ts's build fingerprint,
 * so a new port means a new production build.)
 */
export async function findFreePort(preferred) {
  const port = (preferred && (await probePort(preferred))) || (await probePort(0))
  if (!port) throw new Error('No free TCP port on 127.0.0.1.')
  return port
}

/**
 * Spawns `tsx scripts/start.ts` in a process group of its own (detached), so one signal to the
 * group reaches tsx, start.ts, `next build` and `next start` alike, and so Ctrl-C in the terminal
 * reaches only us: we then stop the group ourselves, in order.
 * Output goes straight to `logFile` (not through us), which keeps a long build from filling pipes.
 */
export function startServer({ cwd, args, env, logFile }) {
  fs.writeFileSync(logFile, `# bench server log, started ${new Date().toISOString()}\n`)
  const logFd = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', logFd, logFd] })
  fs.closeSync(logFd) // the child holds its own copy
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  return { child, exited, logFile }
}

/** Sends a signal to the whole group; false when no process of it is left (ESRCH). */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
    return true
  } catch {
    return false
  }
}

/** True while any process of the group is alive (signal 0 only checks). */
const groupAlive = (pid) => signalGroup(pid, 0)

/**
 * Stops the whole process group: SIGTERM first so Next and SQLite shut down cleanly, SIGKILL if
 * anything is still there after `graceMs`. Waits on the group, not just the direct child, because
 * the direct child (tsx) can exit before `next start` does.
 */
export async function stopServer(server, graceMs = 10_000) {
  const pid = server?.child.pid
  if (!pid || !groupAlive(pid)) return
  signalGroup(pid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100)
  signalGroup(pid, 'SIGKILL')
}

/** Last resort for `process.on('exit')`, where nothing asynchronous can run. */
export function killServerNow(server) {
  const pid = server?.child.pid
  if (pid) signalGroup(pid, 'SIGKILL')
}

/** The non-empty lines of a log file, without terminal colour codes. */
function readLogLines(file) {
  let text
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return []
  }
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').split(/\r?\n|\r/).filter((line) => line.trim() !== '')
}

/** The last `count` non-empty lines of a log file. */
export function tailFile(file, count) {
  return readLogLines(file).slice(-count)
}

/**
 * The first `count` distinct error lines ("Error: …", "> Build error occurred", TypeScript's
 * "file(1,2): error TS…", "Failed to …"), shortened. A failed build ends in hundreds of lines of
 * import traces or type details; the cause is stated in these lines, often near the top.
 */
export function firstErrorLines(file, count) {
  const pattern = /^\s*(> )?(Build error|\w*Error\b|Failed to)|\berror TS\d+/
  const errors = readLogLines(file).filter((line) => pattern.test(line))
  return [...new Set(errors.map((line) => line.trim().slice(0, 200)))].slice(0, count)
}

/**
 * Polls `url` until it answers 200. Redirects are not followed: the benchmark loads this exact
 * path, so a redirect would only show up later as non-2xx responses.
 * Gives up when the server process exits, when time runs out, or when the page answers 404 several
 * times in a row: a production build either has a route or it does not, so waiting longer is futile.
 */
export async function waitForOk(url, { server, timeoutMs, heartbeatMs = 30_000, onHeartbeat }) {
  const started = Date.now()
  let exit
  server.exited.then((result) => (exit = result))
  let lastHeartbeat = started
  let lastAnswer = 'no answer yet'
  let notFoundStreak = 0

  while (Date.now() - started < timeoutMs) {
    if (exit) {
      throw new ServerStartError(`The start script exited (code ${exit.code ?? 'none'}, signal ${exit.signal ?? 'none'}) before ${url} answered 200.`)
    }
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
      await response.arrayBuffer() // drain, so the connection is released
      if (response.status === 200) return Date.now() - started
      lastAnswer = `HTTP ${response.status}`
      notFoundStreak = response.status === 404 ? notFoundStreak + 1 : 0
      if (notFoundStreak >= 3) {
        throw new ServerStartError(`${url} answers 404: the server is up but this build has no such page.`)
      }
    } catch (error) {
      if (error instanceof ServerStartError) throw error
      lastAnswer = 'not listening yet' // connection refused while migrating/building
    }
    if (onHeartbeat && Date.now() - lastHeartbeat >= heartbeatMs) {
      lastHeartbeat = Date.now()
      onHeartbeat({ elapsedMs: Date.now() - started, lastAnswer })
    }
    await sleep(1000)
  }
  throw new ServerStartError(`${url} did not answer 200 within ${Math.round(timeoutMs / 60_000)} minutes (last: ${lastAnswer}).`)
}
