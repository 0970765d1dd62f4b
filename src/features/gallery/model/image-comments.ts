import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, nobody } from '@/cms/access'

import { visibleCommentOrAdmin } from './visitor-access'

/** Visitors' comments on photos. Created only through Vitrine's comment endpoint. */
export const ImageComments: CollectionConfig = {
  slug: 'image-comments',
  labels: { singular: 'Image comment', plural: 'Image comments' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'comment', 'image', 'published', 'createdAt'] },
  access: { read: visibleCommentOrAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'image', type: 'relationship', relationTo: 'gallery-images', required: true, index: true },
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    // A visitor's email address is personal data: only admins read it.
    { name: 'email', type: 'email', access: { read: isAdminField } },
    { name: 'comment', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'published', type: 'checkbox', defaultValue: true, index: true },
  ],
}
