import type { Plugin } from 'payload'

import { CommentCaptchas, ImageHits } from './collections'

/** The popup's own collections (collections.ts); the gallery's comments and ratings are the gallery's. */
export const lightboxPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), ImageHits, CommentCaptchas],
  })
