import type { CollectionBeforeDeleteHook, Plugin } from 'payload'

import { PostComments } from './post-comments-collection'

/** A deleted post takes its comments with it (they could not stand without it). */
const deletePostComments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'post-comments', where: { post: { equals: id } }, req, overrideAccess: true, context: { skipRevalidate: true } })
}

/**
 * Comments under blog posts, moderated in the admin (issue 14, item 4). Adds the collection, and
 * to the blog's posts the hook that deletes a post's comments with it.
 */
export const postCommentsPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: [
      ...(config.collections ?? []).map((collection) =>
        collection.slug === 'posts'
          ? { ...collection, hooks: { ...collection.hooks, beforeDelete: [...(collection.hooks?.beforeDelete ?? []), deletePostComments] } }
          : collection,
      ),
      PostComments,
    ],
  })
