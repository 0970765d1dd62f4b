import type { Plugin } from 'payload'

import { Users } from './users-collection'

/** The admins who sign in to the admin (visitors never have accounts). */
export const accountsPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    admin: { ...config.admin, user: Users.slug },
    collections: [...(config.collections ?? []), Users],
  })
