import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { Picture, variantSrcSet } from '../picture'
import { parseWatermarkedRequest, watermarkedUrl, withWatermarkedUrls } from './watermark-urls'

const updatedAt = '2026-11-22T10:00:00.000Z'
const stamp = Date.parse(updatedAt).toString(36)

const media = {
  id: 12,
  alt: 'Harbour',
  url: '/api/media/file/harbour.jpg',
  thumbnailURL: '/api/media/file/harbour-400x267.webp',
  width: 1600,
  height: 1067,
  updatedAt,
  createdAt: updatedAt,
  sizes: {
    thumbnail: { url: '/api/media/file/harbour-400x267.webp', width: 400, height: 267 },
    medium: { url: '/api/media/file/harbour-900x600.webp', width: 900, height: 600 },
    large: { url: '/api/media/file/harbour-1600x1067.webp', width: 1600, height: 1067 },
    thumbnailAvif: { url: '/api/media/file/harbour-400x267.avif', width: 400, height: 267 },
    mediumAvif: { url: '/api/media/file/harbour-900x600.avif', width: 900, height: 600 },
    largeAvif: { url: '/api/media/file/harbour-1600x1067.avif', width: 1600, height: 1067 },
    tile: { url: '/api/media/file/harbour-400x200.webp', width: 400, height: 200 },
    tileAvif: { url: '/api/media/file/harbour-400x200.avif', width: 400, height: 200 },
  },
} as Media

const watermark = { version: '0123456789ab' }

describe('watermarked URLs', () => {
  it('name the media, the variant and format, and version them by the settings and the upload', () => {
    expect(watermarkedUrl(media, 'medium', 'avif', watermark)).toBe(`/media/watermarked/12/medium.avif?v=0123456789ab-${stamp}`)
    expect(watermarkedUrl({ ...media, updatedAt: '2026-11-23T10:00:00.000Z' }, 'medium', 'avif', watermark)).not.toBe(
      watermarkedUrl(media, 'medium', 'avif', watermark),
    )
  })

  it('replace every URL of the document, the original included', () => {
    const marked = withWatermarkedUrls(media, watermark)
    expect(marked.url).toBe(`/media/watermarked/12/large.webp?v=0123456789ab-${stamp}`)
    expect(marked.thumbnailURL).toBe(`/media/watermarked/12/thumbnail.webp?v=0123456789ab-${stamp}`)
    expect(marked.sizes?.largeAvif).toEqual({ url: `/media/watermarked/12/large.avif?v=0123456789ab-${stamp}`, width: 1600, height: 1067 })
    expect(JSON.stringify(marked)).not.toContain('/api/media/file/')
    // The document itself is left alone (it may be cached and shown elsewhere).
    expect(media.sizes?.large?.url).toBe('/api/media/file/harbour-1600x1067.webp')
  })

  it('reach every source of Picture and variantSrcSet when asked, and only then', () => {
    const html = renderToStaticMarkup(<Picture media={media} sizes="100vw" watermark={watermark} />)
    expect(html).not.toContain('/api/media/file/')
    expect(html).toContain(`srcSet="/media/watermarked/12/thumbnail.avif?v=0123456789ab-${stamp} 400w`)
    expect(html).toContain(`src="/media/watermarked/12/medium.webp?v=0123456789ab-${stamp}"`)
    expect(variantSrcSet(media, 'webp', watermark)).toBe(
      ['thumbnail 400w', 'medium 900w', 'large 1600w'].map((s) => s.replace(/^(\w+)/, `/media/watermarked/12/$1.webp?v=0123456789ab-${stamp}`)).join(', '),
    )
    expect(renderToStaticMarkup(<Picture media={media} sizes="100vw" watermark={null} />)).not.toContain('/media/watermarked/')
  })

  // Regression: an upload narrower than 900 px has its medium and large variants at its own
  // width (they are not enlarged), and the srcset named that width twice, which the HTML
  // standard counts as an error (the second candidate is dropped).
  it('name each width once for an upload narrower than the larger variants', () => {
    const logo = {
      ...media,
      width: 600,
      height: 120,
      sizes: {
        thumbnailAvif: { url: '/api/media/file/logo-400x80.avif', width: 400, height: 80 },
        mediumAvif: { url: '/api/media/file/logo-600x120.avif', width: 600, height: 120 },
        largeAvif: { url: '/api/media/file/logo-600x120.avif', width: 600, height: 120 },
      },
    } as Media
    expect(variantSrcSet(logo, 'avif')).toBe('/api/media/file/logo-400x80.avif 400w, /api/media/file/logo-600x120.avif 600w')
  })

  it('watermark the cropped tile a 2:1 frame is served', () => {
    expect(withWatermarkedUrls(media, watermark).sizes?.tileAvif?.url).toBe(`/media/watermarked/12/tile.avif?v=0123456789ab-${stamp}`)
    const html = renderToStaticMarkup(<Picture media={media} sizes="50vw" watermark={watermark} frameRatio={2} />)
    expect(html).toContain(`srcSet="/media/watermarked/12/tile.avif?v=0123456789ab-${stamp} 400w`)
    expect(html).not.toContain('/api/media/file/')
  })
})

describe('parseWatermarkedRequest', () => {
  it('accepts a media id and one of the eight variants', () => {
    expect(parseWatermarkedRequest('12', 'thumbnail.avif')).toEqual({ ok: true, mediaId: 12, variant: 'thumbnail', format: 'avif' })
    expect(parseWatermarkedRequest('12', 'tile.webp')).toEqual({ ok: true, mediaId: 12, variant: 'tile', format: 'webp' })
    expect(parseWatermarkedRequest('2147483647', 'large.webp')).toMatchObject({ ok: true, mediaId: 2147483647 })
  })

  it.each([
    ['0'],
    ['012'],
    ['-1'],
    ['1.5'],
    ['2147483648'],
    ['99999999999999999999999999'],
    ['../../etc'],
    ['12 '],
  ])('refuses the media id %j with a sentence saying what is expected', (id) => {
    const result = parseWatermarkedRequest(id, 'large.webp')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(/^The media id must be a whole number from 1 to 2147483647 \(got ".*"\)\.$/)
  })

  it.each([['original.jpg'], ['large.gif'], ['large.WEBP'], ['large'], ['../large.webp'], ['large.webp/..'], ['mediumAvif.avif'], ['']])(
    'refuses the file %j',
    (file) => {
      expect(parseWatermarkedRequest('12', file)).toEqual({
        ok: false,
        message: `The file must be {variant}.{format}, with variant thumbnail, medium, large, tile and format webp or avif (got ${JSON.stringify(file)}).`,
      })
    },
  )

  it('shortens long input in the message', () => {
    const result = parseWatermarkedRequest('1', 'x'.repeat(5000))
    expect(!result.ok && result.message.length).toBeLessThan(200)
  })
})
