import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { fallbackFamilies, fallbackStylesheet } from './font-fallbacks.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8')

/** The options of the localFont call whose `variable` is `variable`, as written in fonts.ts. */
const fontCall = (variable) =>
  read('src/app/(site)/fonts.ts')
    .split('localFont(')
    .find((part) => part.includes(`variable: '${variable}'`)) ?? ''

/** The `fallback: [...]` list of that call. */
function fallbackList(variable) {
  const list = /fallback: \[([^\]]*)\]/.exec(fontCall(variable))?.[1] ?? ''
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1])
}

describe('the typefaces’ fallbacks', () => {
  it('are the committed stylesheet, as the font files and system metrics give it (rerun scripts/font-fallbacks.mjs)', async () => {
    expect(read('src/app/(site)/font-fallbacks.css')).toBe(await fallbackStylesheet(root))
  })

  it('scale each system font to the web font: DejaVu Sans, wider than Inter, is drawn smaller; Arial larger', async () => {
    const css = await fallbackStylesheet(root)
    const sizeOf = (family) => Number(new RegExp(`"${family}";[^}]*size-adjust: ([\\d.]+)%`).exec(css)?.[1])
    expect(sizeOf('Inter Fallback DejaVu Sans')).toBeCloseTo(93.95, 1)
    expect(sizeOf('Inter Fallback Arial')).toBeCloseTo(107.12, 1)
    expect(sizeOf('Fraunces Fallback Georgia')).toBeGreaterThan(100)
  })

  it('give bold text the system’s bold font, scaled to the web font at 600, not the regular one made bold', async () => {
    const css = await fallbackStylesheet(root)
    const face = (family, weight) => new RegExp(`font-family: "${family}";[^}]*font-weight: ${weight};`).exec(css)?.[0] ?? ''
    expect(face('Inter Fallback DejaVu Sans', '100 500')).toContain("local('DejaVu Sans')")
    expect(face('Inter Fallback DejaVu Sans', '600 900')).toContain("local('DejaVu Sans Bold')")
    expect(face('Inter Fallback Arial', '600 900')).toContain("local('Arial Bold')")
    expect(face('Fraunces Fallback Georgia', '600 900')).toContain("local('Georgia Bold')")
    // DejaVu Sans Bold is wider against Inter at 600 than DejaVu Sans against Inter at 400: drawn smaller still.
    const size = (block) => Number(/size-adjust: ([\d.]+)%/.exec(block)?.[1])
    expect(size(face('Inter Fallback DejaVu Sans', '600 900'))).toBeLessThan(size(face('Inter Fallback DejaVu Sans', '100 500')))
  })

  it('are what fonts.ts lists after each web font, in order, before the generic families', () => {
    expect(fallbackList('--font-body')).toEqual([...fallbackFamilies('Inter'), 'system-ui', 'sans-serif'])
    expect(fallbackList('--font-body-italic')).toEqual([...fallbackFamilies('Inter'), 'system-ui', 'sans-serif'])
    expect(fallbackList('--font-display')).toEqual([...fallbackFamilies('Fraunces'), 'Georgia', 'serif'])
    // next/font's own fallback (a face on local(Arial) put first) would stand in front of them.
    for (const variable of ['--font-body', '--font-body-italic', '--font-display']) expect(fontCall(variable)).toContain('adjustFontFallback: false')
  })
})
