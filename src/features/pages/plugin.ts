import type { Plugin } from 'payload'

import { Pages } from './pages-collection'

/** Pages built from widget blocks. */
export const pagesPlugin =
  (): Plugin =>
  (config) => ({ ...config, collections: [...(config.collections ?? []), Pages] })
