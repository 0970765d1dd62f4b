import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '@/cms/access'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'

export const GalleryTags: CollectionConfig = {
  slug: 'gallery-tags',
  labels: { singular: 'Gallery tag', plural: 'Gallery tags' },
  admin: { useAsTitle: 'name' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
  ],
}
