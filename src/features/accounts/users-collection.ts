import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/cms/access'

/** Site administrators. Visitors never have accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'updatedAt'] },
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    useAPIKey: false,
  },
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [{ name: 'name', type: 'text' }],
}
