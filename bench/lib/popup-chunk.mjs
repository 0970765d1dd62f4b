/**
 * The gallery popup's own code (docs/decisions/014): the scripts and stylesheets of the build that
 * carry it, found by a class name only the popup uses, their gzip size, and whether the gallery
 * page's first load fetches any of them (it must not: the popup loads on the first open).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const MARKER = 'vitrine-popup__layout'

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/**
 * @param distDir the build folder the server runs from
 * @param firstLoadUrls the scripts of the gallery page's first load (measureFirstLoadJs)
 */
export function measurePopupChunk(distDir, firstLoadUrls) {
  const staticDir = path.join(distDir, 'static')
  const found = filesUnder(staticDir).filter((file) => /\.(js|css)$/.test(file) && fs.readFileSync(file, 'utf8').includes(MARKER))
  const gzip = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length
  const js = found.filter((file) => file.endsWith('.js'))
  const css = found.filter((file) => file.endsWith('.css'))
  const names = new Set(found.map((file) => path.basename(file)))
  const inFirstLoad = firstLoadUrls.filter((url) => names.has(path.basename(new URL(url).pathname)))
  return {
    jsKib: js.reduce((sum, file) => sum + gzip(file), 0) / 1024,
    cssKib: css.reduce((sum, file) => sum + gzip(file), 0) / 1024,
    files: found.map((file) => path.relative(distDir, file)),
    inFirstLoad,
  }
}
