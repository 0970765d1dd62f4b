import type { Plugin } from 'payload'

import { PageViews } from './page-views-collection'

/** The admin's dashboard: its counters of page views. */
export const dashboardPlugin =
  (): Plugin =>
  (config) => ({ ...config, collections: [...(config.collections ?? []), PageViews] })
