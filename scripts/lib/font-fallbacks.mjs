/**
 * Metric-matched fallbacks for the visitor site's typefaces (docs/decisions/024): for each system
 * font a visitor may have instead of Inter or Fraunces, an `@font-face` that draws it scaled and
 * with Inter's (or Fraunces') ascent, descent and line gap, so text laid out in the fallback takes
 * about the same room as in the web font: the same lines and heights (checked at 360–1280 px),
 * with single words and menu items a few pixels off, which average widths cannot avoid.
 *
 * next/font/local only knows Arial and Times New Roman as fallbacks (`local(Arial)`): Android and
 * Linux have neither, so their visitors saw the unadjusted system font (DejaVu Sans here is 14 %
 * wider than Inter: the hero's paragraph took one line more until Inter came, a layout shift).
 * The sizes are @capsizecss/core's (size-adjust from the average width of Latin text); metrics
 * come from the font files themselves (@capsizecss/unpack) and, for system fonts, from
 * @capsizecss/metrics. `scripts/font-fallbacks.mjs` writes the stylesheet; a unit test checks that
 * the committed one is what this gives.
 */
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import frauncesSemiBold from '@capsizecss/metrics/fraunces/600'
import georgia from '@capsizecss/metrics/georgia'
import georgiaBold from '@capsizecss/metrics/georgia/700'
import helvetica from '@capsizecss/metrics/helvetica'
import helveticaBold from '@capsizecss/metrics/helvetica/700'
import interSemiBold from '@capsizecss/metrics/inter/600'
import notoSerif from '@capsizecss/metrics/notoSerif'
import notoSerifBold from '@capsizecss/metrics/notoSerif/700'
import roboto from '@capsizecss/metrics/roboto'
import robotoBold from '@capsizecss/metrics/roboto/700'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700'
import { fromFile } from '@capsizecss/unpack/fs'

/**
 * DejaVu Sans and Serif, the system fonts of Debian and many Linux desktops (and of the Chromium
 * that runs the journeys and Lighthouse here), which @capsizecss/metrics does not list: read with
 * @capsizecss/unpack from Debian's fonts-dejavu-core 2.37 (/usr/share/fonts/truetype/dejavu).
 */
const dejaVuSans = { familyName: 'DejaVu Sans', fullName: 'DejaVu Sans', postscriptName: 'DejaVuSans', category: 'sans-serif', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 }
const dejaVuSerif = { familyName: 'DejaVu Serif', fullName: 'DejaVu Serif', postscriptName: 'DejaVuSerif', category: 'serif', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1058 }
const dejaVuSansBold = { familyName: 'DejaVu Sans', fullName: 'DejaVu Sans Bold', postscriptName: 'DejaVuSans-Bold', category: 'sans-serif', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 }
const dejaVuSerifBold = { familyName: 'DejaVu Serif', fullName: 'DejaVu Serif Bold', postscriptName: 'DejaVuSerif-Bold', category: 'serif', ascent: 1923, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1168 }

/**
 * The web fonts (files as fonts.ts names them) and the system fonts each falls back to, most
 * likely first: Windows and macOS, iOS, Android and ChromeOS, Linux. Each fallback has two faces:
 * its regular font for weights up to 500, scaled to the web font's file (its default instance,
 * 400), and its bold font from 600, scaled to the web font at 600 (@capsizecss/metrics; the
 * weight of the menu, buttons and headings). With one face, bold text was the regular font made
 * bold by the browser, 3 % narrower than Inter at 600: the menu moved 12 px when Inter came.
 */
export const FALLBACK_STACKS = [
  {
    family: 'Inter',
    file: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    fallbacks: [arial, helvetica, roboto, dejaVuSans],
    bold: { metrics: interSemiBold, fallbacks: [arialBold, helveticaBold, robotoBold, dejaVuSansBold] },
  },
  {
    family: 'Fraunces',
    file: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    fallbacks: [georgia, timesNewRoman, notoSerif, dejaVuSerif],
    bold: { metrics: frauncesSemiBold, fallbacks: [georgiaBold, timesNewRomanBold, notoSerifBold, dejaVuSerifBold] },
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

/** One `@font-face` block per fallback of `fallbacks`, scaled to `metrics`, for the weights `weight`. */
function faces(family, metrics, fallbacks, weight, names) {
  const { fontFaces } = createFontStack([{ ...metrics, familyName: family }, ...fallbacks], { fontFaceFormat: 'styleObject' })
  return fontFaces.map(({ '@font-face': face }, index) => {
    // capsize names the family first: overriding it keeps it there.
    const properties = { ...face, fontFamily: `"${fallbackFamily(family, names[index])}"`, fontWeight: weight }
    return `@font-face {\n${Object.entries(properties).map(([name, value]) => `  ${cssName(name)}: ${value};`).join('\n')}\n}`
  })
}

/** The stylesheet: two `@font-face` blocks (regular, bold) per web font and fallback. `root` is the repository's folder. */
export async function fallbackStylesheet(root) {
  const blocks = []
  for (const stack of FALLBACK_STACKS) {
    const metrics = await fromFile(`${root}/${stack.file}`)
    blocks.push(...faces(stack.family, metrics, stack.fallbacks, '100 500', stack.fallbacks))
    blocks.push(...faces(stack.family, stack.bold.metrics, stack.bold.fallbacks, '600 900', stack.fallbacks))
  }
  return `/* Written by scripts/font-fallbacks.mjs (scripts/lib/font-fallbacks.mjs says how): do not edit. */\n\n${blocks.join('\n\n')}\n`
}
