/**
 * `npm run bench`: starts the production server on a free port with a database of its own,
 * load-tests each page in DEFAULT_PAGES with autocannon (through the page cache, around it, and
 * nginx serving the same bytes in the same run), measures each page's first-load JavaScript, and
 * prints one table; then the SECTIONS (the contact form under load, with the
 * server's mail going to an SMTP server inside this process). It asserts nothing: it is a measuring tool, its numbers are read by people.
 * Exit code 1 means only "the server did not start".
 *
 * Run it on an otherwise idle machine: server and load generator share the CPUs, so anything else
 * running (a build, tests) shows up in the numbers.
 *
 * BENCH_PAGES="name=/path,name=/path" replaces the page list for one run (the first page is also
 * the one waited on at start-up), e.g. BENCH_PAGES=login=/admin/login npm run bench.
 * BENCH_SECTIONS="lighthouse" runs only the named sections after the page table ("none": none).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { measureContactFormLoad } from './lib/contact-form-load.mjs'
import { firstLoadJsMeter } from './lib/first-load-js.mjs'
import { galleryPagingSection } from './lib/gallery-paging.mjs'
import { lighthouseSection } from './lib/lighthouse.mjs'
import { measurePopupChunk } from './lib/popup-chunk.mjs'
import { LOAD, backgroundCpuLoad, measureLoad, warmUp } from './lib/load.mjs'
import { startNginx } from './lib/nginx.mjs'
import { DEFAULT_PAGES, pathOf } from './lib/pages.mjs'
import { startMailSink } from '../scripts/lib/mail-sink.mjs'
import { tsxArgs } from '../scripts/lib/process.mjs'
import { ServerStartError, findFreePort, firstErrorLines, killServerNow, startServer, stopServer, tailFile, waitForOk } from '../scripts/lib/server.mjs'
import { formatTable } from './lib/table.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The benchmark's server is kept apart from the developer's: its own database and media
 * (DATA_DIR, recreated every run) and its own build folder (NEXT_DIST_DIR), so a run never touches ./data or replaces
 * the build `npm start` serves; that build is reused until the sources (or the port) change.
 */
const SERVER = {
  dataDir: '.tmp/bench-data',
  distDir: '.next-bench',
  logFile: '.tmp/bench-server.log',
  portFile: '.tmp/bench-port', // the last run's port, reused when free (see findFreePort)
  adminEmail: 'bench@example.com',
  startTimeoutMs: 15 * 60_000,
}

/** Widget code that loads on demand, each found in the build by a class name only it uses (bench/lib/popup-chunk.mjs). */
const ON_DEMAND_WIDGETS = [
  { name: 'Theme lightbox', when: 'loaded when a visitor points at, focuses or opens a link of a set', marker: 'theme-lightbox__media-thumb' },
  { name: 'Media player', when: 'loaded when a player nears the viewport', marker: 'player__transport', cssInPage: true },
  { name: 'Social feed', when: 'loaded when a feed nears the viewport', marker: 'social-feed__body', cssInPage: true },
]

// The pages measured, one table row each: add an entry to DEFAULT_PAGES (lib/pages.mjs) to measure another.

/**
 * The same request with a cookie that makes our page cache step aside (as for a signed-in admin):
 * Next answers from its own cache of the prerendered page, as it would with PAGE_CACHE_MB=0.
 */
const BYPASS_PAGE_CACHE = { cookie: 'payload-token=bench-bypasses-the-page-cache' }

/** Columns of the page table; each reads one field of a row built by measurePage(). */
const PAGE_COLUMNS = [
  { header: 'page', value: (row) => row.name },
  { header: 'path', value: (row) => row.path },
  { header: 'req/s', align: 'right', value: (row) => fixed(row.load?.requestsPerSecond, 0) },
  { header: 'p50 ms', align: 'right', value: (row) => fixed(row.load?.p50Ms, 0) },
  { header: 'p99 ms', align: 'right', value: (row) => fixed(row.load?.p99Ms, 0) },
  { header: 'non-2xx', align: 'right', value: (row) => fixed(row.load?.non2xx, 0) },
  { header: 'no cache req/s', align: 'right', value: (row) => fixed(row.uncached?.requestsPerSecond, 0) },
  { header: 'p99 ms', align: 'right', value: (row) => fixed(row.uncached?.p99Ms, 0) },
  { header: 'nginx req/s', align: 'right', value: (row) => fixed(row.nginx?.requestsPerSecond, 0) },
  { header: 'p99 ms', align: 'right', value: (row) => fixed(row.nginx?.p99Ms, 0) },
  { header: '% of nginx', align: 'right', value: (row) => fixed(row.load && row.nginx ? (100 * row.load.requestsPerSecond) / row.nginx.requestsPerSecond : undefined, 1) },
  { header: 'JS run before interaction KiB gzip', align: 'right', value: (row) => fixed(row.js?.beforeInteraction.kib, 1) },
  { header: 'scripts', align: 'right', value: (row) => fixed(row.js?.beforeInteraction.scripts, 0) },
  { header: 'JS the first interaction starts KiB', align: 'right', value: (row) => fixed(row.js?.firstInteraction.kib, 1) },
]

