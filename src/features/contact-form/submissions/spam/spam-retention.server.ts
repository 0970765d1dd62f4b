import 'server-only'

/**
 * The contact form's hourly clean-up, a scheduled task on Payload's jobs queue (the outbox's
 * `mail` queue, which the server runs on its own): deletes each form's spam older than the
 * form's `spamRetentionDays` (0 keeps it; no value: CONTACT_FORM_SPAM_KEEP_DAYS, see
 * spam-retention.ts), then the oldest spam while all of it takes more than
 * CONTACT_FORM_SPAM_MAX_MB, then the quota rows of addresses that count nothing any more.
 * Deletes go through Payload, so each deleted submission gives its bytes back to its address's
 * quota (storage-quota-hooks.server.ts).
 */

import { sql } from 'drizzle-orm'
import type { Payload, TaskConfig, Where } from 'payload'

import { getEnv } from '@/lib/env'

import { MAIL_QUEUE } from '../../mail/outbox/mail-outbox.server'
import { rowsOf } from '../../raw-sql.server'
import { SUBMISSION_WINDOW } from '../quota/storage-limits'
import { pruneQuotaRows } from '../quota/storage-quota.server'
import { retentionDaysOf, spamCutoff } from './spam-retention'

export const PRUNE_SPAM_TASK = 'pruneContactFormSpam'

const BATCH = 200

/** `keepDays`: for a form without its own `spamRetentionDays`; `maxBytes`: all spam together. */
export type SpamRetention = { keepDays: number; maxBytes: number }
export type PruneResult = { expired: number; overSize: number; quotaRows: number }

export function spamRetentionFromEnv(): SpamRetention {
  const env = getEnv()
  return { keepDays: env.CONTACT_FORM_SPAM_KEEP_DAYS, maxBytes: Math.floor(env.CONTACT_FORM_SPAM_MAX_MB * 1024 * 1024) }
}

async function deleteByIds(payload: Payload, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0
  const { docs } = await payload.delete({ collection: 'form-submissions', where: { id: { in: ids } }, depth: 0, overrideAccess: true, context: { skipRevalidate: true } })
  return docs.length
}

/**
 * Each form's spam older than that form's retention, oldest first, a batch at a time; a form
 * that keeps spam forever (0 days) is left alone. Returns how many were deleted.
 */
async function deleteExpiredSpam(payload: Payload, now: number, defaultDays: number): Promise<number> {
  let deleted = 0
  for (let page = 1; ; page++) {
    const forms = await payload.find({ collection: 'contact-forms', select: { spamRetentionDays: true }, sort: 'id', limit: BATCH, page, depth: 0, overrideAccess: true })
    for (const form of forms.docs) {
      const cutoff = spamCutoff(now, retentionDaysOf(form.spamRetentionDays, defaultDays))
      if (cutoff) deleted += await deleteSpamOfForm(payload, form.id, cutoff)
    }
    if (!forms.hasNextPage) return deleted
  }
}

/** One form's spam stored before `cutoff`. */
async function deleteSpamOfForm(payload: Payload, formId: number, cutoff: Date): Promise<number> {
  const where: Where = { and: [{ form: { equals: formId } }, { status: { equals: 'spam' } }, { createdAt: { less_than: cutoff.toISOString() } }] }
  let deleted = 0
  for (;;) {
    const { docs } = await payload.find({ collection: 'form-submissions', where, select: { status: true }, sort: 'createdAt', limit: BATCH, depth: 0, overrideAccess: true })
    const count = await deleteByIds(
      payload,
      docs.map((doc) => doc.id),
    )
    deleted += count
    if (docs.length < BATCH || count === 0) return deleted
  }
}

/** The oldest spam, until what is left takes at most `maxBytes`. */
async function deleteSpamOverSize(payload: Payload, maxBytes: number): Promise<number> {
  const [row] = await rowsOf<{ total: unknown }>(payload, sql`SELECT COALESCE(SUM(stored_bytes), 0) AS total FROM form_submissions WHERE status = 'spam'`)
  let excess = Number(row?.total ?? 0) - maxBytes
  let deleted = 0
  while (excess > 0) {
    const { docs } = await payload.find({
      collection: 'form-submissions',
      where: { status: { equals: 'spam' } },
      select: { storedBytes: true },
      sort: 'createdAt',
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    const ids: number[] = []
    for (const doc of docs) {
      if (excess <= 0) break
      ids.push(doc.id)
      // Spam stored before sizes were recorded counts as one record.
      excess -= doc.storedBytes ?? 1024
    }
    const count = await deleteByIds(payload, ids)
    deleted += count
    if (count === 0) break
  }
  return deleted
}

export async function pruneContactFormSpam(payload: Payload, now = Date.now(), retention: SpamRetention = spamRetentionFromEnv()): Promise<PruneResult> {
  const expired = await deleteExpiredSpam(payload, now, retention.keepDays)
  const overSize = await deleteSpamOverSize(payload, retention.maxBytes)
  const quotaRows = await pruneQuotaRows(payload, now, { windowMs: SUBMISSION_WINDOW.windowMs })
  if (expired + overSize > 0) payload.logger.info(`Contact form: deleted ${expired} spam submission(s) past their form's retention and ${overSize} over the spam size limit.`)
  return { expired, overSize, quotaRows }
}

export const pruneContactFormSpamTask: TaskConfig<{ input: object; output: PruneResult }> = {
  slug: PRUNE_SPAM_TASK,
  label: 'Delete old contact form spam',
  outputSchema: [
    { name: 'expired', type: 'number', required: true },
    { name: 'overSize', type: 'number', required: true },
    { name: 'quotaRows', type: 'number', required: true },
  ],
  // Every hour, at 17 minutes past: on the queue the server runs every minute (mailAutoRun).
  schedule: [{ cron: '0 17 * * * *', queue: MAIL_QUEUE }],
  handler: async ({ req }) => ({ output: await pruneContactFormSpam(req.payload) }),
}
