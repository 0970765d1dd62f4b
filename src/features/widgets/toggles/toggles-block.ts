import type { Block } from 'payload'

/** Independent show/hide sections (each opens and closes on its own). */
export const togglesBlock: Block = {
  slug: 'toggles',
  interfaceName: 'TogglesBlock',
  labels: { singular: 'Toggles', plural: 'Toggles' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Toggle', plural: 'Toggles' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'content', type: 'richText', required: true },
        { name: 'open', type: 'checkbox', defaultValue: false, label: 'Open at first' },
      ],
    },
  ],
}
