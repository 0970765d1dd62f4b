import type { Plugin } from 'payload'

import { Categories } from './categories-collection'
import { Posts } from './posts-collection'

/** Blog posts and their categories. */
export const blogPlugin =
  (): Plugin =>
  (config) => ({ ...config, collections: [...(config.collections ?? []), Posts, Categories] })
