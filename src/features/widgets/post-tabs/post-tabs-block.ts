import type { Block } from 'payload'

/** Blog posts behind tabs: the most liked and the newest. On a post, related posts come first. */
export const postTabsBlock: Block = {
  slug: 'postTabs',
  interfaceName: 'PostTabsBlock',
  labels: { singular: 'Post tabs', plural: 'Post tabs' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'From the blog' },
    { name: 'limit', type: 'number', required: true, min: 1, max: 12, defaultValue: 4, admin: { description: 'Posts per tab.' } },
  ],
}
