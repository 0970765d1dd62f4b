import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/cms/access'

/** One visitor's rating of one photo. The photo keeps the average; visitors never list these. */
export const ImageRatings: CollectionConfig = {
  slug: 'image-ratings',
  labels: { singular: 'Image rating', plural: 'Image ratings' },
  admin: { defaultColumns: ['image', 'rate', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['image', 'visitorHash'], unique: true }],
  fields: [
    { name: 'image', type: 'relationship', relationTo: 'gallery-images', required: true, index: true },
    { name: 'rate', type: 'number', required: true, min: 1, max: 5 },
    {
      name: 'visitorHash',
      type: 'text',
      required: true,
      admin: { description: 'A keyed hash of the visitor, so each visitor rates once. Not reversible.' },
    },
  ],
}
