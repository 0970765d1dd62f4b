import type { Field } from 'payload'

/** What a watermark is made of: none, a line of text, or an image. Shared by the site-wide
 * gallery settings and each gallery's slideshow settings. */
export const watermarkSourceFields: Field[] = [
  {
    name: 'watermarkType',
    type: 'select',
    defaultValue: 'none',
    options: [
      { value: 'none', label: 'None' },
      { value: 'text', label: 'Text' },
      { value: 'image', label: 'Image' },
    ],
  },
  { name: 'watermarkText', type: 'text', admin: { condition: (_, siblings) => siblings?.watermarkType === 'text' } },
  {
    name: 'watermarkImage',
    type: 'upload',
    relationTo: 'media',
    admin: { condition: (_, siblings) => siblings?.watermarkType === 'image' },
  },
]
