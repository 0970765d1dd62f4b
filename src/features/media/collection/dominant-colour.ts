import sharp from 'sharp'
import type { CollectionBeforeChangeHook } from 'payload'

/** Stores the image's dominant colour as `#rrggbb`: the placeholder shown while it loads. */
export const dominantColour: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file?.data || !file.mimetype.startsWith('image/')) return data
  const { dominant } = await sharp(file.data).stats()
  const hex = [dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')
  return { ...data, placeholder: `#${hex}` }
}
