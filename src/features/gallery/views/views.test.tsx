import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Gallery, GalleryImage, GallerySetting, Media } from '@/payload-types'

import { viewSettings, type ViewSettings } from '../view-settings'
import { BlogStyleView } from './blog-style-view'
import { MasonryView } from './masonry-view'
import { MosaicView } from './mosaic-view'
import { ThumbnailsView } from './thumbnails-view'
import { FIRST_SCREEN_IMAGES, type ImagesViewProps, PRIORITY_IMAGES } from './types'

const site = {
  id: 1,
  imagesPerPage: 30,
  thumbWidth: 180,
  thumbHeight: 90,
  thumbGap: 4,
  maxColumns: 5,
  masonryColumns: 4,
  mosaicRowHeight: 220,
  showSearch: true,
  showSort: true,
  enableComments: true,
} as GallerySetting

function media(id: number, width: number, height: number): Media {
  const size = (w: number, format: string) => ({ url: `/api/media/file/photo-${id}-${w}.${format}`, width: w, height: Math.round((w * height) / width) })
  return {
    id,
    alt: `Media ${id}`,
    url: `/api/media/file/photo-${id}.jpg`,
    width,
    height,
    placeholder: '#336699', // the dominant colour, shown behind the image while it loads
    sizes: {
      thumbnail: size(400, 'webp'),
      medium: size(900, 'webp'),
      large: size(1600, 'webp'),
      thumbnailAvif: size(400, 'avif'),
      mediumAvif: size(900, 'avif'),
      largeAvif: size(1600, 'avif'),
    },
    updatedAt: '',
    createdAt: '',
  } as Media
}

const sizes = [
  [1600, 1067],
  [1200, 1600],
  [1600, 900],
  [1000, 1000],
  [1600, 1200],
]
// Thirty images: more than the first rows, which load at once.
const images: GalleryImage[] = Array.from({ length: 30 }, (_, i) => sizes[i % sizes.length]).map(([width, height], i) => ({
  id: i + 1,
  gallery: 1,
  alt: `Photo number ${i + 1}`,
  description: `Description ${i + 1}`,
  image: media(i + 1, width, height),
  width,
  height,
  hitCount: 1234 + i,
  avgRating: i === 0 ? 4.25 : 0,
  rateCount: i === 0 ? 8 : 0,
  commentCount: i,
  updatedAt: '',
  createdAt: '',
}))

const gallery = { id: 1, name: 'Landscapes', slug: 'landscapes', source: 'upload', updatedAt: '', createdAt: '' } as Gallery

function render(View: (props: ImagesViewProps) => React.ReactNode, settings: Partial<ViewSettings> = {}) {
  return renderToStaticMarkup(
    <View images={images} settings={{ ...viewSettings({ view: {} }, site), ...settings }} gallery={gallery} gallerySlug="landscapes" headingLevel={3} eager />,
  )
}

const views = [
  ['thumbnails', ThumbnailsView],
  ['masonry', MasonryView],
  ['mosaic', MosaicView],
  ['blog style', BlogStyleView],
] as const

describe.each(views)('the %s view on the server', (_, View) => {
  it('renders every image as a link to its photo page, with width, height and srcset', () => {
    const html = render(View, { showTitle: false })
    for (const image of images) {
      expect(html).toContain(`href="/galleries/landscapes/${image.id}"`)
      expect(html).toContain(`alt="${image.alt}"`)
    }
    expect(html.match(/<img /g)).toHaveLength(images.length)
    expect(html).toMatch(/<img [^>]*width="1600" height="1067"/)
    expect(html).toContain('srcSet="/api/media/file/photo-1-400.webp 400w, /api/media/file/photo-1-900.webp 900w, /api/media/file/photo-1-1600.webp 1600w"')
    expect(html).toContain('type="image/avif"')
    expect(html).toContain('data-gallery-item')
  })

  it('loads the first images at once and the rest lazily', () => {
    const html = render(View)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('loading="lazy"')
  })

  it(`asks for at most ${PRIORITY_IMAGES} images with high priority, and loads at most ${FIRST_SCREEN_IMAGES} at once: a phone's first screen`, () => {
    const html = render(View)
    const atOnce = html.match(/<img [^>]*loading="eager"/g) ?? []
    const high = html.match(/<img [^>]*fetchPriority="high"/g) ?? []
    expect(high.length).toBeGreaterThanOrEqual(1)
    expect(high.length).toBeLessThanOrEqual(PRIORITY_IMAGES)
    expect(atOnce.length).toBeGreaterThanOrEqual(high.length)
    expect(atOnce.length).toBeLessThanOrEqual(FIRST_SCREEN_IMAGES)
  })

  it('shows hits, rating and comments only when asked', () => {
    expect(render(View)).not.toContain('gallery-stats')
    const html = render(View, { showHitCount: true, showRating: true, showCommentCount: true })
    expect(html).toContain('1,234 views · rated 4.3 of 5 (8 votes) · 0 comments')
    expect(html).toContain('1,235 views · not rated yet · 1 comment<')
  })
})

