import { describe, expect, it } from 'vitest'

import type { GalleryImage, Media } from '@/payload-types'

import { toSlides } from './slideshow-view'

const media = (id: number) =>
  ({
    id,
    alt: '',
    url: `/api/media/file/still-${id}.jpg`,
    width: 1280,
    height: 720,
    sizes: { large: { url: `/api/media/file/still-${id}-1600.webp`, width: 1280 }, thumbnail: { url: `/api/media/file/still-${id}-400.webp`, width: 400 } },
    updatedAt: '',
    createdAt: '',
  }) as Media

const image = (id: number, fields: Partial<GalleryImage>): GalleryImage => ({ id, gallery: 1, alt: `Item ${id}`, updatedAt: '', createdAt: '', ...fields })

describe('toSlides with videos and posts', () => {
  it('gives a ready video its player, a post Vitrine’s frame, and a Flickr video a link', () => {
    const slides = toSlides('videos', [
      image(1, { image: media(1), filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO', embedUrl: 'https://youtu.be/aqz-KE-bpKQ', embedStatus: 'ready', isEmbedVideo: true }),
      image(2, { image: media(2), filetype: 'EMBED_OEMBED_INSTAGRAM_POST', embedUrl: 'https://www.instagram.com/p/VitrineDemo1/', embedStatus: 'ready' }),
      image(3, { image: media(3), filetype: 'EMBED_OEMBED_FLICKR_VIDEO', embedUrl: 'https://www.flickr.com/photos/someone/52345678901/', embedStatus: 'ready', isEmbedVideo: true }),
      image(4, { image: media(4), filetype: 'image/jpeg' }),
    ])
    expect(slides.map((slide) => slide.embed)).toEqual([
      { type: 'player', action: 'Play', providerName: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0', framed: false },
      { type: 'player', action: 'Show post', providerName: 'Instagram', src: '/embed-frame/2', framed: true },
      { type: 'link', providerName: 'Flickr', href: 'https://www.flickr.com/photos/someone/52345678901/' },
      undefined,
    ])
    expect(slides[0]).toMatchObject({ src: '/api/media/file/still-1-1600.webp', thumbSrc: '/api/media/file/still-1-400.webp', isEmbedVideo: true })
  })

  it('never gives an embed a provider’s picture: one without a local picture is left out', () => {
    const remote = 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg'
    const slides = toSlides('videos', [
      image(1, { filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO', embedUrl: 'https://youtu.be/aqz-KE-bpKQ', embedStatus: 'ready', imageUrl: remote, thumbUrl: remote }),
      image(2, { filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO', embedUrl: 'https://youtu.be/aqz-KE-bpKQ', embedStatus: 'pending', thumbUrl: '/api/media/file/local.webp' }),
    ])
    expect(slides).toHaveLength(1)
    expect(slides[0]).toMatchObject({ id: 2, src: '/api/media/file/local.webp', embed: undefined })
    expect(JSON.stringify(slides)).not.toContain('ytimg')
  })
})
