import type { Block } from 'payload'

/** Pictures of services whose caption slides in from the edge the pointer came in by. */
export const serviceTilesBlock: Block = {
  slug: 'serviceTiles',
  interfaceName: 'ServiceTilesBlock',
  labels: { singular: 'Service tiles', plural: 'Service tiles' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'tiles',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Tile', plural: 'Tiles' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'url', type: 'text', required: true, admin: { description: 'Where the tile leads, e.g. /contact.' } },
      ],
    },
  ],
}
