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

/** "submission:mail" for every send job that will still run. */
async function mailsWithLiveJobs(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: liveSendJobs, select: { input: true }, pagination: false, depth: 0, overrideAccess: true })
  return new Set(
    docs.flatMap((job) => {
      const input = job.input as Partial<SendMailIO['input']> | null
      return input?.submissionId ? [`${input.submissionId}:${input.which}`] : []
    }),
  )
}

/**
 * Queues the mail of accepted submissions that have no job that will send it. Without a mail
 * transport only never-queued submissions are queued (they then show the "not set" error);
 * queued ones would only fail again.
 */
export async function sweepSubmissionMail(payload: Payload, now = Date.now()): Promise<SweepResult> {
  // The server does this every few seconds too (startMailKeeper); `npm run jobs -- --sweep` relies on it here.
  const released = await releaseOrphanedMailJobs(payload, now)
  const transport = hasMailTransport(payload)
  const waiting: Where[] = [{ mailStatus: { equals: 'none' } }]
  if (transport) waiting.push({ mailStatus: { equals: 'queued' } }, { mail2Status: { equals: 'queued' } })
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { and: [{ status: { equals: 'mail_sent' } }, { createdAt: { less_than: new Date(now - SWEEP_GRACE_MS).toISOString() } }, { or: waiting }] },
    select: { mailStatus: true, mail2Status: true },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) return { queued: 0, released }

  const live = await mailsWithLiveJobs(payload)
  let queued = 0
  for (const submission of docs) {
    const kinds = (['mail', 'mail2'] as const).filter((which) => mailStatusOf(submission, which) === 'queued' && !live.has(`${submission.id}:${which}`))
    if (submission.mailStatus === 'none') {
      await inTransaction(payload, (req) => queueAcceptedSubmission(payload, req, submission.id))
    } else if (kinds.length > 0) {
      await inTransaction(payload, (req) => queueMailJobs(payload, req, submission.id, kinds))
    } else {
      continue
    }
    queued++
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
