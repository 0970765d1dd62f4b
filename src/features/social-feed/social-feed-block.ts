import type { Block } from 'payload'

import { FEED_DEFAULTS } from './feed-defaults'

/**
 * A social feed (issue 14, item 3): the latest items of a timeline, list, favorites or search of
 * a feed source, fetched through the site's proxy (`POST /social-feed`).
 */
export const socialFeedBlock: Block = {
  slug: 'socialFeed',
  interfaceName: 'SocialFeedBlock',
  labels: { singular: 'Social feed', plural: 'Social feeds' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Also names the feed for screen readers (default "Latest posts").' } },
    { name: 'source', type: 'relationship', relationTo: 'feed-sources', required: true },
    {
      name: 'endpoint',
      label: 'Show',
      type: 'select',
      required: true,
      defaultValue: 'timeline',
      options: [
        { label: "An account's timeline (or the public timeline without an account)", value: 'timeline' },
        { label: 'A list', value: 'list' },
        { label: "An account's favorites", value: 'favorites' },
        { label: 'A search or hashtag', value: 'search' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'account', type: 'text', admin: { description: 'Screen name or @user for timeline and favorites.' } },
        { name: 'list', type: 'text', admin: { description: 'List id (or owner/slug) for a list.' } },
        { name: 'query', type: 'text', admin: { description: 'Search words, or #hashtag.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'count', label: 'Items', type: 'number', min: 1, max: FEED_DEFAULTS.maxCount, defaultValue: FEED_DEFAULTS.count },
        { name: 'includeRetweets', label: 'Include reposts', type: 'checkbox', defaultValue: FEED_DEFAULTS.includeRetweets },
      ],
    },
  ],
}
