import type { CollectionConfig } from 'payload'

import { isAdmin, publishedStatusOrAdmin } from '@/cms/access'
import { pageBlocks } from './blocks/page-blocks'
import { seoField } from '@/cms/fields/seo'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'

/** A page of the site, built from widget blocks. The page with slug `home` is the front page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
  },
  access: { read: publishedStatusOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Autosave keeps a draft of what the editor types, which the live preview beside the editor shows.
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 20 },
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'layout', type: 'blocks', blocks: pageBlocks, admin: { initCollapsed: false } },
    seoField,
  ],
}
