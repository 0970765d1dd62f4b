import type { Access, Where } from 'payload'

/** Admins read every upload; visitors those a document they can read uses (the `public` flag, decision 021). */
export const publicOrAdmin: Access = ({ req }) => {
  if (req.user) return true
  const inUse: Where = { public: { equals: true } }
  return inUse
}
