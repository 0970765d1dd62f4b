import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { create } from 'fontkitten'
import { describe, expect, it } from 'vitest'

import { FONT_SUBSETS, WEIGHT_RANGE, subsetOf } from './font-subsets.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const open = (file) => create(fs.readFileSync(path.join(root, file)))

describe('the site’s cut-down font files', () => {
  it.each(FONT_SUBSETS)('$target is what its source gives (rerun scripts/font-subsets.mjs)', async (font) => {
    expect(Buffer.compare(fs.readFileSync(path.join(root, font.target)), await subsetOf(root, font))).toBe(0)
  })

  it.each(FONT_SUBSETS)('$target draws every character its source draws, with the same OpenType features', (font) => {
    const source = open(font.source)
    const subset = open(font.target)
    expect(source.characterSet.filter((code) => code >= 0x20 && !subset.characterSet.includes(code))).toEqual([])
    const features = (file) => (file.GSUB?.featureList ?? []).map((feature) => feature.tag).sort()
    expect(features(subset)).toEqual(features(source))
  })

  it.each(FONT_SUBSETS)('$target keeps the weights 400 to 700, and is smaller than its source', (font) => {
    const axis = open(font.target).variationAxes.wght
    expect([axis.min, axis.max]).toEqual([WEIGHT_RANGE.min, WEIGHT_RANGE.max])
    expect(fs.statSync(path.join(root, font.target)).size).toBeLessThan(fs.statSync(path.join(root, font.source)).size * 0.95)
  })

  it('are the files fonts.ts loads, declared with the weights they have', () => {
    const fontsTs = fs.readFileSync(path.join(root, 'src/app/(site)/fonts.ts'), 'utf8')
    for (const font of FONT_SUBSETS) {
      expect(fontsTs).toContain(`path: './fonts/${path.basename(font.target)}', style: '${font.target.includes('italic') ? 'italic' : 'normal'}', weight: '${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max}'`)
    }
  })
})
