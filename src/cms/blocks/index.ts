import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}

export const HeroBlock: Block = {
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

export const galleryViews = ['thumbnails', 'masonry', 'mosaic', 'blog_style', 'album', 'slideshow'] as const
export type GalleryView = (typeof galleryViews)[number]

export const GalleryBlock: Block = {
  slug: 'gallery',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'source',
      type: 'relationship',
      relationTo: ['galleries', 'albums'],
      required: true,
      admin: { description: 'A gallery, or an album of galleries.' },
    },
    {
      name: 'view',
      type: 'select',
      defaultValue: 'thumbnails',
      required: true,
      options: galleryViews.map((value) => ({ value, label: value.replace('_', ' ') })),
    },
  ],
}

export const ContactFormBlock: Block = {
  slug: 'contactForm',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'form', type: 'relationship', relationTo: 'contact-forms', required: true },
  ],
}

export const pageBlocks: Block[] = [HeroBlock, RichTextBlock, GalleryBlock, ContactFormBlock]
