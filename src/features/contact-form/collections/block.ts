import type { Block } from 'payload'

/** The page block that shows a contact form (rendered by ContactFormBlockView, index.server.ts). */
export const contactFormBlock: Block = {
  slug: 'contactForm',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'form', type: 'relationship', relationTo: 'contact-forms', required: true },
  ],
}
