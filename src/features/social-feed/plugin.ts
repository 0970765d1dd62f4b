import type { Plugin } from 'payload'

import { FeedSources } from './feed-sources-collection'

/** The social feed's sources (the block itself is the pages feature's). */
export const socialFeedPlugin =
  (): Plugin =>
  (config) => ({ ...config, collections: [...(config.collections ?? []), FeedSources] })
