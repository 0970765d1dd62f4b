import type { Plugin } from 'payload'

import { Media } from './collection/media-collection'

/** The media library: uploaded images with their WebP and AVIF variants (the `media` collection). */
export const mediaPlugin =
  (): Plugin =>
  (config) => ({ ...config, collections: [...(config.collections ?? []), Media] })
