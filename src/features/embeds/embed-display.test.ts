import { describe, expect, it } from 'vitest'

import { embedDisplay, embedNote, isLocalUrl, type EmbedImage } from './embed-display'

const image = (fields: Partial<EmbedImage>): EmbedImage => ({
  id: 7,
  filetype: null,
  embedUrl: null,
  embedStatus: null,
  ...fields,
})

describe('embedDisplay', () => {
  it('shows photos as photos', () => {
    expect(embedDisplay(image({ filetype: 'image/jpeg' }))).toEqual({
      type: 'photo',
    })
  })

  it('plays a ready YouTube or Vimeo video from the provider’s privacy-friendly player', () => {
    expect(
      embedDisplay(
        image({
          filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO',
          embedUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          embedStatus: 'ready',
        }),
      ),
    ).toEqual({
      type: 'player',
      kind: 'VIDEO',
      providerName: 'YouTube',
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
      framed: false,
    })
    const vimeo = embedDisplay(
      image({
        filetype: 'EMBED_OEMBED_VIMEO_VIDEO',
        embedUrl: 'https://vimeo.com/76979871',
        embedStatus: 'ready',
      }),
    )
    expect(vimeo).toMatchObject({
      type: 'player',
      providerName: 'Vimeo',
      framed: false,
    })
  })

  it('shows Instagram posts and reels through Vitrine’s own frame, which reports their height', () => {
    for (const filetype of ['EMBED_OEMBED_INSTAGRAM_POST', 'INSTAGRAM_POST']) {
      expect(
        embedDisplay(
          image({
            filetype,
            embedUrl: 'https://www.instagram.com/p/VitrineDemo1/',
            embedStatus: 'ready',
          }),
        ),
      ).toEqual({
        type: 'player',
        kind: 'POST',
        providerName: 'Instagram',
        src: '/embed-frame/7',
        framed: true,
      })
    }
    expect(
      embedDisplay(
        image({
          filetype: 'EMBED_OEMBED_INSTAGRAM_VIDEO',
          embedUrl: 'https://www.instagram.com/reel/VitrineDemo1/',
          embedStatus: 'ready',
        }),
      ),
    ).toMatchObject({ kind: 'VIDEO', src: '/embed-frame/7', framed: true })
  })

  it('shows embedded images as plain photos: their picture is a local copy', () => {
    expect(
      embedDisplay(
        image({
          filetype: 'EMBED_OEMBED_FLICKR_IMAGE',
          embedUrl: 'https://flic.kr/p/2nAbCdE',
          embedStatus: 'ready',
        }),
      ),
    ).toEqual({
      type: 'photo',
    })
  })

  it('links a Flickr video to Flickr: it has no player', () => {
    expect(
      embedDisplay(
        image({
          filetype: 'EMBED_OEMBED_FLICKR_VIDEO',
          embedUrl: 'https://www.flickr.com/photos/someone/52345678901/',
          embedStatus: 'ready',
        }),
      ),
    ).toEqual({
      type: 'link',
      kind: 'VIDEO',
      providerName: 'Flickr',
      href: 'https://www.flickr.com/photos/someone/52345678901/',
    })
  })

  it('never offers a player for an embed that is not ready', () => {
    const youtube = {
      filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO',
      embedUrl: 'https://youtu.be/aqz-KE-bpKQ',
    }
    for (const embedStatus of ['pending', 'failed', null] as const) {
      expect(embedDisplay(image({ ...youtube, embedStatus }))).toEqual({
        type: 'unavailable',
      })
    }
    // Just pasted, not resolved yet: no filetype at all.
    expect(
      embedDisplay(
        image({
          embedUrl: 'https://youtu.be/aqz-KE-bpKQ',
          embedStatus: 'pending',
        }),
      ),
    ).toEqual({ type: 'unavailable' })
  })

  it('shows nothing playable when the filetype and the address disagree', () => {
    expect(
      embedDisplay(
        image({
          filetype: 'EMBED_OEMBED_VIMEO_VIDEO',
          embedUrl: 'https://youtu.be/aqz-KE-bpKQ',
          embedStatus: 'ready',
        }),
      ),
    ).toEqual({
      type: 'unavailable',
    })
    expect(
      embedDisplay(
        image({
          filetype: 'EMBED_OEMBED_FLICKR_VIDEO',
          embedUrl: 'https://vimeo.com/76979871',
          embedStatus: 'ready',
        }),
      ),
    ).toEqual({
      type: 'unavailable',
    })
  })
})

describe('embedNote', () => {
  it('tells a link opens a video or a post', () => {
    expect(
      embedNote({
        type: 'player',
        kind: 'VIDEO',
        providerName: 'YouTube',
        src: 'x',
        framed: false,
      }),
    ).toBe('(video)')
    expect(
      embedNote({
        type: 'link',
        kind: 'VIDEO',
        providerName: 'Flickr',
        href: 'x',
      }),
    ).toBe('(video)')
    expect(
      embedNote({
        type: 'player',
        kind: 'POST',
        providerName: 'Instagram',
        src: 'x',
        framed: true,
      }),
    ).toBe('(Instagram post)')
    expect(embedNote({ type: 'photo' })).toBeNull()
    expect(embedNote({ type: 'unavailable' })).toBeNull()
  })
})

describe('isLocalUrl', () => {
  it('accepts paths on the site only', () => {
    expect(isLocalUrl('/api/media/file/a.webp')).toBe(true)
    for (const url of ['https://i.ytimg.com/vi/x/hq.jpg', '//i.ytimg.com/x.jpg', '/\\evil.example/x', 'a.jpg', '', null, undefined]) {
      expect(isLocalUrl(url), String(url)).toBe(false)
    }
  })
})
