import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '@/cms/access'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateHooks,
  fields: [{ name: 'title', type: 'text', required: true }, slugField('title')],
}