/**
 * Extra sections, printed after the page table, for measurements that are not "one page under
 * load" (for instance gallery query time for 100 vs 100,000 images). Each entry is
 * `{ title, run(context) → { columns, rows, notes? } }`, printed with the same table format;
 * `context` is `{ baseUrl, root, env, smtp, admin }` (env: the server's environment, DATA_DIR
 * included; smtp: the local mail sink the server sends to; admin: `{ email, password }`).
 */
const SECTIONS = [
  {
    name: 'contact-form',
    title: 'Contact form: 2,000 submissions from 50 connections, mail through the outbox to a local SMTP server',
    run: measureContactFormLoad,
  },
  // One page of a 100-image and of a 100,000-image gallery: the data function and the page over HTTP.
  galleryPagingSection,
  // Lighthouse's mobile audit of the home, a gallery, a photo and the contact page, in Debian's Chromium.
  lighthouseSection,
]

/** Above this share of CPU time used by other processes, a row gets a warning note. */
const BUSY_WARNING = 0.25

/** Every script a page ran, before any interaction and on the first one (a pointer moving over nothing in particular). */
const loadedUrls = (row) => [...row.js.beforeInteraction.urls, ...row.js.firstInteraction.urls]

/** A number with `digits` decimals, or "n/a" when the measurement failed. */
function fixed(value, digits) {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a'
}

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}

/** DEFAULT_PAGES, or the list given in BENCH_PAGES ("name=/path,name=/path"). */
function pagesToMeasure() {
  const spec = process.env.BENCH_PAGES?.trim()
  if (!spec) return DEFAULT_PAGES
  return spec.split(',').map((entry) => {
    const [name, pagePath] = entry.split('=').map((part) => part.trim())
    if (!name || !pagePath?.startsWith('/')) throw new Error(`BENCH_PAGES: expected name=/path, got "${entry}".`)
    return { name, path: pagePath }
  })
}

/** SECTIONS, or those named in BENCH_SECTIONS ("lighthouse,contact-form"; "none" for none). */
function sectionsToRun() {
  const spec = process.env.BENCH_SECTIONS?.trim()
  if (!spec) return SECTIONS
  const names = spec.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => name !== 'none' && !SECTIONS.some((section) => section.name === name))
  if (unknown.length) throw new Error(`BENCH_SECTIONS: unknown ${unknown.join(', ')}; known: ${SECTIONS.map((section) => section.name).join(', ')}.`)
  return SECTIONS.filter((section) => names.includes(section.name))
}

/** The port of the previous run, if one was recorded. */
function readLastPort() {
  try {
    const port = Number(fs.readFileSync(path.join(root, SERVER.portFile), 'utf8').trim())
    return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined
  } catch {
    return undefined
  }
}

/** The environment of the start script: the developer's, with everything the benchmark pins. */
function serverEnv(port) {
  return {
    ...process.env,
    PORT: String(port),
    DATA_DIR: SERVER.dataDir,
    // Explicit, so a DATABASE_URL in the shell (say, a real PostgreSQL) is never migrated or seeded.
    DATABASE_URL: `file:${path.join(SERVER.dataDir, 'vitrine.db')}`,
    NEXT_DIST_DIR: SERVER.distDir,
    SERVER_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'true', // the pages measured are demo content
    ADMIN_EMAIL: SERVER.adminEmail,
    // Nobody signs in to the bench admin; a random password keeps it from being a known one.
    ADMIN_PASSWORD: randomBytes(15).toString('base64url'), // 20 characters
  }
}

