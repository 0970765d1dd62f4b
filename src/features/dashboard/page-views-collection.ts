import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/cms/access'

/**
 * How many times each visitor page was served, per day (UTC). The dashboard draws views per page
 * and per gallery over time from these rows. Written only by the server (one upsert per path and
 * day), never through the API: our server (scripts/serve.mjs) counts in memory and adds its counts
 * every few seconds through `POST /api/record-page-views` (decision 038).
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  labels: { singular: 'Page view count', plural: 'Page view counts' },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['path', 'day'], unique: true }],
  fields: [
    { name: 'path', type: 'text', required: true, admin: { description: 'The page’s path, without its query.' } },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'The day (UTC), YYYY-MM-DD.' } },
    { name: 'views', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
