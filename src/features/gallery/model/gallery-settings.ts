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
            flag('disableRightClick', 'No context menu on images in the views and the popup (a deterrent: anyone can still save what their browser shows).'),
          ],
        },
        {
          label: 'Lightbox',
          description: 'The popup that opens when a visitor clicks an image in any gallery view. The photo’s own page stays its address and the fallback without JavaScript.',
          fields: [
            flag('enableLightbox', 'Open images in the popup. Off: images open on their own page.'),
            num('lightboxWidth', 'Width of the popup in pixels before the visitor maximizes it (never wider than the window).', 100),
            num('lightboxHeight', 'Height of the popup in pixels before the visitor maximizes it.', 100),
            flag('enableLoop', 'Previous and next wrap around at the ends, and autoplay starts again from the first image. Off: the arrows hide at the ends and autoplay stops at the last image.'),
            flag('enableFilmstrip', 'Show the strip of thumbnails when the popup opens (a button shows or hides it).'),
            {
              name: 'filmstripPosition',
              type: 'select',
              defaultValue: d.filmstripPosition,
              required: true,
              admin: { description: 'Where the filmstrip runs: along the bottom or top (horizontal), or down the left or right side (vertical).' },
              options: [
                { value: 'bottom', label: 'Bottom' },
                { value: 'top', label: 'Top' },
                { value: 'start', label: 'Left' },
                { value: 'end', label: 'Right' },
              ],
            },
            num('filmstripHeight', 'Height of the filmstrip’s thumbnails in pixels.', 10),
            flag('autoplay', 'Play through the images when the popup opens (never for visitors who ask their system for reduced motion).'),
            num('slideshowInterval', 'Seconds each image shows while the popup plays.', 1),
            flag('enableFullscreen', 'A button that shows the popup on the whole screen.'),
            flag('enableInfo', 'An info panel with the image’s title, description and counters, and a button to hide it.'),
            flag('enableComments', 'A comments panel: visitors read published comments and write their own (with a captcha).'),
            flag('commentModeration', 'Hold new comments until an admin publishes them.'),
            flag('enableRating', 'Visitors rate images from 1 to 5 in the info panel, once per image (rating again changes their vote).'),
            flag('enableHitCounter', 'Count a view each time a visitor opens an image in the popup or on its page (once per visitor and image a day), and show the count in the info panel.'),
            flag('enableEcommerce', 'A button that opens the image’s price list (images without one show none).'),
            flag('enableShare', 'A share button: the image’s page by e-mail, to social networks, by copying the link or through the device’s share sheet.'),
            flag('enableDownload', 'A button that downloads the image file (the watermarked one in a watermarked gallery). Not shown for videos and posts.'),
            {
              name: 'controlButtonsPosition',
              type: 'select',
              defaultValue: d.controlButtonsPosition,
              admin: { description: 'Where the popup’s buttons sit.' },
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
