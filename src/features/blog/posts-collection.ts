import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, publishedStatusOrAdmin } from '@/cms/access'
import { seoField } from '@/cms/fields/seo'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'] },
  access: { read: publishedStatusOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Autosave keeps a draft of what the editor types, which the live preview beside the editor shows.
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'excerpt', type: 'textarea', maxLength: 300 },
    { name: 'content', type: 'richText' },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'text', hasMany: true, admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        beforeChange: [({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date().toISOString() : value)],
      },
    },
    {
      name: 'likeCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar', readOnly: true, description: 'Likes from visitors.' },
    },
    seoField,
  ],
}
