import type { Block } from 'payload'

/** Panels behind a row of tabs; one shows at a time. */
export const tabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Tabs', plural: 'Tabs' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Tab', plural: 'Tabs' },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'content', type: 'richText', required: true },
      ],
    },
  ],
}
