/**
 * Makes React's server renderer, as Next 16.4.5 bundles it, write a finished Suspense boundary
 * where it stands in the page instead of "outlining" it (docs/decisions/041).
 *
 * React 19.2 moves any finished boundary whose HTML would take the bytes written so far past
 * `progressiveChunkSize` (12,800 by default) to the end of the page, as `<div hidden id="S:n">`,
 * and a script puts it back in place. Next gives no way to set that size. Our widgets each sit in
 * a Suspense boundary (src/lib/on-demand.client.tsx), so on the home page ten of them (tiles,
 * slider, pie charts, tabs, accordion, toggles, carousel) were hidden to a visitor without
 * JavaScript, and to crawlers that run none; the media page's player too. Upstream:
 * vercel/next.js#91806 (open), facebook/react#35460.
 *
 * This sets the default to Infinity in every copy of the renderer under next/dist/compiled. A
 * boundary that is still waiting when the page starts to stream is unaffected: it streams in as
 * before. Run by `postinstall`; idempotent. Fails when it finds no copy to change and none already
 * changed, so an upgrade of Next that moves the code is noticed rather than silently undone.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const DEFAULT = /(progressiveChunkSize\s*=\s*void 0\s*===\s*([\w$]+)\s*\?\s*)12800(\s*:\s*\2)/g
const DONE = /progressiveChunkSize\s*=\s*void 0\s*===\s*([\w$]+)\s*\?\s*Infinity\s*:\s*\1/

/** The renderer's text with the default made Infinity, and how many places changed. */
export function inlineCompleteBoundaries(source) {
  let changed = 0
  const text = source.replace(DEFAULT, (_match, before, _name, after) => {
    changed += 1
    return `${before}Infinity${after}`
  })
  return { text, changed, alreadyDone: DONE.test(source) }
}

function* scriptsUnder(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* scriptsUnder(full)
    else if (entry.name.endsWith('.js')) yield full
  }
}

/** Patches every renderer under `compiledDir`; returns the files changed and those already done. */
export function patchNext(compiledDir) {
  const changed = []
  const alreadyDone = []
  for (const file of scriptsUnder(compiledDir)) {
    const source = fs.readFileSync(file, 'utf8')
    if (!source.includes('progressiveChunkSize')) continue
    const result = inlineCompleteBoundaries(source)
    if (result.changed) {
      fs.writeFileSync(file, result.text)
      changed.push(file)
    } else if (result.alreadyDone) alreadyDone.push(file)
  }
  return { changed, alreadyDone }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const compiled = path.join(root, 'node_modules/next/dist/compiled')
  const { changed, alreadyDone } = patchNext(compiled)
  const runtime = [...changed, ...alreadyDone].some((file) => file.includes(`${path.sep}next-server${path.sep}app-page`))
  if (!runtime) {
    console.error(`inline-complete-boundaries: found no React server renderer to set in ${compiled}; see docs/decisions/041.`)
    process.exit(1)
  }
  console.log(`inline-complete-boundaries: ${changed.length} renderer file(s) set, ${alreadyDone.length} already set.`)
}
