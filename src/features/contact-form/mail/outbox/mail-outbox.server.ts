import 'server-only'

/**
 * The contact form's durable mail outbox, on Payload's jobs queue (decision 007). This module
 * holds what its parts share (the queue and task names, a mail's status, queueing its jobs);
 * sending is mail-send.server.ts, running the queue mail-runner.server.ts, the sweep
 * mail-sweep.server.ts, the delivery state's SQL mail-state.server.ts, the per-process lease
 * renewal and send gate mail-process.server.ts, taking back a dead process's jobs
 * mail-orphans.server.ts.
 *
 * - A submission is stored, then one `sendSubmissionMail` job per mail (`mail`, and `mail2`
 *   when the autoresponder is on) is queued with the same request, so on PostgreSQL both commit
 *   together (mail-queue.server.ts).
 * - Right after the commit `startMailDelivery` runs the queue in the background, so a healthy
 *   SMTP server has the mail within a second; the visitor's answer never waits for it. Every
 *   minute the Next server's `jobs.autoRun` runs whatever is due (retries, leftovers).
 * - A job re-reads the submission, skips a mail already sent, takes the mail's lease in the name
 *   of its process and keeps it renewed (mail-process.server.ts), sends through
 *   `payload.sendEmail` (one SMTP transaction at a time per process) with a Message-ID fixed per
 *   submission and mail, and records the outcome. Failures retry with exponential backoff; the
 *   last one, or one no retry can fix, marks the mail `failed` for the admin.
 * - A process that dies leaves its jobs "processing" and its leases unrenewed: every few seconds
 *   the server hands such jobs back to the queue (mail-orphans.server.ts, started with the
 *   server by `startMailKeeper`), so their mail goes out within a minute of the restart.
 * - Every five minutes `sweepSubmissionMail` queues what fell through the cracks: a submission
 *   stored but never queued (a crash between the two on SQLite, which has no transactions) and a
 *   queued mail whose job is gone.
 */

import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { ContactForm, FormSubmission } from '@/payload-types'

import { NO_MAIL_TRANSPORT } from '../no-mail-transport.server'
import type { MailKind } from './mail-state.server'

export type { MailKind } from './mail-state.server'

export const MAIL_QUEUE = 'mail'
export const SEND_MAIL_TASK = 'sendSubmissionMail'
export const SWEEP_MAIL_TASK = 'sweepSubmissionMail'

/** Retries after the first try, waiting 5 s, 10 s, 20 s, … 42 min: about 85 minutes in all. */
export const MAIL_RETRIES = 10

/** What the admin reads when mail cannot leave at all. */
export const NO_TRANSPORT_ERROR = 'SMTP_URL is not set: mail waits in the outbox until it is configured and the server restarted.'

export type SendMailIO = {
  input: { submissionId: number; which: MailKind }
  output: { result: 'sent' | 'already-sent' | 'not-queued' | 'missing' | 'no-transport' | 'failed' }
}

type MailStatus = NonNullable<FormSubmission['mailStatus']>

/** Where one of the submission's mails stands: none, queued, sent or failed. */
export function mailStatusOf(submission: Pick<FormSubmission, 'mailStatus' | 'mail2Status'>, which: MailKind): MailStatus {
  return (which === 'mail' ? submission.mailStatus : submission.mail2Status) ?? 'none'
}

/**
 * False without SMTP_URL: Payload then has our adapter that sends nothing (NO_MAIL_TRANSPORT), or
 * its own stand-in, which only writes mail to the log ('console').
 */
export function hasMailTransport(payload: Payload): boolean {
  return payload.email.name !== NO_MAIL_TRANSPORT && payload.email.name !== 'console'
}


/** Queues one job per mail, in `req`'s transaction: they commit with whatever else `req` wrote. */
export async function queueMailJobs(payload: Payload, req: PayloadRequest, submissionId: number, kinds: readonly MailKind[]): Promise<void> {
  for (const which of kinds) {
    await payload.jobs.queue({ task: SEND_MAIL_TASK, input: { submissionId, which }, queue: MAIL_QUEUE, req })
  }
}

/** The mails a submission of this form sends: `mail`, and `mail2` when the autoresponder is on. */
export function mailKindsOf(form: Pick<ContactForm, 'mail2'> | null): MailKind[] {
  return form?.mail2?.active ? ['mail', 'mail2'] : ['mail']
}

/**
 * Marks an accepted submission's mail as queued and queues its jobs: what the sweep does for a
 * submission stored without them (a crash between the two on SQLite, or one stored before this
 * version, which marked the mail after storing it). Everything goes through `req`, so it commits
 * with whatever else `req` wrote.
 */
export async function queueAcceptedSubmission(payload: Payload, req: PayloadRequest, submissionId: number): Promise<void> {
  const submission = await payload.findByID({ collection: 'form-submissions', id: submissionId, depth: 0, overrideAccess: true, req })
  const formId = typeof submission.form === 'number' ? submission.form : submission.form.id
  const form = await payload.findByID({ collection: 'contact-forms', id: formId, depth: 0, overrideAccess: true, req, disableErrors: true })
  const kinds = mailKindsOf(form)
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
