import { describe, expect, it } from 'vitest'

import { garbage, parseFeedItems, upstreamError } from './feed-items'
import { htmlToText } from './html-text'
import { textParts } from './text-parts'

const options = { count: 3, includeRetweets: true }

const tweet = {
  id: 1050118621198921728,
  id_str: '1050118621198921728',
  created_at: 'Wed Oct 10 20:19:24 +0000 2018',
  full_text: 'New prints &amp; frames: https://t.co/abc <3 https://t.co/pic',
  user: { name: 'Vitrine Studio', screen_name: 'studio', profile_image_url_https: 'https://pbs.example.test/a.png' },
  entities: {
    urls: [{ url: 'https://t.co/abc', expanded_url: 'https://studio.example.test/prints', display_url: 'studio.example.test/prints' }],
    media: [{ url: 'https://t.co/pic', media_url_https: 'https://pbs.example.test/m.jpg', expanded_url: 'https://x.com/studio/status/1/photo/1', type: 'photo' }],
  },
}

describe('parseFeedItems: v1.1', () => {
  it('normalises a tweet into the spec shape: plain text, link ranges, media, ISO time', () => {
    const result = parseFeedItems('twitter-v1.1', [tweet], options)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const [item] = result.items
    expect(item).toMatchObject({
      id_str: '1050118621198921728',
      created_at: '2018-10-10T20:19:24.000Z',
      text: 'New prints & frames: https://t.co/abc <3',
      url: 'https://x.com/studio/status/1050118621198921728',
      user: { name: 'Vitrine Studio', screen_name: 'studio', profile_image_url_https: 'https://pbs.example.test/a.png' },
      entities: { media: [{ media_url_https: 'https://pbs.example.test/m.jpg', url: 'https://x.com/studio/status/1/photo/1', type: 'photo', alt: '' }] },
      retweeted_status: null,
    })
    expect(textParts(item)).toEqual([
      { text: 'New prints & frames: ' },
      { text: 'studio.example.test/prints', href: 'https://studio.example.test/prints' },
      { text: ' <3' },
    ])
  })

  it('keeps the original of a retweet, and leaves retweets out when asked to', () => {
    const retweet = { ...tweet, id_str: '2', user: { name: 'Friend', screen_name: 'friend' }, retweeted_status: tweet }
    const both = parseFeedItems('twitter-v1.1', { statuses: [retweet, tweet] }, options)
    expect(both.ok && both.items[0].retweeted_status?.user.screen_name).toBe('studio')
    const without = parseFeedItems('twitter-v1.1', [retweet, tweet], { count: 3, includeRetweets: false })
    expect(without.ok && without.items.map((item) => item.id_str)).toEqual(['1050118621198921728'])
  })

  it('keeps at most `count` items', () => {
    const result = parseFeedItems('twitter-v1.1', Array.from({ length: 10 }, (_, i) => ({ ...tweet, id_str: String(i) })), options)
    expect(result.ok && result.items.length).toBe(3)
  })

  it('drops links and pictures that are not http(s)', () => {
    const hostile = {
      ...tweet,
      user: { ...tweet.user, profile_image_url_https: 'javascript:alert(1)' },
      entities: { urls: [{ url: 'https://t.co/abc', expanded_url: 'javascript:alert(1)' }], media: [{ media_url_https: 'data:image/png;base64,xx' }] },
    }
    const result = parseFeedItems('twitter-v1.1', [hostile], options)
    expect(result.ok && result.items[0].user.profile_image_url_https).toBeNull()
    expect(result.ok && result.items[0].entities).toEqual({ urls: [], media: [] })
  })

  it('calls an answer of the wrong shape garbage', () => {
    for (const json of [null, 'hello', { statuses: 'no' }, [{ id_str: '1' }], [{ ...tweet, created_at: 'yesterday' }]]) {
      expect(parseFeedItems('twitter-v1.1', json, options)).toEqual({ ok: false, message: garbage })
    }
  })
})

