/**
 * Where an accepted submission is handed over for mail. THE ONE CALL POINT: the submission
 * pipeline (submission.server.ts) calls `queueSubmissionMail` once the submission is stored,
 * inside the same database transaction (on PostgreSQL), and answers `mail_sent` only when it
 * returns.
 *
 * Today it only records `mailStatus: 'queued'`: nothing is sent yet, and nothing claims it was.
 * The mail outbox step replaces the body with a Payload job queued with the same `req` (so the
 * job and the stored submission commit together), keeping this signature.
 */

import type { Payload, PayloadRequest } from 'payload'

export type QueueMailInput = {
  payload: Payload
  /** The request whose transaction stored the submission: pass it to every write here. */
  req: PayloadRequest
  submissionId: number
}

export type QueueMail = (input: QueueMailInput) => Promise<void>

export const queueSubmissionMail: QueueMail = async ({ payload, req, submissionId }) => {
  await payload.update({
    collection: 'form-submissions',
    id: submissionId,
    data: { mailStatus: 'queued' },
    req,
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
}
