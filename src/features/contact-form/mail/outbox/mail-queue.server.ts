import 'server-only'

/**
 * Where an accepted submission is handed over for mail. THE ONE CALL POINT: the submission
 * pipeline (submissions/submission.server.ts) calls `queueSubmissionMail` once the submission is stored,
 * inside the same database transaction (on PostgreSQL), and answers `mail_sent` only when it
 * returns. It marks the mail queued and queues the outbox's jobs with the same `req`, so the
 * jobs and the stored submission commit together; delivery itself happens in the jobs
 * (mail-outbox.server.ts).
 */

import type { Payload, PayloadRequest } from 'payload'

import { queueAcceptedSubmission } from './mail-outbox.server'

export type QueueMailInput = {
  payload: Payload
  /** The request whose transaction stored the submission: pass it to every write here. */
  req: PayloadRequest
  submissionId: number
}

export type QueueMail = (input: QueueMailInput) => Promise<void>

export const queueSubmissionMail: QueueMail = ({ payload, req, submissionId }) => queueAcceptedSubmission(payload, req, submissionId)
