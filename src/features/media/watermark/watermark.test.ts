import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { escapeXml, textWatermarkSvg, watermarkFingerprint, watermarkPlacement, watermarkSpec, type WatermarkSpec } from './watermark'

const text = (overrides: Partial<Extract<WatermarkSpec, { kind: 'text' }>> = {}): WatermarkSpec => ({
  kind: 'text',
  text: '© Vitrine',
  fontSize: 20,
  opacity: 0.3,
  position: 'bottom-right',
  ...overrides,
})

const logo = { id: 7, filename: 'logo.png', filesize: 1234, width: 200, height: 100 }
const image = (overrides: Partial<Extract<WatermarkSpec, { kind: 'image' }>> = {}): WatermarkSpec => ({
  kind: 'image',
  image: logo,
  opacity: 0.5,
  position: 'top-right',
  ...overrides,
})

describe('watermarkSpec reads the gallery settings', () => {
  const base = { watermarkFontSize: 24, watermarkOpacity: 40, watermarkPosition: 'top-left' as const }

  it('gives a text mark with the opacity as a fraction and the text on one line', () => {
    expect(watermarkSpec({ ...base, watermarkType: 'text', watermarkText: '  © Ada\n\tLovelace \u0001 ' })).toEqual({
      kind: 'text',
      text: '© Ada Lovelace',
      fontSize: 24,
      opacity: 0.4,
      position: 'top-left',
    })
  })

  it('gives nothing to bake in for type none, blank text, an image not read as a document, or opacity 0', () => {
    expect(watermarkSpec({ ...base, watermarkType: 'none', watermarkText: 'x' })).toBeNull()
    expect(watermarkSpec({ ...base, watermarkType: 'text', watermarkText: ' \n ' })).toBeNull()
    expect(watermarkSpec({ ...base, watermarkType: 'image', watermarkImage: 7 })).toBeNull()
    expect(watermarkSpec({ ...base, watermarkType: 'text', watermarkText: 'x', watermarkOpacity: 0 })).toBeNull()
  })

  it('gives an image mark from the populated document, clamping opacity and defaulting the position', () => {
    const doc = { id: 7, alt: 'Logo', filename: 'logo.png', filesize: 1234, width: 200, height: 100, updatedAt: '', createdAt: '' } as Media
    expect(watermarkSpec({ ...base, watermarkType: 'image', watermarkImage: doc, watermarkOpacity: 150, watermarkPosition: null })).toEqual({
      kind: 'image',
      image: logo,
      opacity: 1,
      position: 'bottom-right',
    })
  })
})

describe('watermarkFingerprint changes with anything that changes the pixels', () => {
  it('differs for text, size, opacity, position and the image file', () => {
    const prints = [
      text(),
      text({ text: '© Other' }),
      text({ fontSize: 21 }),
      text({ opacity: 0.31 }),
      text({ position: 'center' }),
      image(),
      image({ image: { ...logo, filename: 'logo-1.png' } }),
    ].map(watermarkFingerprint)
    expect(new Set(prints).size).toBe(prints.length)
    expect(watermarkFingerprint(text())).toBe(watermarkFingerprint(text()))
  })
})

describe('watermarkPlacement scales with the variant width (font size given for 800 px)', () => {
  it('puts 20 px text at 40 px on the 1600 px large size, 32 px in from the bottom-right corner', () => {
    expect(watermarkPlacement(text(), { width: 1600, height: 1067 })).toEqual({
      kind: 'text',
      text: '© Vitrine',
      fontSize: 40,
      x: 1568,
      // baseline: 1067 − 32 margin − 8 (0.2 em of descent)
      y: 1027,
      anchor: 'end',
      opacity: 0.3,
      strokeWidth: 2.5,
    })
  })

  it('halves everything on the 400 px thumbnail, top-left', () => {
    const p = watermarkPlacement(text({ position: 'top-left' }), { width: 400, height: 267 })
    // margin 8, baseline 8 + 8 (0.8 em of ascent)
    expect(p).toMatchObject({ fontSize: 10, x: 8, y: 16, anchor: 'start' })
  })

  it('centres text on both axes', () => {
    expect(watermarkPlacement(text({ position: 'center' }), { width: 800, height: 500 })).toMatchObject({ fontSize: 20, x: 400, y: 256, anchor: 'middle' })
  })

  it('fits an image mark into a 90 px box at 800 px, keeping its ratio, in the top-right corner', () => {
    expect(watermarkPlacement(image(), { width: 800, height: 500 })).toEqual({ kind: 'image', left: 694, top: 16, width: 90, height: 45, opacity: 0.5 })
  })

  it('doubles the image box on 1600 px and places it bottom-left and in the centre', () => {
    expect(watermarkPlacement(image({ position: 'bottom-left' }), { width: 1600, height: 900 })).toMatchObject({ left: 32, top: 778, width: 180, height: 90 })
    expect(watermarkPlacement(image({ position: 'center' }), { width: 1600, height: 900 })).toMatchObject({ left: 710, top: 405, width: 180, height: 90 })
  })

  it('keeps an image mark inside a very flat image', () => {
    // 900 px wide, 40 px high: the box is 101.25 px but only 40 − 2 × 18 = 4 px of height fit.
    const p = watermarkPlacement(image({ position: 'bottom-right' }), { width: 900, height: 40 })
    expect(p).toMatchObject({ width: 8, height: 4, left: 874, top: 18 })
  })
})

describe('textWatermarkSvg', () => {
  it('escapes the editor’s text so it cannot break out of the SVG', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;')
    const placement = watermarkPlacement(text({ text: '</text><image href="file:///etc/passwd"/>' }), { width: 800, height: 500 })
    const svg = textWatermarkSvg(placement as Extract<typeof placement, { kind: 'text' }>, { width: 800, height: 500 })
    expect(svg).not.toContain('<image')
    expect(svg).toContain('&lt;/text&gt;&lt;image href=&quot;file:///etc/passwd&quot;/&gt;</text></svg>')
    expect(svg).toContain('width="800" height="500"')
    expect(svg).toContain('x="784" y="480" text-anchor="end"')
    expect(svg).toContain('fill-opacity="0.3"')
  })
})
