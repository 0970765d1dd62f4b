import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import { settingsGlobal } from '@/lib/site-memo'
import type { Site } from '@/payload-types'

/** The site settings as visitors may read them (once per site change: src/lib/site-memo.ts). */
export const getSite = cache(async (payload: Payload): Promise<Site> => {
  return settingsGlobal<Site>(payload, 'site', { depth: 1, as: 'visitor' })
})
