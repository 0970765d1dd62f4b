/**
 * Writes src/app/(site)/font-fallbacks.css, the metric-matched fallback faces of the site's
 * typefaces (scripts/lib/font-fallbacks.mjs). Run after changing a font file or a fallback list:
 * `node scripts/font-fallbacks.mjs`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { fallbackStylesheet } from './lib/font-fallbacks.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(root, 'src/app/(site)/font-fallbacks.css')
fs.writeFileSync(target, await fallbackStylesheet(root))
console.log(`Wrote ${path.relative(root, target)}.`)
