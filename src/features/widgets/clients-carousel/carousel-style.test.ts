import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CAROUSEL_BREAKPOINTS, carouselPagesPerScreen, clientsPerPage } from './carousel-pages'

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

  it('shows, until the carousel has measured itself, the server’s page count and controls for the screen it is on, on the same breakpoints', () => {
    const ranges = [...css.matchAll(/@media ([^{]+) \{\s*\.clients-carousel__pages\[data-screen='([\w-]+)'\] \{\s*display: inline;\s*\}\s*\.clients-carousel__controls\[data-single~='([\w-]+)'\] \{\s*display: none;/g)].map((m) => ({
      query: m[1],
      screen: m[2],
      single: m[3],
    }))
    const screens = carouselPagesPerScreen(10).map((screen) => screen.screen)
    expect(ranges.map((range) => range.screen).sort()).toEqual([...screens].sort())
    for (const range of ranges) expect(range.single).toBe(range.screen)
    const [below540, below767, below1024] = CAROUSEL_BREAKPOINTS.map((breakpoint) => breakpoint.below)
    expect(Object.fromEntries(ranges.map((range) => [range.screen, range.query]))).toEqual({
      wide: `(min-width: ${below1024}px)`,
      [`below-${below1024}`]: `(min-width: ${below767}px) and (max-width: ${below1024 - 0.02}px)`,
      [`below-${below767}`]: `(min-width: ${below540}px) and (max-width: ${below767 - 0.02}px)`,
      [`below-${below540}`]: `(max-width: ${below540 - 0.02}px)`,
    })
  })
})

