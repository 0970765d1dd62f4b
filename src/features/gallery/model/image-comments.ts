import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isAdmin, isAdminField, nobody } from '@/cms/access'

import { visibleCommentOrAdmin } from './visitor-access'

import { recountAfterChange, recountAfterDelete } from './image-engagement.server'

/** A comment published (here or in Payload's own editor) is no longer rejected; a rejected one is hidden. */
const publishedIsNotRejected: CollectionBeforeChangeHook = ({ data }) => {
  if (data.published === true) return { ...data, rejected: false }
  if (data.rejected === true) return { ...data, published: false }
  return data
}

/**
 * Visitors' comments on photos. Created only through Vitrine's comment endpoint (the popup's
 * comments panel); with moderation on they wait unpublished until an admin publishes them. The
 * photo's `commentCount` follows its published comments (comment-count.server.ts). Only admins
 * change or delete a comment.
 */
export const ImageComments: CollectionConfig = {
  slug: 'image-comments',
  labels: { singular: 'Image comment', plural: 'Image comments' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'comment', 'image', 'published', 'createdAt'] },
  access: { read: visibleCommentOrAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  // Published comments of one image, newest first: the comments panel's one query.
  // The limit per network counts one address's recent comments (comments.server.ts).
  indexes: [{ fields: ['image', 'published', 'createdAt'] }, { fields: ['addressHash', 'createdAt'] }],
  hooks: { beforeChange: [publishedIsNotRejected], afterChange: [recountAfterChange], afterDelete: [recountAfterDelete] },
  fields: [
    { name: 'image', type: 'relationship', relationTo: 'gallery-images', required: true, index: true },
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    // A visitor's email address is personal data: only admins read it.
    { name: 'email', type: 'email', access: { read: isAdminField } },
    { name: 'comment', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'published', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'rejected',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Turned down on the moderation screen: hidden, and no longer waiting. Publishing it clears this.' },
    },
    {
      name: 'addressHash',
      type: 'text',
      access: { read: isAdminField, update: () => false },
      admin: { readOnly: true, description: 'A keyed hash of the commenter’s address, for the limit per network and spam review. Not reversible.' },
    },
  ],
}