describe.each(views)('the %s view and the popup', (_, View) => {
  it('enableLightbox on: image links open the popup (data-lightbox), and stay links to the photo page', () => {
    const html = render(View, { lightbox: true })
    const tags = [...html.matchAll(/<a [^>]*data-lightbox="(\d+)"[^>]*>/g)]
    expect(new Set(tags.map((tag) => Number(tag[1])))).toEqual(new Set(images.map((image) => image.id)))
    for (const [tag, id] of tags) expect(tag).toContain(`href="/galleries/landscapes/${id}"`)
  })

  it('enableLightbox off: plain links to the photo page', () => {
    expect(render(View, { lightbox: false })).not.toContain('data-lightbox')
  })

  it('an image with a redirect URL links there, and not to the popup', () => {
    const redirected = images.map((image, i) => (i === 0 ? { ...image, redirectUrl: 'https://example.com/print-shop' } : i === 1 ? { ...image, redirectUrl: 'javascript:alert(1)' } : image))
    const html = renderToStaticMarkup(
      <View images={redirected} settings={{ ...viewSettings({ view: {} }, site), lightbox: true }} gallery={gallery} gallerySlug="landscapes" headingLevel={3} eager />,
    )
    expect(html).toContain('href="https://example.com/print-shop"')
    expect(html).not.toContain('data-lightbox="1"')
    // Only http(s) addresses redirect.
    expect(html).not.toContain('javascript:')
    expect(html).toContain('data-lightbox="2"')
  })

  it('a searched or sorted view’s links carry that set to the photo page', () => {
    const html = renderToStaticMarkup(
      <View images={images} settings={viewSettings({ view: {} }, site)} gallery={gallery} gallerySlug="landscapes" headingLevel={3} eager photoQuery="?bwg_search_0=hill" />,
    )
    expect(html).toContain('href="/galleries/landscapes/3?bwg_search_0=hill"')
  })
})

