/**
 * The contact form's durable mail outbox, on Payload's jobs queue (decision 007).
 *
 * - A submission is stored, then one `sendSubmissionMail` job per mail (`mail`, and `mail2`
 *   when the autoresponder is on) is queued with the same request, so on PostgreSQL both commit
 *   together (mail-queue.server.ts).
 * - Right after the commit `startMailDelivery` runs the queue in the background, so a healthy
 *   SMTP server has the mail within a second; the visitor's answer never waits for it. Every
 *   minute the Next server's `jobs.autoRun` runs whatever is due (retries, leftovers).
 * - A job re-reads the submission, skips a mail already sent, takes the mail's lease
 *   (mail-state.server.ts), sends through `payload.sendEmail` with a Message-ID fixed per
 *   submission and mail, and records the outcome. Failures retry with exponential backoff; the
 *   last one, or one no retry can fix, marks the mail `failed` for the admin.
 * - Every five minutes `sweepSubmissionMail` queues what fell through the cracks: a submission
 *   stored but never queued (a crash between the two on SQLite, which has no transactions), a
 *   queued mail whose job is gone, and jobs left "processing" by a process that died.
 */

import { after } from 'next/server'
import type { JobsConfig, Payload, PayloadRequest, TaskConfig, TaskHandlerArgs, Where } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { FormSubmission } from '@/payload-types'

import { composeSubmissionMail } from './mail-compose.server'
import { MailRenderError } from './mail-render'
import { type MailKind, type MailOutcome, recordMailOutcome, takeMailLease } from './mail-state.server'

export type { MailKind } from './mail-state.server'

export const MAIL_QUEUE = 'mail'
export const SEND_MAIL_TASK = 'sendSubmissionMail'
export const SWEEP_MAIL_TASK = 'sweepSubmissionMail'

/** Retries after the first try, waiting 5 s, 10 s, 20 s, … 42 min: about 85 minutes in all. */
export const MAIL_RETRIES = 10
const RETRY_DELAY_MS = 5_000

/** What the admin reads when mail cannot leave at all. */
export const NO_TRANSPORT_ERROR = 'SMTP_URL is not set: mail waits in the outbox until it is configured and the server restarted.'

/** A submission younger than this may still be on its way into the queue: the sweep leaves it alone. */
const SWEEP_GRACE_MS = 2 * 60 * 1000
/** A job "processing" for longer than this belongs to a process that died (one delivery takes under 2 minutes). */
const STUCK_JOB_MS = 15 * 60 * 1000

type SendMailIO = {
  input: { submissionId: number; which: MailKind }
  output: { result: 'sent' | 'already-sent' | 'not-queued' | 'missing' | 'no-transport' | 'failed' }
}

type MailStatus = NonNullable<FormSubmission['mailStatus']>

/** Where one of the submission's mails stands: none, queued, sent or failed. */
export function mailStatusOf(submission: Pick<FormSubmission, 'mailStatus' | 'mail2Status'>, which: MailKind): MailStatus {
  return (which === 'mail' ? submission.mailStatus : submission.mail2Status) ?? 'none'
}

/** Payload's stand-in adapter when no email is configured only writes mail to the log. */
export function hasMailTransport(payload: Payload): boolean {
  return payload.email.name !== 'console'
}

/** An SMTP refusal of the envelope or the message (5xx): the same mail would be refused again. */
function isPermanentSmtpError(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000)
}

// ---------------------------------------------------------------------------------------------
// Sending

export async function sendSubmissionMail({ input, job, req }: TaskHandlerArgs<SendMailIO>): Promise<{ output: SendMailIO['output'] }> {
  const { payload } = req
  const { submissionId, which } = input
  const done = (result: SendMailIO['output']['result']) => ({ output: { result } })

  const submission = await payload.findByID({ collection: 'form-submissions', id: submissionId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!submission) return done('missing')
  const status = mailStatusOf(submission, which)
  if (status === 'sent') return done('already-sent')
  if (status !== 'queued') return done('not-queued')
  if (!hasMailTransport(payload)) {
    // Not a failure of this mail: it stays queued, and the sweep sends it once SMTP is configured.
    await recordMailOutcome(payload, submissionId, which, { status: 'queued', error: NO_TRANSPORT_ERROR, attempted: false })
    return done('no-transport')
  }
  if (!(await takeMailLease(payload, submissionId, which, Date.now()))) {
    // Another runner is sending it (or just did): try again later, and skip it then if it went.
    throw new Error(`Mail ${which} of submission ${submissionId} is being sent by another worker.`)
  }

  let reachedServer = false
  try {
    const { message } = await composeSubmissionMail(payload, submission, which)
    reachedServer = true
    await payload.sendEmail(message)
  } catch (error) {
    const final = error instanceof MailRenderError || isPermanentSmtpError(error) || (job.totalTried ?? 0) >= MAIL_RETRIES
    const outcome: MailOutcome = { status: final ? 'failed' : 'queued', error: errorText(error), attempted: reachedServer }
    await recordMailOutcome(payload, submissionId, which, outcome)
    if (final) {
      payload.logger.error({ err: error, msg: `Contact form: mail ${which} of submission ${submissionId} failed for good.` })
      return done('failed')
    }
    throw error
  }
  // The at-least-once window (decision 007): a crash here, after the server accepted the mail
  // and before this write, sends it again on the retry, with the same Message-ID.
  await recordMailOutcome(payload, submissionId, which, { status: 'sent', error: null, attempted: true })
  return done('sent')
}

export const sendSubmissionMailTask: TaskConfig<SendMailIO> = {
  slug: SEND_MAIL_TASK,
  label: 'Send a contact form mail',
  inputSchema: [
    { name: 'submissionId', type: 'number', required: true },
    { name: 'which', type: 'select', required: true, options: ['mail', 'mail2'] },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: RETRY_DELAY_MS } },
  handler: sendSubmissionMail,
}

