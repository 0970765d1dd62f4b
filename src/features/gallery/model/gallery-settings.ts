import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../access'
import { watermarkSourceFields } from '../fields/watermark'
import { revalidateGlobalAfterChange } from '../hooks/revalidate-site'

const num = (name: string, defaultValue: number, description?: string, min = 0) => ({
  name,
  type: 'number' as const,
  defaultValue,
  min,
  required: true,
  ...(description ? { admin: { description } } : {}),
})

const flag = (name: string, defaultValue: boolean, description?: string) => ({
  name,
  type: 'checkbox' as const,
  defaultValue,
  ...(description ? { admin: { description } } : {}),
})

/**
 * Site-wide gallery and lightbox options, with the original plugin's defaults: loop on,
 * filmstrip on, comments on, rating off, hit counter off, e-commerce off, 30 images a page,
 * 180×90 thumbnails.
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
            num('imagesPerPage', 30, '0 shows every image on one page.'),
            num('thumbWidth', 180, undefined, 10),
            num('thumbHeight', 90, undefined, 10),
            num('thumbGap', 4, 'Pixels between thumbnails.'),
            num('maxColumns', 5, undefined, 1),
            num('masonryColumns', 4, undefined, 1),
            num('mosaicRowHeight', 220, undefined, 20),
            flag('showSearch', true),
            flag('showSort', true),
            flag('showTagFilter', false),
            flag('loadMore', false, 'A “Load more” button instead of page numbers.'),
            flag('disableRightClick', false),
          ],
        },
        {
          label: 'Lightbox',
          fields: [
            flag('enableLightbox', true),
            num('lightboxWidth', 800, undefined, 100),
            num('lightboxHeight', 500, undefined, 100),
            flag('enableLoop', true),
            flag('enableFilmstrip', true),
            num('filmstripHeight', 70, undefined, 10),
            flag('autoplay', false),
            num('slideshowInterval', 5, 'Seconds.', 1),
            flag('enableFullscreen', true),
            flag('enableInfo', true),
            flag('enableComments', true),
            flag('commentModeration', false, 'Hold new comments until an admin publishes them.'),
            flag('enableRating', false),
            flag('enableHitCounter', false),
            flag('enableEcommerce', false),
            flag('enableShare', true),
            flag('enableDownload', false),
            {
              name: 'controlButtonsPosition',
              type: 'select',
              defaultValue: 'bottom',
              options: [
                { value: 'top', label: 'Top' },
                { value: 'bottom', label: 'Bottom' },
              ],
            },
          ],
        },
        {
          label: 'Watermark',
          fields: [
            ...watermarkSourceFields,
            num('watermarkFontSize', 20),
            num('watermarkOpacity', 30, 'Percent.'),
            {
              name: 'watermarkPosition',
              type: 'select',
              defaultValue: 'bottom-right',
              options: ['top-left', 'top-right', 'center', 'bottom-left', 'bottom-right'].map((value) => ({ value, label: value })),
            },
          ],
        },
      ],
    },
  ],
}
