import type { Block } from 'payload'

/** A "back to top" link in the corner that appears once the visitor has scrolled down. */
export const scrollToTopBlock: Block = {
  slug: 'scrollToTop',
  interfaceName: 'ScrollToTopBlock',
  labels: { singular: 'Scroll-to-top link', plural: 'Scroll-to-top links' },
  fields: [
    {
      name: 'label',
      type: 'text',
      defaultValue: 'Back to top',
      required: true,
      admin: { description: 'Read by screen readers and shown as a tooltip. One per page is enough.' },
    },
  ],
}
