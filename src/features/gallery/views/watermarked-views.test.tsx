/**
 * A gallery that bakes the watermark in hands its views records from withWatermarkedImage
 * (gallery-view.tsx, the photo page). These renders pin that every view and the slideshow take
 * every image URL from those records: none of them may reach an original.
 */
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import { withWatermarkedImage } from '@/features/media'
import { SlideshowView, toSlides } from '@/features/slideshow'
import type { Gallery, GalleryImage, GallerySetting, Media } from '@/payload-types'

import { viewSettings } from '../view-settings'
import { BlogStyleView } from './blog-style-view'
import { MasonryView } from './masonry-view'
import { MosaicView } from './mosaic-view'
import { ThumbnailsView } from './thumbnails-view'
import type { ImagesViewProps } from './types'

/** The whole HTML, with every part that loads on demand (a Suspense boundary) rendered, as a server renders a page. */
async function renderComplete(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node)
  return new Response(prelude).text()
}

const site = { thumbWidth: 180, thumbHeight: 90, thumbGap: 4, maxColumns: 5, masonryColumns: 4, mosaicRowHeight: 220 } as GallerySetting

function media(id: number): Media {
  const size = (w: number, format: string) => ({ url: `/api/media/file/photo-${id}-${w}.${format}`, width: w, height: (w * 2) / 3 })
  return {
    id,
    alt: `Media ${id}`,
    url: `/api/media/file/photo-${id}.jpg`,
    thumbnailURL: `/api/media/file/photo-${id}-400.webp`,
    width: 1500,
    height: 1000,
    sizes: {
      thumbnail: size(400, 'webp'),
      medium: size(900, 'webp'),
      large: size(1500, 'webp'),
      thumbnailAvif: size(400, 'avif'),
      mediumAvif: size(900, 'avif'),
      largeAvif: size(1500, 'avif'),
    },
    updatedAt: '2026-11-22T10:00:00.000Z',
    createdAt: '2026-11-22T10:00:00.000Z',
  } as Media
}

const uploaded: GalleryImage[] = [1, 2, 3].map((id) => ({
  id,
  gallery: 1,
  alt: `Photo ${id}`,
  image: media(id),
  imageUrl: `/api/media/file/photo-${id}.jpg`,
  thumbUrl: `/api/media/file/photo-${id}-400.webp`,
  width: 1500,
  height: 1000,
  updatedAt: '',
  createdAt: '',
}))
const images = uploaded.map((image) => withWatermarkedImage(image, { version: 'abcdefabcdef' }))
const gallery = { id: 1, name: 'Harbours', slug: 'harbours', source: 'upload', view: { watermark: true }, updatedAt: '', createdAt: '' } as Gallery

const views = [
  ['thumbnails', ThumbnailsView],
  ['masonry', MasonryView],
  ['mosaic', MosaicView],
  ['blog style', BlogStyleView],
] as const

describe('a watermarked gallery’s images', () => {
  it.each(views)('reach the %s view only by watermarked URLs', (_, View: (props: ImagesViewProps) => React.ReactNode) => {
    const html = renderToStaticMarkup(
      <View images={images} settings={viewSettings({ view: {} }, site)} gallery={gallery} gallerySlug="harbours" headingLevel={2} eager />,
    )
    expect(html).toContain('/media/watermarked/2/medium.avif?v=abcdefabcdef-')
    expect(html).not.toContain('/api/media/file/')
  })

  it('reach the slideshow’s slides and filmstrip only by watermarked URLs', async () => {
    const slides = toSlides('harbours', images)
    expect(slides[0].src).toMatch(/^\/media\/watermarked\/1\/large\.webp\?v=abcdefabcdef-/)
    expect(slides[0].thumbSrc).toMatch(/^\/media\/watermarked\/1\/thumbnail\.webp\?v=/)
    expect(JSON.stringify(slides)).not.toContain('/api/media/file/')
    const html = await renderComplete(<SlideshowView gallery={gallery} images={images} />)
    expect(html).toContain('/media/watermarked/1/large.webp')
    expect(html).not.toContain('/api/media/file/')
  })

  it('are left alone when there is no picture to watermark (an embed without a local copy)', () => {
    const embed = { ...uploaded[0], image: null, thumbUrl: 'https://i.ytimg.com/vi/x/hqdefault.jpg' }
    expect(withWatermarkedImage(embed, { version: 'abcdefabcdef' })).toBe(embed)
  })
})
