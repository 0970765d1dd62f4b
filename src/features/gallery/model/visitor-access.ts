import type { Access, Where } from 'payload'

/**
 * What visitors may read of a gallery's images and their comments: what a visitor's page shows.
 * An image is visible when it and its gallery are published; a comment when it, its image and
 * that image's gallery are. Admins see everything.
 */
export const visibleImageOrAdmin: Access = ({ req }) => {
  if (req.user) return true
  const visible: Where = { and: [{ published: { equals: true } }, { 'gallery.published': { equals: true } }] }
  return visible
}

export const visibleCommentOrAdmin: Access = ({ req }) => {
  if (req.user) return true
  const visible: Where = {
    and: [{ published: { equals: true } }, { 'image.published': { equals: true } }, { 'image.gallery.published': { equals: true } }],
  }
  return visible
}
