import type { CollectionConfig, ImageSize } from 'payload'

import { anyone, isAdmin } from '@/cms/access'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'

import { checkUpload } from './check-upload'
import { dominantColour } from './dominant-colour'
import { mediaDir } from './storage'
import { imageWidths, variantEncoding } from './variants'

/** Three widths, each in WebP and AVIF: pages pick from them with srcset and <picture>. */
const sizes: ImageSize[] = Object.entries(imageWidths).flatMap(([name, width]) => [
  {
    name,
    width,
    withoutEnlargement: true,
    formatOptions: { format: 'webp', options: { ...variantEncoding.webp } },
  },
  {
    name: `${name}Avif`,
    width,
    withoutEnlargement: true,
    formatOptions: { format: 'avif', options: { ...variantEncoding.avif } },
  },
])

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { ...revalidateHooks, beforeOperation: [checkUpload], beforeChange: [dominantColour] },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    imageSizes: sizes,
    focalPoint: true,
    crop: true,
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', required: true, label: 'Alternative text' },
    { name: 'caption', type: 'textarea' },
    {
      name: 'placeholder',
      type: 'text',
      admin: { readOnly: true, description: 'Dominant colour shown while the image loads.' },
    },
  ],
}
