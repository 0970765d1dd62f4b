import { describe, expect, it } from 'vitest'

import { decodeEntities, isVideoPage, readOpenGraph } from './open-graph'

const instagramReel = `<!DOCTYPE html><html><head>
<meta charset="utf-8">
<meta property="og:type" content="video.other" />
<meta property="og:title" content='Studio on Instagram: "Morning light &amp; coffee"' />
<meta content="https://scontent.cdninstagram.com/v/t51/123_n.jpg?stp=dst-jpg&amp;_nc_ht=x" property="og:image">
<meta property="og:image:width" content="1080"><meta property="og:image:height" content="1920">
<meta property="og:video" content="https://scontent.cdninstagram.com/v/t50/123_n.mp4">
<meta name="twitter:image" content="https://elsewhere.example/twitter.jpg">
<meta property="og:image" content="https://scontent.cdninstagram.com/second.jpg">
</head><body><meta property="og:image" content="https://evil.example/in-body.jpg"></body></html>`

describe('readOpenGraph', () => {
  it('reads the picture, its size, the title and the video of a page, whatever the attribute order and quotes', () => {
    expect(readOpenGraph(instagramReel)).toEqual({
      title: 'Studio on Instagram: "Morning light & coffee"',
      type: 'video.other',
      image: 'https://scontent.cdninstagram.com/v/t51/123_n.jpg?stp=dst-jpg&_nc_ht=x',
      imageWidth: 1080,
      imageHeight: 1920,
      video: 'https://scontent.cdninstagram.com/v/t50/123_n.mp4',
      videoWidth: undefined,
      videoHeight: undefined,
    })
    expect(isVideoPage(readOpenGraph(instagramReel))).toBe(true)
  })

  it('prefers og:image:secure_url and falls back to twitter:image', () => {
    expect(readOpenGraph('<meta property="og:image" content="http://a/1.jpg"><meta property="og:image:secure_url" content="https://a/1.jpg">').image).toBe(
      'https://a/1.jpg',
    )
    expect(readOpenGraph('<meta name="twitter:image" content="https://a/t.jpg">').image).toBe('https://a/t.jpg')
  })

  it('ignores sizes that are not plain positive numbers', () => {
    const graph = readOpenGraph(
      '<meta property="og:image:width" content="-5"><meta property="og:image:height" content="1e9"><meta property="og:video:width" content="0">',
    )
    expect(graph).toMatchObject({
      imageWidth: undefined,
      imageHeight: undefined,
      videoWidth: undefined,
    })
  })

  it('reads only the head', () => {
    const graph = readOpenGraph(
      '<head><meta property="og:title" content="Post"></head><body><meta property="og:video" content="https://evil.example/v.mp4"></body>',
    )
    expect(graph).toMatchObject({ title: 'Post', video: undefined })
  })

  it('finds nothing on a sign-in page, which is not a video', () => {
    const graph = readOpenGraph('<html><head><title>Login • Instagram</title><meta name="viewport" content="width=device-width"></head></html>')
    expect(graph.image).toBeUndefined()
    expect(isVideoPage(graph)).toBe(false)
  })
})

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('a &amp; b &#39;c&#x27; &quot;d&quot; &bogus; &#0;')).toBe(`a & b 'c' "d" &bogus; &#0;`)
  })
})
