import type { Block } from 'payload'

import { DEFAULT_VIEW, galleryViews, viewOptions } from '../view-names'

/** The page widget that shows a gallery, or an album of galleries, in the view the editor picks. */
export const galleryBlock: Block = {
  slug: 'gallery',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'source',
      type: 'relationship',
      relationTo: ['galleries', 'albums'],
      required: true,
      admin: { description: 'A gallery, or an album of galleries.' },
    },
    {
      name: 'view',
      type: 'select',
      defaultValue: DEFAULT_VIEW,
      required: true,
      options: viewOptions(galleryViews),
    },
  ],
}
