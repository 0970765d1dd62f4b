import type { Plugin } from 'payload'

import { PostLikes } from './like-button/post-likes-collection'

/** The theme's widgets: their blocks are the pages feature's; this adds the post likes they count. */
export const widgetsPlugin =
  (): Plugin =>
  (config) => ({ ...config, collections: [...(config.collections ?? []), PostLikes] })
