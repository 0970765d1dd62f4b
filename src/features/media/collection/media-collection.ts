import path from 'node:path'
import type { CollectionConfig, ImageSize } from 'payload'

import { getEnv } from '@/lib/env'
import { anyone, isAdmin } from '../access'
import { revalidateHooks } from '../hooks/revalidate-site'
import { checkUpload } from '../hooks/check-upload'
import { dominantColour } from '../hooks/dominant-colour'

/** Three widths, each in WebP and AVIF: pages pick from them with srcset and <picture>. */
export const imageWidths = { thumbnail: 400, medium: 900, large: 1600 } as const

export type ImageSizeName = keyof typeof imageWidths

const sizes: ImageSize[] = Object.entries(imageWidths).flatMap(([name, width]) => [
  {
    name,
    width,
    withoutEnlargement: true,
    formatOptions: { format: 'webp', options: { quality: 78 } },
  },
  {
    name: `${name}Avif`,
    width,
    withoutEnlargement: true,
    formatOptions: { format: 'avif', options: { quality: 55, effort: 2 } },
  },
])

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { ...revalidateHooks, beforeOperation: [checkUpload], beforeChange: [dominantColour] },
  upload: {
    staticDir: path.resolve(getEnv().DATA_DIR, 'media'),
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
