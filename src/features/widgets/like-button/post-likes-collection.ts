import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/cms/access'

/**
 * One visitor's like of one post. The post keeps the count (`likeCount`); these rows make "once
 * per visitor" hold in the database: the pair (post, visitor) is unique, so two requests racing
 * cannot both count. Written only by the like endpoint (`create: nobody` over REST).
 */
export const PostLikes: CollectionConfig = {
  slug: 'post-likes',
  labels: { singular: 'Post like', plural: 'Post likes' },
  admin: { defaultColumns: ['post', 'createdAt'], group: 'Blog' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  // One like per visitor; the flood limit counts one address's recent likes (like-handler.server.ts).
  indexes: [{ fields: ['post', 'visitorHash'], unique: true }, { fields: ['addressHash', 'createdAt'] }],
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'posts', required: true, index: true },
    {
      name: 'visitorHash',
      type: 'text',
      required: true,
      admin: { description: 'A keyed hash of the visitor’s cookie (or, without one, of the address). Not reversible.' },
    },
    {
      name: 'addressHash',
      type: 'text',
      required: true,
      admin: { description: 'A keyed hash of the address the like came from, for the flood limit. Not reversible.' },
    },
  ],
}
