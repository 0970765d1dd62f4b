/**
 * The "gallery pages" section: the cost of one page of a 100-image and of a 100,000-image
 * gallery, through the data function and over HTTP. The measuring runs in TypeScript with
 * Payload (gallery-paging.ts), in a child process with the benchmark server's environment, so
 * it uses the server's own SQLite database.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { tsxArgs } from '../../scripts/lib/process.mjs'

const fixed = (value) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : 'n/a')

function runMeasurer({ root, env, baseUrl }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs('bench/lib/gallery-paging.ts'), {
      cwd: root,
      env: { ...env, BENCH_BASE_URL: baseUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? ''
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last))
      else reject(new Error(`the measuring script exited with code ${code}: ${(stderr || stdout).trim().split('\n').slice(-5).join(' | ')}`))
    })
  })
}

export const galleryPagingSection = {
  name: 'gallery-paging',
  title: 'Gallery pages: one page (30 images) of a 100-image and of a 100,000-image gallery, median ms',
  async run(context) {
    const result = await runMeasurer(context)
    const notes = [
      `${result.runs} timed runs per cell after 3 warm-up runs, the two galleries taking turns; both were bulk-inserted in ${(result.insertMs / 1000).toFixed(1)} s.`,
      'Data function: getGalleryImagePage (ids from one index range scan, then 30 documents through Payload). HTTP: the gallery page with ?page_number_0=2, rendered dynamically.',
      'A 100,000-image gallery counts at most 10,000 images past the page start ("more than 10,000"); "random" reads the stored shuffle of a set of more than 10,000 images (decision 044); a search of 3 characters or more starts from the trigram index\'s matches (SQLite FTS5), a shorter one reads the gallery.',
    ]
    if (result.missing.length) {
      notes.push(`This database lacks the sort indexes ${result.missing.join(', ')} (declared in gallery-images.ts, awaiting their migration); the rows marked "with its proposed index" were timed after creating them in the benchmark's own database.`)
    }
    return {
      columns: [
        { header: 'case', value: (row) => row.case },
        { header: '100 images', align: 'right', value: (row) => fixed(row['100']) },
        { header: '100,000 images', align: 'right', value: (row) => fixed(row['100000']) },
        { header: 'ratio', align: 'right', value: (row) => (row['100'] ? `${(row['100000'] / row['100']).toFixed(1)}×` : 'n/a') },
      ],
      rows: result.rows,
      notes,
    }
  },
}
