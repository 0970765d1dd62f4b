import { cache } from 'react'

import { payloadClient } from '@/lib/payload.server'
import type { Page, Site } from '@/payload-types'

/**
 * Visitor-side reads. They run with visitor access (`overrideAccess: false`, no user), so drafts
 * and unpublished documents never reach a page, whoever's code calls them.
 */
const visitor = { overrideAccess: false, draft: false } as const

export const getSite = cache(async (): Promise<Site> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'site', depth: 1, ...visitor })
})

export const getPageBySlug = cache(async (slug: string): Promise<Page | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    ...visitor,
  })
  return docs[0] ?? null
})

export async function listPageSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    limit: 1000,
    depth: 0,
    select: { slug: true, updatedAt: true },
    ...visitor,
  })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}
