import { describe, expect, it } from 'vitest'

import { embedKey, embedUrlProblem, hasSomethingToShow, validateEmbedUrl } from './gallery-embed'

describe('embedUrlProblem', () => {
  it('accepts every supported address and an empty field', () => {
    expect(embedUrlProblem('https://youtu.be/dQw4w9WgXcQ')).toBeNull()
    expect(embedUrlProblem('instagram.com/reel/CxYz123AbC')).toBeNull()
    expect(embedUrlProblem('  ')).toBeNull()
  })

  it('says which providers Vitrine embeds when the site is not one of them', () => {
    expect(embedUrlProblem('https://www.tiktok.com/@someone/video/7234567890123456789')).toBe(
      'Vitrine cannot embed this address. Paste the address of a YouTube, Vimeo or Dailymotion video, a Flickr photo or video, an Instagram post or reel, a Facebook video or photo, or an Imgur image, such as https://www.youtube.com/watch?v=dQw4w9WgXcQ.',
    )
    expect(embedUrlProblem('javascript:alert(1)')).toMatch(/^Vitrine cannot embed this address/)
  })

  it('asks for a single item when the address is a provider’s other page', () => {
    expect(embedUrlProblem('https://www.youtube.com/@SomeChannel')).toBe(
      'This YouTube address is not a single video. Open the video and copy its address from the address bar or its Share button.',
    )
    expect(embedUrlProblem('https://www.instagram.com/someone/')).toMatch(/^This Instagram address is not a single post or reel\./)
  })

  it('names the length limit', () => {
    expect(embedUrlProblem(`https://youtu.be/${'a'.repeat(3000)}`)).toMatch(/longer than 2048 characters/)
  })
})

describe('validateEmbedUrl', () => {
  it('refuses a new unsupported address but lets an old stored one through unchanged', () => {
    expect(validateEmbedUrl('https://example.com/video.mp4', {})).toMatch(/^Vitrine cannot embed/)
    expect(
      validateEmbedUrl('https://example.com/video.mp4', {
        previousValue: 'https://example.com/video.mp4',
      }),
    ).toBe(true)
    expect(validateEmbedUrl(null, {})).toBe(true)
  })
})

describe('embedKey', () => {
  it('is the same for two addresses of one item and differs for a whole Instagram post', () => {
    expect(embedKey({ embedUrl: 'youtu.be/dQw4w9WgXcQ' })).toBe(embedKey({ embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1' }))
    expect(embedKey({ embedUrl: 'https://instagram.com/p/CxYz123AbC' })).not.toBe(
      embedKey({
        embedUrl: 'https://instagram.com/p/CxYz123AbC',
        embedWholePost: true,
      }),
    )
    expect(embedKey({ embedUrl: 'https://example.com/x' })).toBeNull()
  })
})

describe('hasSomethingToShow', () => {
  it('wants a photo, an embed address or an imported picture', () => {
    expect(hasSomethingToShow({})).toBe(false)
    expect(hasSomethingToShow({ embedUrl: ' ' })).toBe(false)
    expect(hasSomethingToShow({ image: 3 })).toBe(true)
    expect(hasSomethingToShow({ embedUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(true)
    expect(hasSomethingToShow({ thumbUrl: '/api/media/file/imported.webp' })).toBe(true)
  })
})
