import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/cms/access'

/**
 * Failed sign-in counts per throttle key (login-throttle.ts). Written only by the sign-in guard
 * with the local API; kept in the database so every instance behind a load balancer agrees.
 */
export const LoginThrottles: CollectionConfig = {
  slug: 'login-throttles',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'failures', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastFailureAt', type: 'date', required: true },
  ],
}
