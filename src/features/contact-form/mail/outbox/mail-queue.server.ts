import 'server-only'

/**
 * Where an accepted submission is handed over for mail. THE ONE CALL POINT: the submission
 * pipeline (submissions/submission.server.ts) stores the submission with its mail already marked
 * queued, calls `queueSubmissionMail` inside the same database transaction (on PostgreSQL), and
 * answers `mail_sent` only when it returns. It queues the outbox's jobs with the same `req`, so
 * the jobs and the stored submission commit together; delivery itself happens in the jobs
 * (mail-outbox.server.ts).
 */

import type { Payload, PayloadRequest } from 'payload'

import { type MailKind, queueMailJobs } from './mail-outbox.server'

export type QueueMailInput = {
  payload: Payload
  /** The request whose transaction stored the submission: pass it to every write here. */
  req: PayloadRequest
  submissionId: number
  /** The mails the submission was stored as waiting for (mail, and mail2 with the autoresponder on). */
  kinds: readonly MailKind[]
}

export type QueueMail = (input: QueueMailInput) => Promise<void>

export const queueSubmissionMail: QueueMail = ({ payload, req, submissionId, kinds }) => queueMailJobs(payload, req, submissionId, kinds)
