/**
 * Metric-matched fallbacks for the visitor site's typefaces (docs/decisions/024): for each system
 * font a visitor may have instead of Inter or Fraunces, an `@font-face` that draws it scaled and
 * with Inter's (or Fraunces') ascent, descent and line gap, so text laid out in the fallback takes
 * the same room as in the web font and the swap moves nothing.
 *
 * next/font/local only knows Arial and Times New Roman as fallbacks (`local(Arial)`): Android and
 * Linux have neither, so their visitors saw the unadjusted system font (DejaVu Sans here is 14 %
 * wider than Inter: the hero's text took one line more until Inter came, a layout shift).
 * The sizes are @capsizecss/core's (size-adjust from the average width of Latin text); metrics
 * come from the font files themselves (@capsizecss/unpack) and, for system fonts, from
 * @capsizecss/metrics. `scripts/font-fallbacks.mjs` writes the stylesheet; a unit test checks that
 * the committed one is what this gives.
 */
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import georgia from '@capsizecss/metrics/georgia'
import helvetica from '@capsizecss/metrics/helvetica'
import notoSerif from '@capsizecss/metrics/notoSerif'
import roboto from '@capsizecss/metrics/roboto'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { fromFile } from '@capsizecss/unpack/fs'

/**
 * DejaVu Sans and Serif, the system fonts of Debian and many Linux desktops (and of the Chromium
 * that runs the journeys and Lighthouse here), which @capsizecss/metrics does not list: read with
 * @capsizecss/unpack from Debian's fonts-dejavu-core 2.37 (/usr/share/fonts/truetype/dejavu).
 */
const dejaVuSans = { familyName: 'DejaVu Sans', fullName: 'DejaVu Sans', postscriptName: 'DejaVuSans', category: 'sans-serif', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 }
const dejaVuSerif = { familyName: 'DejaVu Serif', fullName: 'DejaVu Serif', postscriptName: 'DejaVuSerif', category: 'serif', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1058 }

/** The web fonts (files as fonts.ts names them) and the system fonts each falls back to, most likely first. */
export const FALLBACK_STACKS = [
  {
    family: 'Inter',
    file: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    // Windows and macOS, iOS, Android and ChromeOS, Linux.
    fallbacks: [arial, helvetica, roboto, dejaVuSans],
  },
  {
    family: 'Fraunces',
    file: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    fallbacks: [georgia, timesNewRoman, notoSerif, dejaVuSerif],
  },
]

/** The family name of a fallback face: letters and spaces only, so it needs no quotes in a font-family list. */
export const fallbackFamily = (family, fallback) => `${family} Fallback ${fallback.familyName}`

/** The names fonts.ts lists after a web font, in order. */
export const fallbackFamilies = (family) => {
  const stack = FALLBACK_STACKS.find((entry) => entry.family === family)
  if (!stack) throw new Error(`No fallback stack for ${family}.`)
  return stack.fallbacks.map((fallback) => fallbackFamily(family, fallback))
}

const cssName = (property) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The stylesheet: one `@font-face` per web font and fallback. `root` is the repository's folder. */
export async function fallbackStylesheet(root) {
  const blocks = []
  for (const stack of FALLBACK_STACKS) {
    const metrics = await fromFile(`${root}/${stack.file}`)
    const { fontFaces } = createFontStack([{ ...metrics, familyName: stack.family }, ...stack.fallbacks], { fontFaceFormat: 'styleObject' })
    fontFaces.forEach(({ '@font-face': face }, index) => {
      const properties = { ...face, fontFamily: `"${fallbackFamily(stack.family, stack.fallbacks[index])}"` }
      blocks.push(`@font-face {\n${Object.entries(properties).map(([name, value]) => `  ${cssName(name)}: ${value};`).join('\n')}\n}`)
    })
  }
  return `/* Written by scripts/font-fallbacks.mjs (scripts/lib/font-fallbacks.mjs says how): do not edit. */\n\n${blocks.join('\n\n')}\n`
}
