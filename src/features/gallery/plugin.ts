import type { Plugin } from 'payload'

import { Albums } from './model/albums'
import { Galleries } from './model/galleries'
import { GalleryImages } from './model/gallery-images'
import { GallerySettings } from './model/gallery-settings'
import { GalleryTags } from './model/gallery-tags'
import { ImageComments } from './model/image-comments'
import { ImageRatings } from './model/image-ratings'
import { PriceLists } from './model/price-lists'

/**
 * The gallery's content model: galleries, their images, albums, tags, visitors' comments and
 * ratings, price lists, and the site-wide gallery settings. Its images' embeds are resolved by the
 * embeds feature's jobs task (embedsPlugin), and their pictures live in the media library.
 */
export const galleryPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), Galleries, GalleryImages, Albums, GalleryTags, ImageComments, ImageRatings, PriceLists],
    globals: [...(config.globals ?? []), GallerySettings],
  })
