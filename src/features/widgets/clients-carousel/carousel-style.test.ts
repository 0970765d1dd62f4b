import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CAROUSEL_BREAKPOINTS, clientsPerPage } from './carousel-pages'

/**
 * The stylesheet sets how many logos a page shows (so nothing moves when the script loads);
 * this keeps its media queries on the numbers of carousel-pages.ts.
 */
const css = fs.readFileSync(path.join(import.meta.dirname, '../widgets.css'), 'utf8')

describe('the clients carousel’s stylesheet', () => {
  it('has one rule per breakpoint, just under each width, with that many per page', () => {
    const rules = [...css.matchAll(/@media \(max-width: ([\d.]+)px\) \{\s*\.clients-carousel__slide \{\s*--shown: ([^;]+);/g)].map((m) => ({
      maxWidth: Number(m[1]),
      shown: m[2],
    }))
    expect(rules).toEqual([
      { maxWidth: 1023.98, shown: 'min(var(--per-page, 5), 3)' },
      { maxWidth: 766.98, shown: 'min(var(--per-page, 5), 2)' },
      { maxWidth: 539.98, shown: '1' },
    ])
    for (const [index, breakpoint] of [...CAROUSEL_BREAKPOINTS].reverse().entries()) {
      expect(rules[index].maxWidth).toBe(breakpoint.below - 0.02)
      expect(clientsPerPage(rules[index].maxWidth)).toBe(breakpoint.perPage)
    }
  })

  it('shows --per-page logos (5 by default) above 1024 px', () => {
    expect(css).toMatch(/\.clients-carousel__slide \{\s*--shown: var\(--per-page, 5\);\s*flex: 0 0 calc\(100% \/ var\(--shown\)\);/)
  })
})
