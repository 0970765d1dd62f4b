import type { Block } from 'payload'

import { CAROUSEL_PER_PAGE } from './carousel-pages'

/** Client logos, a page at a time: 5 by default, fewer on narrow screens. */
export const clientsCarouselBlock: Block = {
  slug: 'clientsCarousel',
  interfaceName: 'ClientsCarouselBlock',
  labels: { singular: 'Clients carousel', plural: 'Clients carousels' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'clients',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Client', plural: 'Clients' },
      fields: [
        { name: 'name', type: 'text', required: true, admin: { description: 'The logo’s text alternative.' } },
        { name: 'logo', type: 'upload', relationTo: 'media', required: true },
        { name: 'url', type: 'text', admin: { description: 'Optional link to the client’s site.' } },
      ],
    },
    {
      name: 'perPage',
      type: 'number',
      required: true,
      min: 1,
      max: 8,
      defaultValue: CAROUSEL_PER_PAGE,
      admin: { description: 'Logos per page on wide screens (at most 3 under 1024 px, 2 under 767 px, 1 under 540 px).' },
    },
  ],
}
