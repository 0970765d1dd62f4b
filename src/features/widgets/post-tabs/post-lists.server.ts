import 'server-only'

import type { Payload, Where } from 'payload'

import type { Post } from '@/payload-types'

import { rankRelated } from './related'

const visitor = { overrideAccess: false, draft: false, depth: 0 } as const
const fields = { title: true, slug: true, publishedAt: true, likeCount: true, categories: true, tags: true } as const

export type PostLink = Pick<Post, 'id' | 'title' | 'slug' | 'publishedAt' | 'likeCount'>

const toLink = (post: PostLink): PostLink => ({ id: post.id, title: post.title, slug: post.slug, publishedAt: post.publishedAt, likeCount: post.likeCount ?? 0 })

const notThis = (excludeId?: number): Where | undefined => (excludeId ? { id: { not_equals: excludeId } } : undefined)

/** The newest published posts. */
export async function recentPosts(payload: Payload, limit: number, excludeId?: number): Promise<PostLink[]> {
  const { docs } = await payload.find({ collection: 'posts', where: notThis(excludeId), sort: '-publishedAt', limit, select: fields, ...visitor })
  return docs.map(toLink)
}

/** The most liked published posts (newest first among equals). */
export async function popularPosts(payload: Payload, limit: number, excludeId?: number): Promise<PostLink[]> {
  const { docs } = await payload.find({ collection: 'posts', where: notThis(excludeId), sort: ['-likeCount', '-publishedAt'], limit, select: fields, ...visitor })
  return docs.map(toLink)
}

/** Posts sharing categories or tags with `post`, the most shared first (see related.ts). */
export async function relatedPosts(payload: Payload, post: Post, limit: number): Promise<PostLink[]> {
  const categories = (post.categories ?? []).map((category) => (typeof category === 'object' ? category.id : category))
  const tags = post.tags ?? []
  if (!categories.length && !tags.length) return []
  const shared: Where[] = [...(categories.length ? [{ categories: { in: categories } }] : []), ...(tags.length ? [{ tags: { in: tags } }] : [])]
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ id: { not_equals: post.id } }, { or: shared }] },
    sort: '-publishedAt',
    limit: 50,
    select: fields,
    ...visitor,
  })
  return rankRelated(post, docs, limit).map(toLink)
}
