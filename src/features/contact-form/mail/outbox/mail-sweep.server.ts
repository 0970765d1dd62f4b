import 'server-only'

/**
 * The outbox's sweep (see mail-outbox.server.ts): every five minutes, queues mail that has no job
 * that will send it, and hands back jobs a dead process left (mail-orphans.server.ts).
 */

import type { Payload, TaskConfig, Where } from 'payload'

import { hasMailTransport, inTransaction, MAIL_QUEUE, mailStatusOf, queueAcceptedSubmission, queueMailJobs, SEND_MAIL_TASK, type SendMailIO, SWEEP_MAIL_TASK } from './mail-outbox.server'
import { releaseOrphanedMailJobs } from './mail-orphans.server'

/** A submission younger than this may still be on its way into the queue: the sweep leaves it alone. */
const SWEEP_GRACE_MS = 2 * 60 * 1000

export type SweepResult = { queued: number; released: number }

const liveSendJobs: Where = {
  and: [{ taskSlug: { equals: SEND_MAIL_TASK } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
}

/** How many rows the sweep reads at a time: a backlog of any size never comes back in one answer. */
export const SWEEP_PAGE_SIZE = 200

/** Reads every row matching `where` in pages of `pageSize`, in id order (the id is the cursor). */
async function* inPages<T extends { id: number }>(read: (where: Where, limit: number) => Promise<T[]>, where: Where, pageSize: number): AsyncGenerator<T[]> {
  let after = 0
  for (;;) {
    const page = await read({ and: [where, { id: { greater_than: after } }] }, pageSize)
    if (page.length > 0) yield page
    if (page.length < pageSize) return
    after = page[page.length - 1].id
  }
}

/** "submission:mail" for every send job that will still run. */
async function mailsWithLiveJobs(payload: Payload, pageSize: number): Promise<Set<string>> {
  const live = new Set<string>()
  const read = async (where: Where, limit: number) =>
    (await payload.find({ collection: 'payload-jobs', where, select: { input: true }, sort: 'id', limit, pagination: false, depth: 0, overrideAccess: true })).docs
  for await (const jobs of inPages(read, liveSendJobs, pageSize)) {
    for (const job of jobs) {
      const input = job.input as Partial<SendMailIO['input']> | null
      if (input?.submissionId) live.add(`${input.submissionId}:${input.which}`)
    }
  }
  return live
}

/**
 * Queues the mail of accepted submissions that have no job that will send it, reading both in
 * pages. Without a mail transport only never-queued submissions are queued (they then show the
 * "not set" error); queued ones would only fail again.
 */
export async function sweepSubmissionMail(payload: Payload, now = Date.now(), pageSize = SWEEP_PAGE_SIZE): Promise<SweepResult> {
  // The server does this every few seconds too (startMailKeeper); `npm run jobs -- --sweep` relies on it here.
  const released = await releaseOrphanedMailJobs(payload, now)
  const transport = hasMailTransport(payload)
  const waiting: Where[] = [{ mailStatus: { equals: 'none' } }]
  if (transport) waiting.push({ mailStatus: { equals: 'queued' } }, { mail2Status: { equals: 'queued' } })
  const stranded: Where = { and: [{ status: { equals: 'mail_sent' } }, { createdAt: { less_than: new Date(now - SWEEP_GRACE_MS).toISOString() } }, { or: waiting }] }
  const read = async (where: Where, limit: number) =>
    (
      await payload.find({
        collection: 'form-submissions',
        where,
        select: { mailStatus: true, mail2Status: true },
        sort: 'id',
        limit,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  // The live jobs are read once, when the first page has a submission to check.
  let live: Set<string> | null = null
  let queued = 0
  for await (const submissions of inPages(read, stranded, pageSize)) {
    live ??= await mailsWithLiveJobs(payload, pageSize)
    const withJobs = live
    for (const submission of submissions) {
      const kinds = (['mail', 'mail2'] as const).filter((which) => mailStatusOf(submission, which) === 'queued' && !withJobs.has(`${submission.id}:${which}`))
      if (submission.mailStatus === 'none') {
        await inTransaction(payload, (req) => queueAcceptedSubmission(payload, req, submission.id))
      } else if (kinds.length > 0) {
        await inTransaction(payload, (req) => queueMailJobs(payload, req, submission.id, kinds))
      } else {
        continue
      }
      queued++
    }
  }
  if (queued > 0) payload.logger.info(`Contact form: the mail sweep queued the mail of ${queued} submission(s).`)
  return { queued, released }
}

export const sweepSubmissionMailTask: TaskConfig<{ input: object; output: SweepResult }> = {
  slug: SWEEP_MAIL_TASK,
  label: 'Queue contact form mail that has no job',
  outputSchema: [
    { name: 'queued', type: 'number', required: true },
    { name: 'released', type: 'number', required: true },
  ],
  schedule: [{ cron: '0 */5 * * * *', queue: MAIL_QUEUE }],
  handler: async ({ req }) => ({ output: await sweepSubmissionMail(req.payload) }),
}
