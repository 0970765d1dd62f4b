import { describe, expect, it } from 'vitest'

import { checkBaseUrl, feedCount, planFeedRequest, stepUrl, type FeedBlockFields, type FeedRequest } from './feed-request'

const v11 = { kind: 'twitter-v1.1' as const, hasToken: true }
const mastodon = { kind: 'mastodon' as const, hasToken: false }

function plan(block: Partial<FeedBlockFields>, source: { kind: 'mastodon' | 'twitter-v1.1'; hasToken: boolean }): FeedRequest {
  const result = planFeedRequest({ endpoint: 'timeline', ...block }, source)
  if (!result.ok) throw new Error(result.message)
  return result.request
}

const urlOf = (base: string, request: FeedRequest, id?: string) => stepUrl(base, request.fetch, id).href

describe('planFeedRequest: X/Twitter v1.1', () => {
  const base = 'https://api.example.test/1.1'
  it('asks an account timeline with the spec defaults: 3 items, page 1, retweets included', () => {
    expect(urlOf(base, plan({ account: '@studio' }, v11))).toBe(
      'https://api.example.test/1.1/statuses/user_timeline.json?screen_name=studio&count=3&page=1&include_rts=true&tweet_mode=extended',
    )
  })
  it('asks a list by id or by owner/slug', () => {
    expect(urlOf(base, plan({ endpoint: 'list', list: '1234' }, v11))).toContain('/1.1/lists/statuses.json?list_id=1234&count=3&page=1')
    expect(urlOf(base, plan({ endpoint: 'list', list: 'studio/friends' }, v11))).toContain('lists/statuses.json?owner_screen_name=studio&slug=friends&')
  })
  it('asks favorites and search, search with its items under "statuses"', () => {
    expect(urlOf(base, plan({ endpoint: 'favorites', account: 'studio', count: 5 }, v11))).toContain('/1.1/favorites/list.json?screen_name=studio&count=5&page=1')
    const search = plan({ endpoint: 'search', query: 'film & light', includeRetweets: false }, v11)
    expect(search.itemsKey).toBe('statuses')
    expect(new URL(urlOf(base, search)).searchParams.get('q')).toBe('film & light -filter:retweets')
    expect(new URL(urlOf(base, search)).searchParams.get('include_rts')).toBe('false')
  })
  it('needs a token, and says where to add one', () => {
    const result = planFeedRequest({ endpoint: 'timeline', account: 'studio' }, { kind: 'twitter-v1.1', hasToken: false })
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/needs an access token.*Settings → Feed sources/) })
  })
  it('refuses a screen name that would change the path or query', () => {
    const result = planFeedRequest({ endpoint: 'timeline', account: '../admin?x=1' }, v11)
    expect(result.ok).toBe(false)
  })
})

describe('planFeedRequest: Mastodon', () => {
  const base = 'https://social.example.test'
  it('reads the public timeline without an account or a token', () => {
    const request = plan({}, mastodon)
    expect(request.needsToken).toBe(false)
    expect(urlOf(base, request)).toBe('https://social.example.test/api/v1/timelines/public?limit=3')
  })
  it('looks an account up first, then reads its statuses by id', () => {
    const request = plan({ account: '@studio@social.example.test', includeRetweets: false }, mastodon)
    expect(stepUrl(base, request.lookup!).href).toBe('https://social.example.test/api/v1/accounts/lookup?acct=studio%40social.example.test')
    expect(urlOf(base, request, '10/9')).toBe('https://social.example.test/api/v1/accounts/10%2F9/statuses?limit=3&exclude_reblogs=true')
  })
  it('reads a #hashtag without a token, and searches words with one', () => {
    expect(urlOf(base, plan({ endpoint: 'search', query: '#filmphotography' }, mastodon))).toBe('https://social.example.test/api/v1/timelines/tag/filmphotography?limit=3')
    const words = plan({ endpoint: 'search', query: 'night walk' }, { kind: 'mastodon', hasToken: true })
    expect(urlOf(base, words)).toBe('https://social.example.test/api/v2/search?q=night+walk&type=statuses&resolve=false&limit=3')
    expect(words.itemsKey).toBe('statuses')
  })
  it('needs a token for lists, favourites and word searches', () => {
    const cases = [
      [{ endpoint: 'list', list: '7' }, 'A Mastodon list needs an access token'],
      [{ endpoint: 'favorites' }, 'Mastodon favourites need an access token'],
      [{ endpoint: 'search', query: 'night walk' }, 'A Mastodon search for words (not a #hashtag) needs an access token'],
    ] as const
    for (const [block, message] of cases) expect(planFeedRequest(block, mastodon)).toEqual({ ok: false, message: expect.stringMatching(new RegExp(`^${message.replace(/[()#]/g, '\\$&')}`)) })
    expect(urlOf(base, plan({ endpoint: 'list', list: '7' }, { kind: 'mastodon', hasToken: true }))).toBe('https://social.example.test/api/v1/timelines/list/7?limit=3')
    expect(urlOf(base, plan({ endpoint: 'favorites' }, { kind: 'mastodon', hasToken: true }))).toBe('https://social.example.test/api/v1/favourites?limit=3')
  })
  it('says what a list and an empty search need', () => {
    expect(planFeedRequest({ endpoint: 'list', list: 'friends' }, { kind: 'mastodon', hasToken: true })).toMatchObject({ ok: false, message: /by its number/ })
    expect(planFeedRequest({ endpoint: 'search', query: '  ' }, mastodon)).toMatchObject({ ok: false, message: /words or #hashtag/ })
  })
})

describe('feedCount, stepUrl and checkBaseUrl', () => {
  it('keeps the count between 1 and 20, 3 by default', () => {
    expect([feedCount(null), feedCount(0), feedCount(7.8), feedCount(500)]).toEqual([3, 1, 7, 20])
  })
  it('keeps the base path and drops its query', () => {
    expect(stepUrl('http://127.0.0.1:4000/fake/1.1/?x=1', { path: 'search/tweets.json', query: { q: 'a' } }).href).toBe('http://127.0.0.1:4000/fake/1.1/search/tweets.json?q=a')
  })
  it('accepts http(s) addresses without credentials only', () => {
    expect(checkBaseUrl('https://mastodon.social')).toBeNull()
    expect(checkBaseUrl('file:///etc/passwd')).toMatch(/https:\/\//)
    expect(checkBaseUrl('https://user:pw@example.test')).toMatch(/token in its own field/)
    expect(checkBaseUrl('nonsense')).toMatch(/not a web address/)
  })
})
