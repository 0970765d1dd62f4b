/**
 * The site's font files, cut down from the @fontsource-variable packages (SIL Open Font License
 * 1.1, which allows modified copies; neither font has a Reserved Font Name) to what the site draws:
 * every character of the source file (fontsource's latin subset), all OpenType features (tabular figures, kerning…),
 * and the weight axis from 400 to 700 instead of 100 to 900 (the stylesheets use 400, 500, 600
 * and 700). Inter shrinks from 47.1 to 33.6 KB, its italics from 50.6 to 35.6, Fraunces from 35.8
 * to 32.1 (docs/decisions/024). `scripts/font-subsets.mjs` writes the files; a unit test checks that the
 * committed ones are what this gives.
 */
import fs from 'node:fs'
import path from 'node:path'

import { create } from 'fontkitten'
import subsetFont from 'subset-font'

/** The weights the site's stylesheets use, and so the range each cut-down file keeps. */
export const WEIGHT_RANGE = { min: 400, max: 700 }

export const FONT_SUBSETS = [
  { source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', target: 'src/app/(site)/fonts/inter-latin-wght-400-700-normal.woff2' },
  { source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2', target: 'src/app/(site)/fonts/inter-latin-wght-400-700-italic.woff2' },
  { source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', target: 'src/app/(site)/fonts/fraunces-latin-wght-400-700-normal.woff2' },
]

/** Every character the source file draws (fontsource's latin subset, with its combining accents). */
function charactersOf(font) {
  return String.fromCodePoint(...create(font).characterSet.filter((code) => code >= 0x20))
}

/** The cut-down copy of one font file (a woff2 buffer). `root` is the repository's folder. */
export async function subsetOf(root, { source }) {
  const font = fs.readFileSync(path.join(root, source))
  return subsetFont(font, charactersOf(font), { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE } })
}
