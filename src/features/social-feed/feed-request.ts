/**
 * Which upstream request a feed block makes (issue 14, item 3): the block's endpoint and fields
 * and its source's kind, mapped to a path and query under the source's base address. Pure: the
 * proxy joins it to `baseUrl` and asks nothing else. An X/Twitter v1.1-compatible source always
 * needs the site's token; Mastodon's public timeline, account timelines and hashtags need none,
 * its lists, favourites and word searches do. A combination that cannot work says why, in words
 * an editor can act on.
 */

import { FEED_DEFAULTS, type FeedEndpoint, type FeedKind } from './feed-defaults'

export type FeedBlockFields = {
  endpoint: FeedEndpoint
  account?: string | null
  list?: string | null
  query?: string | null
  count?: number | null
  includeRetweets?: boolean | null
}

export type FeedSourceFields = { kind: FeedKind; hasToken: boolean }

/** One GET under the base address; `{id}` in `path` is the account id a lookup step found. */
export type UpstreamStep = { path: string; query: Record<string, string> }

export type FeedRequest = {
  kind: FeedKind
  /** Mastodon: find the account's id first (`/api/v1/accounts/lookup?acct=`). */
  lookup?: UpstreamStep
  fetch: UpstreamStep
  /** Where the items are in the answer: the array itself, or a key of it (search answers). */
  itemsKey?: 'statuses'
  count: number
  includeRetweets: boolean
  needsToken: boolean
}

export type PlanResult = { ok: true; request: FeedRequest } | { ok: false; message: string }

const SCREEN_NAME = /^[A-Za-z0-9_]{1,30}$/
/** Mastodon's `user` or `user@server.example`. */
const ACCT = /^[A-Za-z0-9_]{1,30}(@[A-Za-z0-9.-]{1,253})?$/
const LIST_ID = /^[0-9]{1,20}$/
const LIST_SLUG = /^([A-Za-z0-9_]{1,30})\/([A-Za-z0-9_-]{1,60})$/
const HASHTAG = /^#([\p{L}\p{N}_]{1,100})$/u
const QUERY_MAX = 200

