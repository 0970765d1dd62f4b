import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { GalleryImage, Media } from '@/payload-types'

import { embedDisplay } from './embed-display'
import EmbeddedPlayer from './embedded-player'

// Outside Next's bundler `next/dynamic` renders nothing on the server: render the facade itself.
vi.mock('./lazy-embed-facade.client', async () => ({ LazyEmbedFacade: (await import('./embed-facade.client')).EmbedFacade }))

const media = {
  id: 5,
  alt: 'Still',
  url: '/api/media/file/still.jpg',
  width: 1280,
  height: 720,
  sizes: { medium: { url: '/api/media/file/still-900.webp', width: 900, height: 506 } },
  updatedAt: '',
  createdAt: '',
} as Media

const image = (fields: Partial<GalleryImage>): GalleryImage => ({
  id: 9,
  gallery: 1,
  alt: 'Big Buck Bunny',
  image: media,
  width: 1280,
  height: 720,
  embedStatus: 'ready',
  updatedAt: '',
  createdAt: '',
  ...fields,
})

function render(fields: Partial<GalleryImage>, variant: 'page' | 'column' = 'page') {
  const item = image(fields)
  const display = embedDisplay(item)
  if (display.type !== 'player') throw new Error(`not a player: ${display.type}`)
  return renderToStaticMarkup(<EmbeddedPlayer image={item} display={display} container={{ width: 1088, height: 1000 }} sizes="100vw" variant={variant} />)
}

const youtube = { filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO', embedUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }

describe('the facade as the server renders it', () => {
  it('shows the local picture, a real Play button named after the item, and where the player loads from', () => {
    const html = render(youtube)
    expect(html).toContain('src="/api/media/file/still-900.webp"')
    expect(html).toMatch(/<button type="button" class="embed-facade__play" aria-label="Play: Big Buck Bunny" aria-describedby="[^"]+">.*>Play<\/span><\/button>/)
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)![1]
    expect(html).toContain(`<p class="embed-facade__notice" id="${describedBy}">Loads from YouTube</p>`)
    expect(html).toContain('data-state="idle"')
  })

  it('names no third-party address before the click: no frame, no provider picture', () => {
    const html = render({ ...youtube, thumbUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg' })
    expect(html).not.toContain('<iframe')
    expect(html).not.toMatch(/https?:\/\//)
    // Without a local picture it shows an empty box rather than the provider's thumbnail.
    expect(render({ ...youtube, image: null, thumbUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg' })).not.toContain('ytimg')
  })

  it('keeps a video’s box at the picture’s ratio', () => {
    const html = render(youtube)
    expect(html).toContain('class="embed-facade embed-facade--video embedded-player embedded-player--page"')
    expect(html).toContain('--embed-ratio:1.7777777777777777')
  })

  it('fits an Instagram post with the lightbox footer of 132 px, and offers to show the post', () => {
    const html = render(
      { filetype: 'EMBED_OEMBED_INSTAGRAM_POST', embedUrl: 'https://www.instagram.com/p/VitrineDemo1/', width: 1080, height: 1080, image: { ...media, width: 1080, height: 1080 } },
      'column',
    )
    expect(html).toContain('embed-facade--post')
    expect(html).toContain('--embed-footer:132px')
    // 1000 px high at most: 868 px of square picture, plus the footer.
    expect(html).toContain('width:min(100%, 868px)')
    expect(html).toContain('aria-label="Show post: Big Buck Bunny"')
    expect(html).toContain('Loads from Instagram')
  })
})
