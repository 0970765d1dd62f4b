import { type Access, APIError, type CollectionBeforeDeleteHook, type CollectionBeforeValidateHook, type CollectionConfig, type Where } from 'payload'

import { isAdmin, isAdminField, nobody } from '@/cms/access'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'

import { COMMENT_FIELDS } from './comment-rules'

/** Visitors read approved comments only; admins read every one (the moderation list). */
const approvedOrAdmin: Access = ({ req }) => (req.user ? true : { status: { equals: 'approved' } })

const max = (name: string) => COMMENT_FIELDS.find((field) => field.name === name)?.max

/**
 * Threads are one level deep: a reply answers a comment on the same post that is not itself a
 * reply. Checked on every save, so an admin's edit cannot break it either.
 */
const oneLevelOnSamePost: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const parentId = data?.parent ?? originalDoc?.parent
  if (parentId === null || parentId === undefined) return data
  const id = typeof parentId === 'object' ? parentId.id : parentId
  const parent = await req.payload.findByID({ collection: 'post-comments', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  const postOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value)
  const post = postOf(data?.post ?? originalDoc?.post)
  if (!parent || postOf(parent.post) !== post) throw new APIError('A reply must answer a comment on the same post.', 400, undefined, true)
  if (parent.parent !== null && parent.parent !== undefined) throw new APIError('Replies are one level deep: answer the first comment of the thread instead.', 400, undefined, true)
  return data
}

/** A deleted comment takes its replies with it: alone, they would answer nothing. */
const deleteReplies: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'post-comments', where: { parent: { equals: id } }, req, overrideAccess: true, context: { skipRevalidate: true } })
}

/**
 * Comments under blog posts (issue 14, item 4). Visitors send them through
 * `POST /blog/{slug}/comments` (comments-handler.server.ts); every one waits for an admin, who
 * approves, rejects or deletes it here (one by one, or many at once with the list's bulk edit).
 * Approving or rejecting shows or hides it on the post at once (the revalidation hooks).
 */
export const PostComments: CollectionConfig = {
  slug: 'post-comments',
  labels: { singular: 'Post comment', plural: 'Post comments' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'comment', 'post', 'status', 'createdAt'],
    group: 'Blog',
    description: 'Comments visitors left under posts. New ones wait here as “Waiting for approval” until you approve them; select several to approve or reject them at once.',
    listSearchableFields: ['name', 'comment'],
  },
  access: { read: approvedOrAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['post', 'status', 'createdAt'] }, { fields: ['addressHash', 'createdAt'] }],
  hooks: { ...revalidateHooks, beforeValidate: [oneLevelOnSamePost], beforeDelete: [deleteReplies] },
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'posts', required: true, index: true },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'post-comments',
      // Only what it may answer: a first comment of the same post, not itself.
      filterOptions: ({ data, id }) => {
        const post: unknown = typeof data?.post === 'object' ? data?.post?.id : data?.post
        const conditions: Where[] = [{ post: { equals: post } }, { parent: { exists: false } }]
        if (id) conditions.push({ id: { not_equals: id } })
        return { and: conditions }
      },
      admin: { description: 'The comment this one answers (threads are one level deep).' },
    },
    { name: 'name', type: 'text', required: true, maxLength: max('name') },
    // An email address is personal data: only admins read it.
    { name: 'email', type: 'email', required: true, access: { read: isAdminField } },
    { name: 'comment', type: 'textarea', required: true, maxLength: max('comment') },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Waiting for approval' },
        { value: 'approved', label: 'Approved (shown under the post)' },
        { value: 'rejected', label: 'Rejected (not shown)' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'addressHash',
      type: 'text',
      access: { read: isAdminField, update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: 'A keyed hash of the commenter’s network, for the flood limit. Not reversible.' },
    },
  ],
}
