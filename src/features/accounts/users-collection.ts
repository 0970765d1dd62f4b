import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/cms/access'
import { getEnv } from '@/lib/env'

import { clearLoginThrottle, guardLogin } from './login-guard.server'
import { RESET_MAIL_SUBJECT, resetMailHtml } from './reset-mail'

/** Site administrators. Visitors never have accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'updatedAt'] },
  auth: {
    // No lock: ten wrong passwords from anyone used to lock the owner out. Sign-ins are throttled
    // per account and address with growing waits instead (login-throttle.ts).
    maxLoginAttempts: 0,
    useAPIKey: false,
    forgotPassword: {
      generateEmailHTML: (args) => resetMailHtml(getEnv().SERVER_URL, String(args?.token ?? '')),
      generateEmailSubject: () => RESET_MAIL_SUBJECT,
    },
  },
  hooks: { beforeOperation: [guardLogin], afterLogin: [clearLoginThrottle] },
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [{ name: 'name', type: 'text' }],
}
