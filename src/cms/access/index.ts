import type { Access, FieldAccess, Where } from 'payload'

/** Signed-in admins. Every user of the `users` collection is an admin. */
export const isAdmin: Access = ({ req }) => Boolean(req.user)

export const isAdminField: FieldAccess = ({ req }) => Boolean(req.user)

/** Admins see everything; visitors only documents whose `published` box is ticked. */
export const publishedOrAdmin: Access = ({ req }) => {
  if (req.user) return true
  const onlyPublished: Where = { published: { equals: true } }
  return onlyPublished
}

/** Admins see everything; visitors only documents with status published (drafts stay hidden). */
export const publishedStatusOrAdmin: Access = ({ req }) => {
  if (req.user) return true
  const onlyPublished: Where = { _status: { equals: 'published' } }
  return onlyPublished
}

export const anyone: Access = () => true

export const nobody: Access = () => false