/**
 * One table row: load test through the page cache and around it, then first-load JS. Each part
 * fails on its own (into "n/a" and a note) so one broken page does not hide the numbers of the others.
 */
async function measurePage(baseUrl, page, meter) {
  const row = { ...page, notes: [] }
  try {
    row.path = await pathOf(page, baseUrl)
  } catch (error) {
    row.notes.push(`${page.name}: no page to measure: ${error.message}`)
    return row
  }
  const url = new URL(row.path, baseUrl).href
  try {
    // Measured before warm-up, while our server is idle: whatever is busy now is someone else.
    const busy = await backgroundCpuLoad()
    if (busy > BUSY_WARNING) {
      row.notes.push(`${page.name}: the CPUs were ${Math.round(busy * 100)}% busy with other work just before; its numbers are unreliable.`)
    }
    const status = await warmUp(url)
    if (status !== 200) row.notes.push(`${page.name}: warm-up answered HTTP ${status}, not 200.`)
    row.load = await measureLoad(url)
    row.uncached = await measureLoad(url, BYPASS_PAGE_CACHE)
    for (const [label, load] of [['', row.load], [' (no cache)', row.uncached]]) {
      if (load.errors || load.timeouts) row.notes.push(`${page.name}${label}: ${load.errors} connection errors, ${load.timeouts} timeouts (not counted in non-2xx).`)
    }
  } catch (error) {
    row.notes.push(`${page.name}: load test failed: ${error.message}`)
  }
  try {
    row.js = await meter.measure(url)
  } catch (error) {
    row.notes.push(`${page.name}: first-load JS not measured: ${error.message}`)
  }
  return row
}

/** nginx serving each measured page's bytes (as our server sends them to autocannon), under the same load. */
async function measureNginx(baseUrl, rows) {
  const measured = rows.filter((row) => row.load)
  const files = {}
  for (const row of measured) {
    const response = await fetch(new URL(row.path, baseUrl), { headers: { 'accept-encoding': 'identity' } })
    files[`${row.name}.html`] = Buffer.from(await response.arrayBuffer())
  }
  let nginx
  try {
    nginx = await startNginx(files)
    for (const row of measured) {
      await warmUp(nginx.urlOf(`${row.name}.html`))
      row.nginx = await measureLoad(nginx.urlOf(`${row.name}.html`))
    }
  } catch (error) {
    rows[0].notes.push(`nginx not measured: ${error.message}`)
  } finally {
    await nginx?.stop()
  }
}

function printTable(title, columns, rows, notes = []) {
  console.log(`\n${title}\n`)
  for (const line of formatTable(columns, rows)) console.log(line)
  if (notes.length) console.log(`\n${notes.map((note) => `Note: ${note}`).join('\n')}`)
}

