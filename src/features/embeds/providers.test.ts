import { describe, expect, it } from 'vitest'

import { parseEmbedFiletype, playerUrl, recognizeEmbed, withKind } from './providers'

describe('recognizeEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'EMBED_OEMBED_YOUTUBE_VIDEO', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'EMBED_OEMBED_YOUTUBE_VIDEO', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'EMBED_OEMBED_YOUTUBE_VIDEO', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'EMBED_OEMBED_VIMEO_VIDEO', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'EMBED_OEMBED_VIMEO_VIDEO', '76979871'],
    ['https://www.dailymotion.com/video/x7tgad0_some-title', 'EMBED_OEMBED_DAILYMOTION_VIDEO', 'x7tgad0'],
    ['https://dai.ly/x7tgad0', 'EMBED_OEMBED_DAILYMOTION_VIDEO', 'x7tgad0'],
    ['https://www.flickr.com/photos/someone/52345678901/', 'EMBED_OEMBED_FLICKR_IMAGE', '52345678901'],
    ['https://flic.kr/p/2nAbCdE', 'EMBED_OEMBED_FLICKR_IMAGE', '2nAbCdE'],
    ['https://www.instagram.com/p/CxYz123AbC/', 'EMBED_OEMBED_INSTAGRAM_IMAGE', 'CxYz123AbC'],
    ['https://www.instagram.com/reel/CxYz123AbC/', 'EMBED_OEMBED_INSTAGRAM_VIDEO', 'CxYz123AbC'],
    ['https://www.facebook.com/watch/?v=10153231379946729', 'EMBED_OEMBED_FACEBOOK_VIDEO', '10153231379946729'],
    ['https://www.facebook.com/somepage/videos/10153231379946729/', 'EMBED_OEMBED_FACEBOOK_VIDEO', '10153231379946729'],
    ['https://www.facebook.com/photo/?fbid=10153231379946729', 'EMBED_OEMBED_FACEBOOK_IMAGE', '10153231379946729'],
    ['https://imgur.com/gallery/some-title-AbCdE12', 'EMBED_OEMBED_IMGUR_IMAGE', 'AbCdE12'],
    ['https://i.imgur.com/AbCdE12.jpg', 'EMBED_OEMBED_IMGUR_IMAGE', 'AbCdE12'],
  ])('%s is %s', (input, filetype, id) => {
    expect(recognizeEmbed(input)).toMatchObject({ filetype, id })
  })

  it('asks for the whole Instagram post when told to', () => {
    expect(recognizeEmbed('https://instagram.com/p/CxYz123AbC', { wholePost: true })?.filetype).toBe('EMBED_OEMBED_INSTAGRAM_POST')
    // Other providers have no "whole post".
    expect(recognizeEmbed('https://youtu.be/dQw4w9WgXcQ', { wholePost: true })?.filetype).toBe('EMBED_OEMBED_YOUTUBE_VIDEO')
  })

  it.each([
    '',
    'not a url',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=<script>xx',
    'https://example.com/p/CxYz123AbC',
    `https://youtu.be/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(recognizeEmbed(input)).toBeNull()
  })
})

describe('filetypes and players', () => {
  it('reads provider and kind back from a filetype, including the Instagram import’s', () => {
    expect(parseEmbedFiletype('EMBED_OEMBED_VIMEO_VIDEO')).toEqual({ provider: 'VIMEO', kind: 'VIDEO' })
    expect(parseEmbedFiletype('INSTAGRAM_POST')).toEqual({ provider: 'INSTAGRAM', kind: 'POST' })
    expect(parseEmbedFiletype('EMBED_OEMBED_MYSPACE_VIDEO')).toBeNull()
    expect(parseEmbedFiletype('image/jpeg')).toBeNull()
  })

  it('builds the player from the recognized id, never from the stored text', () => {
    expect(playerUrl('EMBED_OEMBED_YOUTUBE_VIDEO', 'https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )
    expect(playerUrl('EMBED_OEMBED_VIMEO_VIDEO', 'https://vimeo.com/76979871')).toContain('dnt=1')
    expect(playerUrl('EMBED_OEMBED_INSTAGRAM_POST', 'https://instagram.com/p/CxYz123AbC')).toBe('https://www.instagram.com/p/CxYz123AbC/embed/captioned/')
    // A filetype that disagrees with the address gives no player.
    expect(playerUrl('EMBED_OEMBED_VIMEO_VIDEO', 'https://youtu.be/dQw4w9WgXcQ')).toBeNull()
  })

  it('has no player for images or Flickr video', () => {
    expect(playerUrl('EMBED_OEMBED_IMGUR_IMAGE', 'https://imgur.com/AbCdE12')).toBeNull()
    const flickr = recognizeEmbed('https://www.flickr.com/photos/someone/52345678901/')!
    expect(playerUrl(withKind(flickr, 'VIDEO').filetype, flickr.url)).toBeNull()
  })
})
