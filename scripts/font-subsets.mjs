/**
 * Writes the site's cut-down font files under src/app/(site)/fonts (scripts/lib/font-subsets.mjs).
 * Run after updating @fontsource-variable/inter or /fraunces: `node scripts/font-subsets.mjs`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { FONT_SUBSETS, subsetOf } from './lib/font-subsets.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
for (const font of FONT_SUBSETS) {
  const bytes = await subsetOf(root, font)
  fs.writeFileSync(path.join(root, font.target), bytes)
  console.log(`Wrote ${font.target} (${(bytes.length / 1024).toFixed(1)} KB, from ${(fs.statSync(path.join(root, font.source)).size / 1024).toFixed(1)} KB).`)
}
