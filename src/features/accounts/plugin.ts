import type { Plugin } from 'payload'

import { LoginThrottles } from './login-throttles-collection'
import { Users } from './users-collection'

/** The admins who sign in to the admin (visitors never have accounts). */
export const accountsPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    admin: {
      ...config.admin,
      user: Users.slug,
      // Drawn locally: Payload's default avatar comes from Gravatar, a request to a third party on
      // every admin page.
      avatar: { Component: '/features/accounts/admin/initials-avatar.client#InitialsAvatar' },
    },
    collections: [...(config.collections ?? []), Users, LoginThrottles],
  })
