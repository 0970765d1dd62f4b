import 'server-only'

/**
 * The per-IP rate limit of contact form submissions, kept in the database (the submissions
 * themselves), so every instance behind a load balancer sees the same count and a restart
 * forgets nothing. No counter table: a submission from an address is the count.
 */

import type { Payload } from 'payload'

export type RateLimit = { maxSubmissions: number; windowMs: number }

/** Ten submissions in ten minutes is more than any person sends through a contact form. */
export const SUBMISSION_RATE_LIMIT: RateLimit = { maxSubmissions: 10, windowMs: 10 * 60 * 1000 }

/**
 * True when this address already stored `maxSubmissions` submissions (spam included) within the
 * window. Count-then-insert is not atomic: a burst of simultaneous posts can pass a few over the
 * limit. That is acceptable for a spam brake; it is not a quota.
 */
export async function isRateLimited(payload: Payload, remoteIp: string, now: number, limit: RateLimit = SUBMISSION_RATE_LIMIT): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'form-submissions',
    where: {
      and: [{ 'meta.remoteIp': { equals: remoteIp } }, { createdAt: { greater_than: new Date(now - limit.windowMs).toISOString() } }],
    },
    overrideAccess: true,
  })
  return totalDocs >= limit.maxSubmissions
}