const status = {
  id: '113000000000000001',
  created_at: '2025-03-10T11:58:00.000Z',
  url: 'https://social.example.test/@studio/113000000000000001',
  content:
    '<p>Contact sheet is up: <a href="https://studio.example.test/media" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="">studio.example.test/media</span><span class="invisible"></span></a></p><p>Thanks <span class="h-card"><a href="https://social.example.test/@ana" class="u-url mention">@<span>ana</span></a></span> <a href="https://social.example.test/tags/film" class="mention hashtag" rel="tag">#<span>film</span></a><br>&lt;b&gt;not bold&lt;/b&gt;<script>alert(1)</script></p>',
  account: { acct: 'studio', username: 'studio', display_name: 'Vitrine Studio', avatar: 'https://social.example.test/a.png', avatar_static: 'https://social.example.test/a-static.png' },
  media_attachments: [{ type: 'image', url: 'https://social.example.test/m/1.jpg', preview_url: 'https://social.example.test/m/1-small.jpg', description: 'A valley in fog' }],
  reblog: null,
}

describe('parseFeedItems: Mastodon', () => {
  it('turns the HTML into plain text with its links, never markup', () => {
    const result = parseFeedItems('mastodon', [status], options)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const [item] = result.items
    expect(item.text).toBe('Contact sheet is up: studio.example.test/media\n\nThanks @ana #film\n<b>not bold</b>')
    expect(item.user).toEqual({ name: 'Vitrine Studio', screen_name: 'studio', profile_image_url_https: 'https://social.example.test/a-static.png' })
    expect(item.entities.media).toEqual([{ media_url_https: 'https://social.example.test/m/1-small.jpg', url: 'https://social.example.test/m/1.jpg', type: 'photo', alt: 'A valley in fog' }])
    expect(textParts(item).filter((part) => part.href)).toEqual([
      { text: 'studio.example.test/media', href: 'https://studio.example.test/media' },
      { text: '@ana', href: 'https://social.example.test/@ana' },
      { text: '#film', href: 'https://social.example.test/tags/film' },
    ])
  })

  it('keeps a boost’s original as retweeted_status', () => {
    const boost = { ...status, id: '9', content: '', account: { acct: 'ana@elsewhere.test', display_name: '' }, reblog: status }
    const result = parseFeedItems('mastodon', [boost], options)
    expect(result.ok && result.items[0]).toMatchObject({ user: { name: 'ana@elsewhere.test' }, retweeted_status: { user: { screen_name: 'studio' } } })
  })

  it('reads search answers ({statuses}) and refuses garbage', () => {
    expect(parseFeedItems('mastodon', { accounts: [], statuses: [status], hashtags: [] }, options).ok).toBe(true)
    expect(parseFeedItems('mastodon', { error: 'nope' }, options)).toEqual({ ok: false, message: garbage })
  })
})

describe('htmlToText', () => {
  it('keeps only http(s) links and drops scripts and styles', () => {
    expect(htmlToText('<p><a href="javascript:alert(1)">click</a><style>p{}</style> ok</p>')).toEqual({ text: 'click ok', urls: [] })
  })
  it('marks a shortened link with its ellipsis', () => {
    const { text, urls } = htmlToText('<p><a href="https://example.test/a/very/long/path"><span class="invisible">https://</span><span class="ellipsis">example.test/a/very</span><span class="invisible">/long/path</span></a></p>')
    expect(text).toBe('example.test/a/very…')
    expect(urls[0]).toMatchObject({ expanded_url: 'https://example.test/a/very/long/path', indices: [0, 20] })
  })
})

describe('upstreamError', () => {
  it('reads v1.1 error 88 and Mastodon errors', () => {
    expect(upstreamError({ errors: [{ code: 88, message: 'Rate limit exceeded' }] })).toEqual({ code: 88, message: 'Rate limit exceeded' })
    expect(upstreamError({ error: 'Record not found' })).toEqual({ message: 'Record not found' })
    expect(upstreamError([status])).toBeNull()
  })
})
