import type { Block } from 'payload'

import { THEME_LIGHTBOX } from './photo-set-defaults'

/**
 * A grouped set of links to pictures, videos and sounds that open in the theme's lightbox
 * (issue 14, item 1): previous and next, a thumbnail strip to show or hide, an info panel,
 * fullscreen and close. Without JavaScript each link opens the file itself.
 */
export const photoSetBlock: Block = {
  slug: 'photoSet',
  interfaceName: 'PhotoSetBlock',
  labels: { singular: 'Lightbox set', plural: 'Lightbox sets' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 60,
      labels: { singular: 'Item', plural: 'Items' },
      admin: { description: 'The links of one group: the lightbox goes from one to the next.' },
      fields: [
        { name: 'file', type: 'upload', relationTo: 'media', required: true, admin: { description: 'A photo, a video or a sound from the media library.' } },
        { name: 'title', type: 'text', admin: { description: "Shown in the info panel (the file's alternative text when empty)." } },
        { name: 'description', type: 'textarea' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'videoWidth', label: 'Video width (px)', type: 'number', min: 160, max: 3840, defaultValue: THEME_LIGHTBOX.video.width },
        { name: 'videoHeight', label: 'Video height (px)', type: 'number', min: 90, max: 2160, defaultValue: THEME_LIGHTBOX.video.height },
      ],
    },
    { name: 'showThumbnails', label: 'Show the thumbnail strip when the lightbox opens', type: 'checkbox', defaultValue: true },
  ],
}
