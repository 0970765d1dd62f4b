import type { Field } from 'payload'

import { watermarkDefaults, watermarkPositions } from './watermark'

/** What a watermark is made of: none, a line of text, or an image. Shared by the site-wide
 * gallery settings and each gallery's slideshow settings. */
export const watermarkSourceFields: Field[] = [
  {
    name: 'watermarkType',
    type: 'select',
    defaultValue: watermarkDefaults.type,
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

/**
 * The site's watermark as the gallery settings hold it (their Watermark tab): the mark, its font
 * size, opacity and position. watermarkSpec() reads these fields with the same defaults.
 */
export const siteWatermarkFields: Field[] = [
  ...watermarkSourceFields,
  { name: 'watermarkFontSize', type: 'number', defaultValue: watermarkDefaults.fontSize, min: 0, required: true },
  {
    name: 'watermarkOpacity',
    type: 'number',
    defaultValue: watermarkDefaults.opacity,
    min: 0,
    required: true,
    admin: { description: 'Percent.' },
  },
  {
    name: 'watermarkPosition',
    type: 'select',
    defaultValue: watermarkDefaults.position,
    options: watermarkPositions.map((value) => ({ value, label: value })),
  },
]
