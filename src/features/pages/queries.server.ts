import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import { contentReader } from '@/features/preview/index.server'
import type { Page } from '@/payload-types'

/**
 * Visitor-side reads. They run with visitor access (`overrideAccess: false`, no user), so drafts
 * and unpublished documents never reach a page, whoever's code calls them; a page itself is read
 * as its newest draft only in an admin's live preview (contentReader).
 */
const visitor = { overrideAccess: false, draft: false } as const

export const getPageBySlug = cache(async (payload: Payload, slug: string): Promise<Page | null> => {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    ...(await contentReader(payload)),
  })
  return docs[0] ?? null
})

export async function listPageSlugs(payload: Payload): Promise<{ slug: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    limit: 1000,
    depth: 0,
    select: { slug: true, updatedAt: true },
    ...visitor,
  })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}