/** The block's item count, within 1 and FEED_DEFAULTS.maxCount (3 when unset). */
export function feedCount(count: number | null | undefined): number {
  if (typeof count !== 'number' || !Number.isFinite(count)) return FEED_DEFAULTS.count
  return Math.min(FEED_DEFAULTS.maxCount, Math.max(1, Math.floor(count)))
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim().replace(/^@/, '')

export function planFeedRequest(block: FeedBlockFields, source: FeedSourceFields): PlanResult {
  const count = feedCount(block.count)
  const includeRetweets = block.includeRetweets ?? FEED_DEFAULTS.includeRetweets
  const planned = source.kind === 'mastodon' ? planMastodon(block, count, includeRetweets) : planV11(block, count, includeRetweets)
  if (!planned.ok) return planned
  if (planned.request.needsToken && !source.hasToken) {
    return { ok: false, message: `${needsTokenSubject(source.kind, block.endpoint)} an access token, and this feed's source has none. An admin can add one under Settings → Feed sources.` }
  }
  return planned
}

function needsTokenSubject(kind: FeedKind, endpoint: FeedEndpoint): string {
  if (kind === 'twitter-v1.1') return 'An X/Twitter v1.1-compatible source needs'
  if (endpoint === 'list') return 'A Mastodon list needs'
  if (endpoint === 'favorites') return 'Mastodon favourites need'
  return 'A Mastodon search for words (not a #hashtag) needs'
}

function planV11(block: FeedBlockFields, count: number, includeRetweets: boolean): PlanResult {
  const paging = { count: String(count), page: String(FEED_DEFAULTS.page), include_rts: String(includeRetweets), tweet_mode: 'extended' }
  const account = trimmed(block.account)
  if (account && !SCREEN_NAME.test(account)) return { ok: false, message: `"${account}" is not a screen name: use letters, digits and _ only, such as @studio.` }
  const base = { kind: 'twitter-v1.1' as const, count, includeRetweets, needsToken: true }
  switch (block.endpoint) {
    case 'timeline':
      if (!account) return { ok: true, request: { ...base, fetch: { path: 'statuses/home_timeline.json', query: paging } } }
      return { ok: true, request: { ...base, fetch: { path: 'statuses/user_timeline.json', query: { screen_name: account, ...paging } } } }
    case 'favorites':
      return { ok: true, request: { ...base, fetch: { path: 'favorites/list.json', query: { ...(account ? { screen_name: account } : {}), ...paging } } } }
    case 'list': {
      const list = (block.list ?? '').trim()
      const slug = LIST_SLUG.exec(list)
      if (LIST_ID.test(list)) return { ok: true, request: { ...base, fetch: { path: 'lists/statuses.json', query: { list_id: list, ...paging } } } }
      if (slug) return { ok: true, request: { ...base, fetch: { path: 'lists/statuses.json', query: { owner_screen_name: slug[1], slug: slug[2], ...paging } } } }
      return { ok: false, message: 'Name the list by its number, or as owner/list-name (for example studio/friends).' }
    }
    case 'search': {
      const query = (block.query ?? '').trim()
      if (!query || query.length > QUERY_MAX) return { ok: false, message: `Give the words or #hashtag to search for (at most ${QUERY_MAX} characters).` }
      const q = includeRetweets ? query : `${query} -filter:retweets`
      return { ok: true, request: { ...base, itemsKey: 'statuses', fetch: { path: 'search/tweets.json', query: { q, result_type: 'recent', ...paging } } } }
    }
  }
}

function planMastodon(block: FeedBlockFields, count: number, includeRetweets: boolean): PlanResult {
  const limit = { limit: String(count) }
  const base = { kind: 'mastodon' as const, count, includeRetweets, needsToken: false }
  switch (block.endpoint) {
    case 'timeline': {
      const account = trimmed(block.account)
      if (!account) return { ok: true, request: { ...base, fetch: { path: 'api/v1/timelines/public', query: limit } } }
      if (!ACCT.test(account)) return { ok: false, message: `"${account}" is not a Mastodon account: write it as @name or @name@server.example.` }
      return {
        ok: true,
        request: {
          ...base,
          lookup: { path: 'api/v1/accounts/lookup', query: { acct: account } },
          fetch: { path: 'api/v1/accounts/{id}/statuses', query: { ...limit, ...(includeRetweets ? {} : { exclude_reblogs: 'true' }) } },
        },
      }
    }
    case 'list': {
      const list = (block.list ?? '').trim()
      if (!LIST_ID.test(list)) return { ok: false, message: 'A Mastodon list is named by its number (the digits at the end of its address).' }
      return { ok: true, request: { ...base, needsToken: true, fetch: { path: `api/v1/timelines/list/${list}`, query: limit } } }
    }
    case 'favorites':
      return { ok: true, request: { ...base, needsToken: true, fetch: { path: 'api/v1/favourites', query: limit } } }
    case 'search': {
      const query = (block.query ?? '').trim()
      const tag = HASHTAG.exec(query)
      if (tag) return { ok: true, request: { ...base, fetch: { path: `api/v1/timelines/tag/${encodeURIComponent(tag[1])}`, query: limit } } }
      if (!query || query.length > QUERY_MAX) return { ok: false, message: `Give the words or #hashtag to search for (at most ${QUERY_MAX} characters).` }
      return {
        ok: true,
        request: { ...base, needsToken: true, itemsKey: 'statuses', fetch: { path: 'api/v2/search', query: { q: query, type: 'statuses', resolve: 'false', ...limit } } },
      }
    }
  }
}

/**
 * The address of one step under the source's base address (its path kept: a v1.1 base is often
 * `…/1.1`). `{id}` is replaced by the looked-up account id, escaped.
 */
export function stepUrl(baseUrl: string, step: UpstreamStep, accountId?: string): URL {
  const base = new URL(baseUrl)
  if (!base.pathname.endsWith('/')) base.pathname += '/'
  base.search = ''
  base.hash = ''
  const url = new URL(step.path.replace('{id}', encodeURIComponent(accountId ?? '')), base)
  for (const [name, value] of Object.entries(step.query)) url.searchParams.set(name, value)
  return url
}

/** A base address the proxy may use: http(s), no credentials in it. Null when fine, else a sentence. */
export function checkBaseUrl(baseUrl: string): string | null {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    return `The feed source's base address "${baseUrl}" is not a web address.`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return "The feed source's base address must start with https:// (or http://)."
  if (url.username || url.password) return "The feed source's base address must not hold a user name or password: put the token in its own field."
  return null
}
