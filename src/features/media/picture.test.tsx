import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { Picture } from './picture'

const media = {
  id: 3,
  alt: 'Dunes at dawn',
  url: '/api/media/file/dunes.jpg',
  width: 1600,
  height: 1067,
  updatedAt: '2026-11-29T04:00:00.000Z',
  createdAt: '2026-11-29T04:00:00.000Z',
  sizes: {
    thumbnail: { url: '/api/media/file/dunes-400x267.webp', width: 400, height: 267 },
    medium: { url: '/api/media/file/dunes-900x600.webp', width: 900, height: 600 },
    large: { url: '/api/media/file/dunes-1600x1067.webp', width: 1600, height: 1067 },
    thumbnailAvif: { url: '/api/media/file/dunes-400x267.avif', width: 400, height: 267 },
    mediumAvif: { url: '/api/media/file/dunes-900x600.avif', width: 900, height: 600 },
    largeAvif: { url: '/api/media/file/dunes-1600x1067.avif', width: 1600, height: 1067 },
  },
} as Media

/** A whole document, as the site renders it: React puts resource hints in its head. */
function page(picture: React.ReactNode): string {
  return renderToString(
    <html lang="en">
      <head />
      <body>{picture}</body>
    </html>,
  )
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'))

describe('Picture', () => {
  it('asks for the page’s main photo from the head, in the format and widths its <picture> picks first', () => {
    const html = page(<Picture media={media} sizes="100vw" preload />)
    const hint = head(html).match(/<link rel="preload"[^>]*>/)?.[0]
    expect(hint).toBeDefined()
    expect(hint).toContain('as="image"')
    expect(hint).toContain('type="image/avif"')
    expect(hint).toContain('fetchPriority="high"')
    expect(hint).toContain('imageSizes="100vw"')
    expect(hint).toContain('/api/media/file/dunes-400x267.avif 400w, /api/media/file/dunes-900x600.avif 900w, /api/media/file/dunes-1600x1067.avif 1600w')
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/)
  })

  it('leaves a photo further down to load lazily, with no hint', () => {
    const html = page(<Picture media={media} sizes="100vw" />)
    expect(head(html)).not.toContain('rel="preload"')
    expect(html).toContain('loading="lazy"')
  })

  it('loads the first screen of a grid at once and with high priority, but hints none of it from the head', () => {
    const html = page(
      <>
        {[1, 2, 3, 4, 5, 6].map((id) => (
          <Picture key={id} media={{ ...media, id }} sizes="50vw" priority />
        ))}
      </>,
    )
    expect(head(html)).not.toContain('rel="preload"')
    expect(html.match(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/g)).toHaveLength(6)
  })

  it('names the WebP widths when there are no AVIF variants', () => {
    const webpOnly = { ...media, sizes: { thumbnail: media.sizes?.thumbnail, medium: media.sizes?.medium, large: media.sizes?.large } } as Media
    const hint = head(page(<Picture media={webpOnly} sizes="100vw" preload />)).match(/<link rel="preload"[^>]*>/)?.[0]
    expect(hint).toContain('type="image/webp"')
    expect(hint).toContain('/api/media/file/dunes-900x600.webp 900w')
  })

  describe('in a frame that crops it', () => {
    const tiled = {
      ...media,
      sizes: {
        ...media.sizes,
        tile: { url: '/api/media/file/dunes-400x200.webp', width: 400, height: 200 },
        tileAvif: { url: '/api/media/file/dunes-400x200.avif', width: 400, height: 200 },
      },
    } as Media

    it('serves the cropped 400 × 200 tile in place of the 400 px width when the frame is 2:1 or wider', () => {
      for (const ratio of [2, 180 / 90, 3]) {
        const html = page(<Picture media={tiled} sizes="50vw" frameRatio={ratio} />)
        expect(html).toContain('srcSet="/api/media/file/dunes-400x200.avif 400w, /api/media/file/dunes-900x600.avif 900w, /api/media/file/dunes-1600x1067.avif 1600w"')
        expect(html).toContain('srcSet="/api/media/file/dunes-400x200.webp 400w, /api/media/file/dunes-900x600.webp 900w, /api/media/file/dunes-1600x1067.webp 1600w"')
        expect(html).not.toContain('400x267')
      }
    })

    it('keeps the whole photo in a narrower frame, which the tile would leave with its sides cut away, and without a frame', () => {
      for (const ratio of [1, 3 / 2, 1.9, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
        const html = page(<Picture media={tiled} sizes="50vw" frameRatio={ratio} />)
        expect(html).toContain('/api/media/file/dunes-400x267.avif 400w')
        expect(html).not.toContain('400x200')
      }
    })

    it('keeps the 400 px width of a photo uploaded before tiles were made', () => {
      const html = page(<Picture media={media} sizes="50vw" frameRatio={2} />)
      expect(html).toContain('srcSet="/api/media/file/dunes-400x267.avif 400w, /api/media/file/dunes-900x600.avif 900w')
    })
  })
})
