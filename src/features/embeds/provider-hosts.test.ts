import { describe, expect, it } from 'vitest'

import { mayRequest, wireAddress } from './provider-hosts'

describe('mayRequest', () => {
  it.each([
    ['YOUTUBE', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg'],
    ['VIMEO', 'https://i.vimeocdn.com/video/452001751-8216e_1280'],
    ['FLICKR', 'https://live.staticflickr.com/65535/52345678901_abc_b.jpg'],
    ['INSTAGRAM', 'https://scontent-fra5-1.cdninstagram.com/v/t51/1_n.jpg?x=1'],
    ['INSTAGRAM', 'https://scontent.xx.fbcdn.net/v/t51/1_n.jpg'],
    ['FACEBOOK', 'https://scontent.xx.fbcdn.net/v/t15/1_n.jpg'],
    ['DAILYMOTION', 'https://s1.dmcdn.net/v/ABC/x1080'],
    ['IMGUR', 'https://i.imgur.com/AbCdE12.jpg'],
  ] as const)('lets %s pictures come from %s', (provider, url) => {
    expect(mayRequest(provider, 'picture', new URL(url))).toBe(true)
  })

  it.each([
    ['plain http', 'YOUTUBE', 'http://i.ytimg.com/vi/x/hqdefault.jpg'],
    ['another port', 'YOUTUBE', 'https://i.ytimg.com:8443/vi/x/hqdefault.jpg'],
    ['credentials', 'YOUTUBE', 'https://user:pw@i.ytimg.com/vi/x/hqdefault.jpg'],
    ['a look-alike host', 'YOUTUBE', 'https://i.ytimg.com.evil.example/x.jpg'],
    ['a host ending in the name', 'YOUTUBE', 'https://evilytimg.com/x.jpg'],
    ['the bare domain of a suffix rule', 'YOUTUBE', 'https://ytimg.com/x.jpg'],
    ['an internal address', 'VIMEO', 'https://127.0.0.1/secret.png'],
    ['a link-local address', 'VIMEO', 'https://169.254.169.254/latest/meta-data/'],
    ["another provider's CDN", 'YOUTUBE', 'https://i.vimeocdn.com/video/1_640'],
    ['imgur subdomains other than i.', 'IMGUR', 'https://evil.imgur.com/x.jpg'],
  ] as const)('refuses %s', (_, provider, url) => {
    expect(mayRequest(provider, 'picture', new URL(url))).toBe(false)
  })

  it('keeps pages and oEmbed on the provider’s own sites', () => {
    expect(mayRequest('INSTAGRAM', 'page', new URL('https://www.instagram.com/p/CxYz123AbC/'))).toBe(true)
    expect(mayRequest('FACEBOOK', 'page', new URL('https://fb.watch/abc/'))).toBe(true)
    expect(mayRequest('INSTAGRAM', 'page', new URL('https://scontent.cdninstagram.com/x.jpg'))).toBe(false)
    expect(mayRequest('YOUTUBE', 'data', new URL('https://www.instagram.com/p/x/'))).toBe(false)
  })
})

describe('wireAddress', () => {
  it('is the address itself without an origin override', () => {
    const url = new URL('https://www.youtube.com/oembed?url=x')
    expect(wireAddress(url, undefined)).toBe(url)
  })

  it('puts the host in the path on the override origin, keeping the query', () => {
    expect(wireAddress(new URL('https://i.ytimg.com/vi/a/maxresdefault.jpg?x=1&y=2'), 'http://127.0.0.1:4010').href).toBe(
      'http://127.0.0.1:4010/i.ytimg.com/vi/a/maxresdefault.jpg?x=1&y=2',
    )
  })
})
