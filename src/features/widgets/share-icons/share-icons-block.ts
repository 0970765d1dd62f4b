import type { Block } from 'payload'

import { shareNetworkNames, shareNetworks } from './share-links'

/** Links that share the page on social sites (plain links: no third-party script). */
export const shareIconsBlock: Block = {
  slug: 'shareIcons',
  interfaceName: 'ShareIconsBlock',
  labels: { singular: 'Share icons', plural: 'Share icons' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Share this page' },
    {
      name: 'networks',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [...shareNetworks],
      options: shareNetworks.map((value) => ({ value, label: shareNetworkNames[value] })),
    },
    {
      name: 'keywords',
      type: 'text',
      admin: { description: 'Comma-separated; sent as hashtags where a site takes them. The page’s title, SEO description and address are used as they are.' },
    },
  ],
}
