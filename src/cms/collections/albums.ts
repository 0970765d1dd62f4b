import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin } from '../access'
import { slugField } from '../fields/slug'
import { revalidateHooks } from '../hooks/revalidate-site'

/** An album holds galleries and other albums, in the order the editor gives them. */
export const Albums: CollectionConfig = {
  slug: 'albums',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'published', 'updatedAt'] },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
    {
      name: 'items',
      type: 'relationship',
      relationTo: ['galleries', 'albums'],
      hasMany: true,
      admin: { description: 'Galleries and sub-albums, in display order.' },
      validate: (value: unknown, { id }: { id?: string | number }) => {
        const items = Array.isArray(value) ? (value as { relationTo: string; value: unknown }[]) : []
        const self = items.some((item) => item.relationTo === 'albums' && (typeof item.value === 'object' ? (item.value as { id: unknown }).id : item.value) === id)
        return self && id !== undefined ? 'An album cannot contain itself.' : true
      },
    },
    { name: 'published', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
  ],
}
