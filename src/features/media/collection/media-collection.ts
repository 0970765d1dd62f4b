import type { CollectionConfig, FieldAccess, ImageSize } from 'payload'

import { isAdmin } from '@/cms/access'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'

import { checkUpload } from './check-upload'
import { dominantColour } from './dominant-colour'
import { missingFile } from './missing-file'
import { mediaDir } from './storage'
import { publicOrAdmin } from './visitor-access'
import { croppedSizes, imageFormats, type ImageFormat, imageWidths, storedSizeName, variantEncoding } from './variants'

/**
 * Three widths, each in WebP and AVIF: pages pick from them with srcset and <picture>. And the
 * thumbnails view's tile, cropped around the focal point (Payload crops a size that has both a
 * width and a height).
 */
const encodings = imageFormats.map((format) => ({ format, formatOptions: { format, options: { ...variantEncoding[format] } } })) satisfies {
  format: ImageFormat
  formatOptions: ImageSize['formatOptions']
}[]

const sizes: ImageSize[] = [
  ...(Object.entries(imageWidths) as [keyof typeof imageWidths, number][]).flatMap(([name, width]) =>
    encodings.map(({ format, formatOptions }) => ({ name: storedSizeName(name, format), width, withoutEnlargement: true, formatOptions })),
  ),
  ...(Object.entries(croppedSizes) as [keyof typeof croppedSizes, { width: number; height: number }][]).flatMap(([name, { width, height }]) =>
    encodings.map(({ format, formatOptions }) => ({ name: storedSizeName(name, format), width, height, withoutEnlargement: true, formatOptions })),
  ),
]

/** Only the server sets it (visibility/recompute.ts); an edit never does. */
const setByTheServer: FieldAccess = () => false

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'width', 'height', 'public', 'updatedAt'] },
  // Visitors read an upload only while a document they can read uses it (decision 021).
  access: { read: publicOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { ...revalidateHooks, beforeOperation: [checkUpload], beforeChange: [dominantColour] },
  upload: {
    staticDir: mediaDir(),
    // Photos, and sound and video for the media player and the lightbox (checked by content in
    // check-upload.ts, which also sets the type a file is served with).
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'audio/*', 'video/*'],
    imageSizes: sizes,
    focalPoint: true,
    crop: true,
    adminThumbnail: 'thumbnail',
    // A file the database names but the disk lacks is a 404, not Payload's 500.
    handlers: [missingFile],
  },
  fields: [
    // Payload's own focal point fields (merged by name), held to the photo: a value outside 0–100 placed it off the tile.
    { name: 'focalX', type: 'number', min: 0, max: 100 },
    { name: 'focalY', type: 'number', min: 0, max: 100 },
    { name: 'alt', type: 'text', required: true, label: 'Alternative text', admin: { description: 'What the photo shows, or what a sound or video is, for people who cannot see or hear it.' } },
    { name: 'caption', type: 'textarea' },
    {
      name: 'placeholder',
      type: 'text',
      admin: { readOnly: true, description: 'Dominant colour shown while the image loads.' },
    },
    {
      name: 'originalFilename',
      label: 'Uploaded as',
      type: 'text',
      admin: { readOnly: true, description: 'The name the file had when it was uploaded. It is stored under a generated name.' },
    },
    {
      name: 'public',
      label: 'Visible to visitors',
      type: 'checkbox',
      defaultValue: false,
      // No index: one value in two would lead SQLite's planner away from the filename indexes
      // that find a file (docs/decisions/021).
      access: { create: setByTheServer, update: setByTheServer },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set by the server: ticked while a published page, post, gallery, album or the site settings use this file. Visitors cannot open it otherwise.',
      },
    },
  ],
}
