import type { Field } from 'payload'

/** Search and social-sharing metadata; blank values fall back to the title and site description. */
export const seoField: Field = {
  name: 'meta',
  label: 'SEO',
  type: 'group',
  admin: { description: 'How this appears in search results and when shared.' },
  fields: [
    { name: 'title', type: 'text', maxLength: 70 },
    { name: 'description', type: 'textarea', maxLength: 160 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