async function main() {
  const pages = pagesToMeasure()
  // A fresh database every run: each run measures the same freshly seeded demo content, and a
  // reworked migration history can never clash with a database left over from an earlier run.
  fs.rmSync(path.join(root, SERVER.dataDir), { recursive: true, force: true })
  fs.mkdirSync(path.join(root, SERVER.dataDir), { recursive: true })

  const port = await findFreePort(readLastPort())
  fs.writeFileSync(path.join(root, SERVER.portFile), `${port}\n`)
  const baseUrl = `http://127.0.0.1:${port}`
  // The server's mail goes to a sink in this process, never out of the machine.
  const smtp = await startMailSink()
  const env = { ...serverEnv(port), SMTP_URL: smtp.url }

  console.log(`Starting the production server at ${baseUrl} (log: ${SERVER.logFile}).`)
  console.log(`If ${SERVER.distDir} holds no build of the current sources, the start script builds first: several minutes on a 2-core machine.`)
  const server = startServer({
    cwd: root,
    args: tsxArgs('scripts/start.ts'),
    env,
    logFile: path.join(root, SERVER.logFile),
  })
  const stop = stopOnExit(server, smtp)

  try {
    const readyUrl = new URL(pages[0].path ?? '/', baseUrl).href
    try {
      const tookMs = await waitForOk(readyUrl, {
        server,
        timeoutMs: SERVER.startTimeoutMs,
        // A silent wait of several minutes looks like a hang; show what the server is doing.
        onHeartbeat: ({ elapsedMs }) => console.log(`  … still starting (${formatDuration(elapsedMs)}): ${tailFile(server.logFile, 1)[0]?.slice(0, 120) ?? ''}`),
      })
      console.log(`Server ready after ${formatDuration(tookMs)}.`)
    } catch (error) {
      if (!(error instanceof ServerStartError)) throw error
      console.error(`\nThe server did not start: ${error.message}`)
      const errors = firstErrorLines(server.logFile, 8)
      if (errors.length) console.error(`\nFirst errors in ${SERVER.logFile}:\n${errors.map((line) => `  ${line}`).join('\n')}`)
      console.error(`\nLast lines of ${SERVER.logFile}:\n${tailFile(server.logFile, 30).map((line) => `  ${line}`).join('\n')}`)
      process.exitCode = 1
      return
    }

    console.log(`Measuring ${pages.length} page(s): ${LOAD.warmUpRequests} warm-up requests, then ${LOAD.connections} connections for ${LOAD.durationSeconds}s each.`)
    const rows = []
    const meter = await firstLoadJsMeter()
    try {
      for (const page of pages) rows.push(await measurePage(baseUrl, page, meter))
    } finally {
      await meter.close()
    }
    await measureNginx(baseUrl, rows)

    const cpus = os.cpus()
    printTable(
      `Pages (Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}; load generator on the same machine): ` +
        'through the page cache, around it (Next alone), and nginx serving the same bytes',
      PAGE_COLUMNS,
      rows,
      rows.flatMap((row) => row.notes),
    )

    // The popup loads on the first open: its code is reported apart, and must not be in the gallery page's first load.
    const gallery = rows.find((row) => row.name === 'gallery')
    if (gallery?.js) {
      const popup = measurePopupChunk(path.join(root, SERVER.distDir), loadedUrls(gallery))
      console.log(
        `\nGallery popup (loaded on the first open): ${popup.jsKib.toFixed(1)} KiB JS + ${popup.cssKib.toFixed(1)} KiB CSS gzip in ${popup.files.length} file(s); ` +
          (popup.inFirstLoad.length ? `IN the gallery page's first load: ${popup.inFirstLoad.join(', ')}` : 'none of it in the gallery page\'s first load.'),
      )
    }
    // Issue 14's widgets load when a visitor is about to use them: none of their code may be in any page's first load.
    for (const widget of ON_DEMAND_WIDGETS) {
      const measured = rows.filter((row) => row.js).map((row) => ({ row, chunk: measurePopupChunk(path.join(root, SERVER.distDir), loadedUrls(row), widget.marker) }))
      if (!measured.length) continue
      const { chunk } = measured[0]
      const loading = measured.filter(({ chunk: found }) => found.inFirstLoad.length).map(({ row }) => row.name)
      console.log(
        `${widget.name} (${widget.when}): ${chunk.jsKib.toFixed(1)} KiB JS${widget.cssInPage ? ' gzip (its CSS is in the page\'s stylesheet)' : ` + ${chunk.cssKib.toFixed(1)} KiB CSS gzip`}; ` +
          (loading.length ? `IN the first load of: ${loading.join(', ')}` : `none of it in the first load of ${measured.map(({ row }) => row.name).join(', ')}.`),
      )
    }

    for (const section of sectionsToRun()) {
      try {
        const admin = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        const { columns, rows: sectionRows, notes } = await section.run({ baseUrl, root, env, smtp, admin })
        printTable(section.title, columns, sectionRows, notes)
      } catch (error) {
        console.log(`\n${section.title}\n\nNot measured: ${error.message}`)
      }
    }
  } finally {
    await stop()
  }
}

/**
 * Makes sure the server never outlives the benchmark: stopped in order on the normal path and on
 * Ctrl-C/SIGTERM, killed outright on any other exit (where only synchronous code can run).
 */
function stopOnExit(server, smtp) {
  let stopped = false
  const stop = async () => {
    await stopServer(server)
    await smtp.stop()
    stopped = true
  }
  process.on('exit', () => {
    if (!stopped) killServerNow(server)
  })
  let interrupted = false
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
    process.on(signal, () => {
      // A second Ctrl-C means "now": skip the graceful wait (the exit handler kills the group).
      if (interrupted) process.exit(code)
      interrupted = true
      console.error(`\n${signal}: stopping the server…`)
      stop().finally(() => process.exit(code))
    })
  }
  return stop
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
