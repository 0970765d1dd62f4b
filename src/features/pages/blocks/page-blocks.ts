import type { Block } from 'payload'

import { contactFormBlock } from '@/features/contact-form'
import { galleryBlock } from '@/features/gallery'
import { mediaPlayerBlock } from '@/features/media-player'
import { socialFeedBlock } from '@/features/social-feed'
import { widgetBlocks } from '@/features/widgets'

export const richTextBlock: Block = {
  slug: 'richText',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}

export const heroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'link',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'url', type: 'text' },
      ],
    },
  ],
}

/** The widgets an editor can put on a page, in the order the admin offers them. */
export const pageBlocks: Block[] = [heroBlock, richTextBlock, galleryBlock, contactFormBlock, ...widgetBlocks, mediaPlayerBlock, socialFeedBlock]
