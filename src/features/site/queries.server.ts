import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import type { Site } from '@/payload-types'

/** The site settings as visitors may read them (once per request). */
export const getSite = cache(async (payload: Payload): Promise<Site> => {
  return payload.findGlobal({ slug: 'site', depth: 1, overrideAccess: false, draft: false })
})