// ---------------------------------------------------------------------------------------------
// Queueing and running

/** Queues one job per mail, in `req`'s transaction: they commit with whatever else `req` wrote. */
export async function queueMailJobs(payload: Payload, req: PayloadRequest, submissionId: number, kinds: readonly MailKind[]): Promise<void> {
  for (const which of kinds) {
    await payload.jobs.queue({ task: SEND_MAIL_TASK, input: { submissionId, which }, queue: MAIL_QUEUE, req })
  }
}

/**
 * Marks an accepted submission's mail as queued and queues its jobs: `mail`, and `mail2` when the
 * form's autoresponder is on. Everything goes through `req`, so it commits with the submission.
 */
export async function queueAcceptedSubmission(payload: Payload, req: PayloadRequest, submissionId: number): Promise<void> {
  const submission = await payload.findByID({ collection: 'form-submissions', id: submissionId, depth: 0, overrideAccess: true, req })
  const formId = typeof submission.form === 'number' ? submission.form : submission.form.id
  const form = await payload.findByID({ collection: 'contact-forms', id: formId, depth: 0, overrideAccess: true, req, disableErrors: true })
  const kinds: MailKind[] = form?.mail2?.active ? ['mail', 'mail2'] : ['mail']
  await payload.update({
    collection: 'form-submissions',
    id: submissionId,
    data: { mailStatus: 'queued', mail2Status: kinds.includes('mail2') ? 'queued' : 'none' },
    depth: 0,
    overrideAccess: true,
    req,
    context: { skipRevalidate: true },
  })
  await queueMailJobs(payload, req, submissionId, kinds)
}

/** Runs `work` in a transaction of its own (PostgreSQL; SQLite runs it as it comes). */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context: { skipRevalidate: true } }, payload)
  const owns = await initTransaction(req)
  try {
    const result = await work(req)
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

let running: Promise<void> | null = null
let requested = false

/**
 * Runs the mail queue in the background until nothing is due, and returns at once. Inside a
 * Next request it starts once the response has gone (`after`); elsewhere (tests, scripts) at
 * once. One run at a time per process: a call during a run asks for one more pass instead of
 * starting another runner, so a burst of submissions does not start a burst of competing runners.
 */
export function startMailDelivery(payload: Payload): void {
  try {
    after(() => deliverInBackground(payload))
  } catch {
    // Outside a request scope, where `after` is not available.
    deliverInBackground(payload)
  }
}

function deliverInBackground(payload: Payload): void {
  requested = true
  if (running) return
  running = (async () => {
    let moreDue = true
    while (requested || moreDue) {
      requested = false
      const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 50, silent: { info: true } })
      moreDue = result.noJobsRemaining !== true
    }
  })()
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Contact form: running the mail queue failed.' }))
    .finally(() => {
      running = null
      // A call that came after the loop's last check would otherwise wait for the next cron run.
      if (requested) deliverInBackground(payload)
    })
}

/** Resolves when the background delivery started by `startMailDelivery` has finished (tests, scripts). */
export async function mailDeliveryIdle(): Promise<void> {
  // A run can start another as it ends (see deliverInBackground): wait for the last one.
  while (running) await running
}

/** Runs the mail queue in the foreground until nothing is due (scripts/run-jobs.ts, tests). */
export async function runMailQueue(payload: Payload): Promise<void> {
  for (let pass = 0; pass < 1000; pass++) {
    const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 50, silent: { info: true } })
    if (result.noJobsRemaining) return
  }
}

/** The Next server runs due mail jobs every minute (and the sweep when it is due). */
export const mailAutoRun: Extract<JobsConfig['autoRun'], unknown[]> = [{ cron: '* * * * *', queue: MAIL_QUEUE, limit: 100 }]

// ---------------------------------------------------------------------------------------------
// The sweep

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

/** Hands jobs left "processing" by a process that died back to the queue. */
async function releaseStuckJobs(payload: Payload, now: number): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: SEND_MAIL_TASK } }, { processing: { equals: true } }, { updatedAt: { less_than: new Date(now - STUCK_JOB_MS).toISOString() } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}

/**
 * Queues the mail of accepted submissions that have no job that will send it. Without a mail
 * transport only never-queued submissions are queued (they then show the "not set" error);
 * queued ones would only fail again.
 */
export async function sweepSubmissionMail(payload: Payload, now = Date.now()): Promise<SweepResult> {
  const released = await releaseStuckJobs(payload, now)
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

export const mailTasks = [sendSubmissionMailTask, sweepSubmissionMailTask]
