import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin } from '@/cms/access'

const price = { name: 'price', type: 'number' as const, min: 0, required: true, admin: { step: 0.01 } }

/** What a photo costs: a manual order, downloads in several sizes, and priced options. */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  labels: { singular: 'Price list', plural: 'Price lists' },
  admin: { useAsTitle: 'title' },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'currency', type: 'text', defaultValue: 'EUR', maxLength: 3, minLength: 3 },
    { name: 'published', type: 'checkbox', defaultValue: true },
    {
      name: 'manual',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true },
        { ...price, required: false },
        { name: 'text', type: 'textarea', admin: { description: 'Shown on the Manual tab, e.g. how prints are ordered.' } },
      ],
    },
    {
      name: 'downloads',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'longestDimension', type: 'number', min: 1, admin: { description: 'Pixels on the long side.' } },
        price,
      ],
    },
    {
      name: 'options',
      type: 'array',
      fields: [{ name: 'name', type: 'text', required: true }, price],
    },
  ],
}
