/**
 * The social feed widget (issue 14, item 3), client-safe face: the page block, the sources'
 * kinds and defaults, and the feed's pure logic with the spec's numbers. The proxy and
 * rendering are in index.server.ts.
 */
export { FEED_DEFAULTS, FEED_ENDPOINTS, FEED_KINDS, type FeedEndpoint, type FeedKind } from './feed-defaults'
export type { FeedItem } from './feed-items'
export { socialFeedBlock } from './social-feed-block'
export { timeAgo } from './time-ago'
