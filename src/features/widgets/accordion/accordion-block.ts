import type { Block } from 'payload'

/** Sections that open one at a time (or several, if the editor allows it). */
export const accordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Section', plural: 'Sections' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'content', type: 'richText', required: true },
      ],
    },
    { name: 'allowMultiple', type: 'checkbox', defaultValue: false, label: 'Several sections may be open at once' },
    { name: 'openFirst', type: 'checkbox', defaultValue: true, label: 'Show the first section open' },
  ],
}