describe('view layouts', () => {
  it('thumbnails: a 2:1 or wider grid is served each photo’s cropped tile, a squarer one the whole photo; the other views never', () => {
    const tiled = images.map((image) => {
      const photo = image.image as Media
      const tile = (format: string) => ({ url: `/api/media/file/photo-${image.id}-400x200.${format}`, width: 400, height: 200 })
      return { ...image, image: { ...photo, sizes: { ...photo.sizes, tile: tile('webp'), tileAvif: tile('avif') } } }
    })
    const renderTiled = (View: (props: ImagesViewProps) => React.ReactNode, settings: Partial<ViewSettings>) =>
      renderToStaticMarkup(<View images={tiled} settings={{ ...viewSettings({ view: {} }, site), ...settings }} gallery={gallery} gallerySlug="landscapes" headingLevel={3} eager />)
    const wide = renderTiled(ThumbnailsView, {})
    expect(wide.match(/photo-\d+-400x200\.avif 400w/g)).toHaveLength(images.length)
    expect(wide).toContain('srcSet="/api/media/file/photo-2-400x200.webp 400w, /api/media/file/photo-2-900.webp 900w, /api/media/file/photo-2-1600.webp 1600w"')
    expect(wide).not.toMatch(/photo-\d+-400\.(webp|avif)/)
    expect(renderTiled(ThumbnailsView, { thumbWidth: 300, thumbHeight: 100 })).toContain('photo-1-400x200.avif 400w')
    const square = renderTiled(ThumbnailsView, { thumbWidth: 160, thumbHeight: 160 })
    expect(square).not.toContain('400x200')
    expect(square).toContain('/api/media/file/photo-1-400.avif 400w')
    for (const View of [MasonryView, MosaicView, BlogStyleView]) expect(renderTiled(View, {})).not.toContain('400x200')
  })

  it('thumbnails: a visible title names the link and leaves the image decorative', () => {
    const html = render(ThumbnailsView, { showTitle: true })
    expect(html).toContain('<span class="thumbnails__title">Photo number 1</span>')
    expect(html).toContain('alt=""')
  })

  it('masonry: images in the configured number of columns, frames sized from the image', () => {
    const html = render(MasonryView)
    expect(html.match(/class="masonry__column"/g)).toHaveLength(4)
    expect(html).toMatch(/class="gallery-frame gallery-frame--natural" style="aspect-ratio:1\.49953/)
  })

  it('mosaic: every image gets its share of its row', () => {
    const html = render(MosaicView)
    const shares = [...html.matchAll(/--share:([\d.]+)/g)].map((match) => Number(match[1]))
    expect(shares).toHaveLength(images.length)
    for (const share of shares) expect(share).toBeGreaterThan(0)
  })

  it('blog style: a heading per image at the level asked, and the description', () => {
    const html = render(BlogStyleView)
    expect(html).toContain('<h3 class="blog-style__title">Photo number 2</h3>')
    expect(html).toContain('<p class="blog-style__text">Description 2</p>')
  })
})

describe('videos and posts in the views', () => {
  const video: GalleryImage = {
    ...images[0],
    id: 101,
    alt: 'Big Buck Bunny',
    filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO',
    embedUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    embedStatus: 'ready',
    isEmbedVideo: true,
  }
  const post: GalleryImage = {
    ...images[1],
    id: 102,
    alt: 'Morning in the studio',
    filetype: 'EMBED_OEMBED_INSTAGRAM_POST',
    embedUrl: 'https://www.instagram.com/p/VitrineDemo1/',
    embedStatus: 'ready',
  }
  const renderWith = (View: (props: ImagesViewProps) => React.ReactNode, list: GalleryImage[], settings: Partial<ViewSettings> = {}) =>
    renderToStaticMarkup(
      <View images={list} settings={{ ...viewSettings({ view: {} }, site), ...settings }} gallery={gallery} gallerySlug="videos" headingLevel={3} eager />,
    )

  it.each([
    ['thumbnails', ThumbnailsView],
    ['masonry', MasonryView],
    ['mosaic', MosaicView],
  ] as const)('%s: a decorative play badge, and the link’s name says what opens', (_, View) => {
    const html = renderWith(View, [video, post, images[2]], { showTitle: false })
    expect(html.match(/class="gallery-frame__play" aria-hidden="true"/g)).toHaveLength(2)
    expect(html).toMatch(/href="\/galleries\/videos\/101"[^>]*>.*?alt="Big Buck Bunny".*?<span class="visually-hidden"> \(video\)<\/span><\/a>/)
    expect(html).toMatch(/href="\/galleries\/videos\/102"[^>]*>.*?<span class="visually-hidden"> \(Instagram post\)<\/span><\/a>/)
    // Thumbnails of embeds are their local media, as for photos.
    expect(html).toContain('/api/media/file/photo-1-400.webp')
  })

  it('thumbnails with titles: the note follows the title in the link’s name', () => {
    const html = renderWith(ThumbnailsView, [video], { showTitle: true })
    expect(html).toContain('<span class="thumbnails__title">Big Buck Bunny</span><span class="visually-hidden"> (video)</span></a>')
  })

  it('an embed that is not ready shows its picture without a badge, or its title; never a provider’s thumbnail', () => {
    const pending = { ...video, embedStatus: 'pending' as const }
    const failed = { ...video, id: 103, embedStatus: 'failed' as const, image: null, thumbUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg' }
    const html = renderWith(ThumbnailsView, [pending, failed], { showTitle: false })
    expect(html).not.toContain('gallery-frame__play')
    expect(html).not.toContain('(video)')
    expect(html).toContain('alt="Big Buck Bunny"')
    expect(html).not.toContain('ytimg')
    expect(html).toContain('<span class="gallery-frame__missing">Big Buck Bunny</span>')
  })
})
