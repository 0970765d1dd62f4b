import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import { contentReader } from '@/features/preview/index.server'
import type { Post } from '@/payload-types'

const visitor = { overrideAccess: false, draft: false } as const

export const postsPerPage = 10

export async function listPosts(payload: Payload, page = 1): Promise<{ posts: Post[]; totalPages: number }> {
  const result = await payload.find({ collection: 'posts', sort: '-publishedAt', limit: postsPerPage, page, depth: 1, ...visitor })
  return { posts: result.docs, totalPages: result.totalPages }
}

export const getPostBySlug = cache(async (payload: Payload, slug: string): Promise<Post | null> => {
  // The newest draft in an admin's live preview, otherwise the published post.
  const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...(await contentReader(payload)) })
  return docs[0] ?? null
})

export async function listPostSlugs(payload: Payload): Promise<{ slug: string; updatedAt: string }[]> {
  const { docs } = await payload.find({ collection: 'posts', limit: 1000, depth: 0, select: { slug: true, updatedAt: true }, ...visitor })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}
