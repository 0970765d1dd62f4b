/**
 * Code that loads on demand (the gallery popup, docs/decisions/014; the theme lightbox, the media
 * player, the social feed): the scripts and stylesheets of the build that carry it, found by a
 * class name only it uses, their gzip size, and whether a page's first load fetches any of them
 * (it must not: each loads when a visitor is about to use it).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The gallery popup's marker: a class name only its code holds. */
export const POPUP_MARKER = 'vitrine-popup__layout'

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/**
 * @param distDir the build folder the server runs from
 * @param firstLoadUrls the scripts of a page's first load (measureFirstLoadJs)
 * @param marker a class name only that code holds
 */
export function measurePopupChunk(distDir, firstLoadUrls, marker = POPUP_MARKER) {
  const staticDir = path.join(distDir, 'static')
  const found = filesUnder(staticDir).filter((file) => /\.(js|css)$/.test(file) && fs.readFileSync(file, 'utf8').includes(marker))
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
