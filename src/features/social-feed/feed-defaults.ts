/** The feed widget's defaults (SPEC.md section 9): 3 items, page 1, reposts included. */
export const FEED_DEFAULTS = {
  count: 3,
  page: 1,
  includeRetweets: true,
  /** How long a fetched feed is served before the source is asked again. */
  cacheMinutes: 5,
  /** How long the proxy waits for a source before answering with the last items it has. */
  timeoutMs: 5000,
  maxCount: 20,
} as const

export const FEED_KINDS = ['mastodon', 'twitter-v1.1'] as const
export type FeedKind = (typeof FEED_KINDS)[number]

export const FEED_ENDPOINTS = ['timeline', 'list', 'favorites', 'search'] as const
export type FeedEndpoint = (typeof FEED_ENDPOINTS)[number]
