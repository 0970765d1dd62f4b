import type { Field, GlobalConfig } from 'payload'

import { anyone, isAdmin, isAdminField } from '@/cms/access'
import { revalidateGlobalAfterChange } from '@/cms/hooks/revalidate-site'

const colour = (name: string, defaultValue: string) => ({
  name,
  type: 'text' as const,
  defaultValue,
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value))
      ? true
      : 'Use a six-digit hex colour such as #1a5f7a.',
})

const menuLinkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  {
    name: 'page',
    type: 'relationship',
    relationTo: 'pages',
    admin: { description: 'A page of the site, or fill in the address below.' },
  },
  { name: 'url', type: 'text', admin: { description: 'Any address, e.g. /blog or https://example.com.' } },
]

/** The site's identity, navigation and theme. */
export const Site: GlobalConfig = {
  slug: 'site',
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Vitrine' },
    { name: 'description', type: 'textarea' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'adminEmail',
      type: 'email',
      // Private: the global itself is public (title, menu, theme), this address is not.
      access: { read: isAdminField },
      admin: { description: 'Where contact form mail goes by default. Never shown to visitors.' },
    },
    {
      name: 'menu',
      type: 'array',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      fields: [
        ...menuLinkFields,
        {
          name: 'submenu',
          type: 'array',
          labels: { singular: 'Submenu item', plural: 'Submenu items' },
          admin: { description: 'Links shown under this item (one level).', initCollapsed: true },
          fields: menuLinkFields,
        },
      ],
    },
    { name: 'footer', type: 'textarea', admin: { description: 'Text at the bottom of every page.' } },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'pinterest', 'github', 'mastodon'].map((value) => ({
            value,
            label: value,
          })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'theme',
      type: 'group',
      fields: [
        colour('primary', '#1a5f7a'),
        colour('accent', '#c2410c'),
        colour('background', '#ffffff'),
        colour('text', '#1f2933'),
        {
          name: 'headerLayout',
          type: 'select',
          defaultValue: 'classic',
          required: true,
          options: [
            { value: 'classic', label: 'Classic: one bar that stays on top and shrinks as you scroll' },
            { value: 'boxed', label: 'Boxed: a top line, then the navigation in a box that stays on top' },
          ],
        },
      ],
    },
  ],
}
