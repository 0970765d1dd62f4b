import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/cms/access'

/** One visitor's rating of one photo. The photo keeps the average; visitors never list these. */
export const ImageRatings: CollectionConfig = {
  slug: 'image-ratings',
  labels: { singular: 'Image rating', plural: 'Image ratings' },
  admin: { defaultColumns: ['image', 'rate', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  indexes: [
    { fields: ['image', 'visitorHash'], unique: true },
    // How many visitors of one network rated an image (a household may; a script may not).
    { fields: ['image', 'addressHash'] },
  ],
  fields: [
    { name: 'image', type: 'relationship', relationTo: 'gallery-images', required: true, index: true },
    { name: 'rate', type: 'number', required: true, min: 1, max: 5 },
    {
      name: 'visitorHash',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'A keyed hash of the visitor’s cookie, so each visitor rates an image once (rating again changes the vote). Not reversible.' },
    },
    {
      name: 'addressHash',
      type: 'text',
      admin: { readOnly: true, description: 'A keyed hash of the visitor’s address, for the limit per network. Not reversible.' },
    },
  ],
}
