import { timingSafeEqual } from 'node:crypto'

import { revalidatePath } from 'next/cache'
import type { Endpoint } from 'payload'

import { clearPageCache } from '@/lib/page-cache'
import { forgetSiteMemos } from '@/lib/site-memo'
import { revalidateToken } from '@/lib/revalidate-token'

function sameToken(given: string | null, expected: string): boolean {
  if (!given || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/** `POST /api/revalidate`: scripts outside the Next server cannot clear its page cache; they ask it here. */
export const revalidateEndpoint: Endpoint = {
  path: '/revalidate',
  method: 'post',
  handler: async (req) => {
    const allowed = Boolean(req.user) || sameToken(req.headers.get('x-vitrine-revalidate'), revalidateToken(req.payload.secret))
    if (!allowed) return Response.json({ error: 'Sign in as an admin to clear the page cache.' }, { status: 401 })
    forgetSiteMemos()
    revalidatePath('/', 'layout')
    clearPageCache()
    return Response.json({ revalidated: true })
  },
}
