import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import type { Endpoint } from 'payload'

import { revalidateToken } from '@/lib/revalidate-token'

import { addPageViews } from './sql.server'
import { parseViewCounts } from './view-counts'

function sameToken(given: string | null, expected: string): boolean {
  if (!given || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/**
 * `POST /api/record-page-views` (a root endpoint: the REST
 * route refuses anonymous writes under a collection's path before any endpoint sees them): our server (scripts/serve.mjs) adds the page views it counted
 * since its last flush. Only that server may: it presents the token start.ts gave it (the one it
 * already uses for `POST /api/revalidate`). Not even an admin session may add views.
 */
export const recordPageViews: Endpoint = {
  path: '/record-page-views',
  method: 'post',
  handler: async (req) => {
    if (!sameToken(req.headers.get('x-vitrine-revalidate'), revalidateToken(req.payload.secret))) {
      return Response.json({ message: 'Only Vitrine’s own server records page views.' }, { status: 403 })
    }
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return Response.json({ message: 'The body must be JSON: { "views": [{ "path", "day", "views" }, …] }.' }, { status: 400 })
    }
    const parsed = parseViewCounts(body)
    if (!parsed.ok) return Response.json({ message: parsed.message }, { status: 400 })
    await addPageViews(req.payload, parsed.counts)
    return Response.json({ recorded: parsed.counts.length })
  },
}
