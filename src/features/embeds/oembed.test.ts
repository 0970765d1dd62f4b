import { describe, expect, it } from 'vitest'

import { correctKind, type Oembed, oembedRequest, parseOembed, pictureCandidates, playerSize } from './oembed'
import { recognizeEmbed } from './providers'

const recognized = (url: string, wholePost = false) => {
  const embed = recognizeEmbed(url, { wholePost })
  if (!embed) throw new Error(`not recognized: ${url}`)
  return embed
}

const oembed = (json: object): Oembed => {
  const parsed = parseOembed(JSON.stringify(json))
  if (!parsed) throw new Error('not an oEmbed answer')
  return parsed
}

describe('oembedRequest', () => {
  it('asks the provider’s endpoint about the canonical address, never the pasted text', () => {
    const url = oembedRequest(recognized('youtu.be/dQw4w9WgXcQ?si=tracking'), undefined)!
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/oembed')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      format: 'json',
      maxwidth: '1600',
      maxheight: '1600',
    })
  })

  it('asks Meta only with a token, and Facebook photos at the post endpoint', () => {
    expect(oembedRequest(recognized('https://www.instagram.com/p/CxYz123AbC/'), undefined)).toBeNull()
    const instagram = oembedRequest(recognized('https://www.instagram.com/p/CxYz123AbC/'), '123|abc')!
    expect(instagram.pathname).toBe('/v21.0/instagram_oembed')
    expect(instagram.searchParams.get('access_token')).toBe('123|abc')
    expect(instagram.searchParams.has('maxwidth')).toBe(false)
    expect(oembedRequest(recognized('https://www.facebook.com/watch/?v=10153231379946729'), '123|abc')!.pathname).toBe('/v21.0/oembed_video')
    expect(oembedRequest(recognized('https://www.facebook.com/photo/?fbid=10153231379946729'), '123|abc')!.pathname).toBe('/v21.0/oembed_post')
  })
})

describe('parseOembed', () => {
  it('reads sizes given as numbers or, as Flickr does, as strings', () => {
    expect(
      oembed({
        type: 'photo',
        width: '1024',
        height: '683',
        url: 'https://live.staticflickr.com/1_b.jpg',
      }),
    ).toMatchObject({ width: 1024, height: 683 })
    expect(oembed({ type: 'video', width: 1280.4, height: 720, html: '<iframe>' })).toMatchObject({ width: 1280, height: 720 })
  })

  it('drops sizes that are missing, null, zero or junk', () => {
    expect(oembed({ type: 'rich', width: 658, height: null })).toMatchObject({
      width: 658,
      height: undefined,
    })
    expect(oembed({ type: 'video', width: 0, height: 'tall' })).toMatchObject({
      width: undefined,
      height: undefined,
    })
  })

  it('refuses what is not an oEmbed answer', () => {
    expect(parseOembed('<html>Sign in</html>')).toBeNull()
    expect(parseOembed('{"title":"no type"}')).toBeNull()
    expect(parseOembed('{"type":"movie"}')).toBeNull()
    expect(parseOembed('[]')).toBeNull()
  })
})

describe('what an answer says about the item', () => {
  it('turns a Flickr item into a video when oEmbed says so, and back', () => {
    const flickr = recognized('https://www.flickr.com/photos/someone/52345678901/')
    expect(correctKind(flickr, oembed({ type: 'video' })).filetype).toBe('EMBED_OEMBED_FLICKR_VIDEO')
    expect(correctKind(flickr, oembed({ type: 'photo' })).filetype).toBe('EMBED_OEMBED_FLICKR_IMAGE')
  })

  it('turns an Instagram photo address into a video when the markup is a reel, but keeps a whole post a post', () => {
    const html = '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/reel/CxYz123AbC/?utm_source=ig_embed">'
    expect(correctKind(recognized('https://www.instagram.com/p/CxYz123AbC/'), oembed({ type: 'rich', html })).kind).toBe('VIDEO')
    expect(correctKind(recognized('https://www.instagram.com/p/CxYz123AbC/', true), oembed({ type: 'rich', html })).kind).toBe('POST')
    expect(correctKind(recognized('https://www.instagram.com/p/CxYz123AbC/'), oembed({ type: 'rich', html: html.replace('/reel/', '/p/') })).kind).toBe('IMAGE')
  })

  it('tries YouTube’s largest frame first, then oEmbed’s thumbnail', () => {
    expect(
      pictureCandidates(
        recognized('https://youtu.be/dQw4w9WgXcQ'),
        oembed({
          type: 'video',
          thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        }),
      ),
    ).toEqual(['https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'])
  })

  it('takes a Flickr photo itself before its thumbnail', () => {
    const answer = oembed({
      type: 'photo',
      url: 'https://live.staticflickr.com/1_b.jpg',
      thumbnail_url: 'https://live.staticflickr.com/1_q.jpg',
    })
    expect(pictureCandidates(recognized('https://flic.kr/p/2nAbCdE'), answer)).toEqual([
      'https://live.staticflickr.com/1_b.jpg',
      'https://live.staticflickr.com/1_q.jpg',
    ])
  })

  it('knows where a single Imgur image is, but not an album’s picture', () => {
    expect(pictureCandidates(recognized('https://imgur.com/AbCdE12'), oembed({ type: 'rich' }))).toEqual(['https://i.imgur.com/AbCdE12.jpg'])
    expect(pictureCandidates(recognized('https://imgur.com/a/AbCdE12'), oembed({ type: 'rich' }))).toEqual([])
  })

  it('takes the player size only when both sides are given, and never from a photo', () => {
    expect(playerSize(oembed({ type: 'video', width: 640, height: 360 }))).toEqual({ width: 640, height: 360 })
    expect(playerSize(oembed({ type: 'rich', width: 658, height: null }))).toBeNull()
    expect(playerSize(oembed({ type: 'photo', width: 1024, height: 683 }))).toBeNull()
    expect(playerSize(null)).toBeNull()
  })
})
