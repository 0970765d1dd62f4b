import type { Plugin } from 'payload'

import { PageViews } from './page-views-collection'
import { recordPageViews } from './record-endpoint.server'

/** The admin's dashboard (charts above the collection cards) and its counters of page views. */
export const dashboardPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), PageViews],
    endpoints: [...(config.endpoints ?? []), recordPageViews],
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        beforeDashboard: [...(config.admin?.components?.beforeDashboard ?? []), '/features/dashboard/admin/dashboard#Dashboard'],
      },
    },
  })
