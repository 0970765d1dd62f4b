import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '@/cms/access'
import { revalidateGlobalAfterChange } from '@/cms/hooks/revalidate-site'
import { siteWatermarkFields } from '@/features/media'

import { gallerySettingsDefaults as d } from '../settings-defaults'

type Defaults = typeof d
/** The names of the settings whose default is of type T. */
type KeysOf<T> = { [K in keyof Defaults]: Defaults[K] extends T ? K : never }[keyof Defaults]

const num = (name: KeysOf<number>, description?: string, min = 0) => ({
  name,
  type: 'number' as const,
  defaultValue: d[name],
  min,
  required: true,
  ...(description ? { admin: { description } } : {}),
})

const flag = (name: KeysOf<boolean>, description?: string) => ({
  name,
  type: 'checkbox' as const,
  defaultValue: d[name],
  ...(description ? { admin: { description } } : {}),
})

/**
 * Site-wide gallery and lightbox options, with the original plugin's defaults
 * (settings-defaults.ts): loop on, filmstrip on, comments on, rating off, hit counter off,
 * e-commerce off, 30 images a page, 180×90 thumbnails.
 */
export const GallerySettings: GlobalConfig = {
  slug: 'gallery-settings',
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Gallery',
          fields: [
            num('imagesPerPage', '0 shows every image on one page.'),
            num('thumbWidth', undefined, 10),
            num('thumbHeight', undefined, 10),
            num('thumbGap', 'Pixels between thumbnails.'),
            num('maxColumns', undefined, 1),
            num('masonryColumns', undefined, 1),
            num('mosaicRowHeight', undefined, 20),
            flag('showSearch'),
            flag('showSort'),
            flag('showTagFilter'),
            flag('loadMore', 'A “Load more” button instead of page numbers.'),
            flag('disableRightClick'),
          ],
        },
        {
          label: 'Lightbox',
          fields: [
            flag('enableLightbox'),
            num('lightboxWidth', undefined, 100),
            num('lightboxHeight', undefined, 100),
            flag('enableLoop'),
            flag('enableFilmstrip'),
            num('filmstripHeight', undefined, 10),
            flag('autoplay'),
            num('slideshowInterval', 'Seconds.', 1),
            flag('enableFullscreen'),
            flag('enableInfo'),
            flag('enableComments'),
            flag('commentModeration', 'Hold new comments until an admin publishes them.'),
            flag('enableRating'),
            flag('enableHitCounter'),
            flag('enableEcommerce'),
            flag('enableShare'),
            flag('enableDownload'),
            {
              name: 'controlButtonsPosition',
              type: 'select',
              defaultValue: d.controlButtonsPosition,
              options: [
                { value: 'top', label: 'Top' },
                { value: 'bottom', label: 'Bottom' },
              ],
            },
          ],
        },
        {
          label: 'Watermark',
          fields: siteWatermarkFields,
        },
      ],
    },
  ],
}
