import 'server-only'

/** Sending one mail of a submission: the outbox's `sendSubmissionMail` task (see mail-outbox.server.ts). */

import type { TaskConfig, TaskHandlerArgs } from 'payload'

import { composeSubmissionMail } from '../mail-compose.server'
import { MailRenderError } from '../mail-render'
import { hasMailTransport, MAIL_RETRIES, mailStatusOf, NO_TRANSPORT_ERROR, SEND_MAIL_TASK, type SendMailIO } from './mail-outbox.server'
import { holdMailLease, MailLeaseLostError, outboxInstanceId } from './mail-process.server'
import { type MailOutcome, recordMailOutcome } from './mail-state.server'

const RETRY_DELAY_MS = 5_000

/** An SMTP refusal of the envelope or the message (5xx): the same mail would be refused again. */
function isPermanentSmtpError(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000)
}

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
    await recordMailOutcome(payload, submissionId, which, { status: 'queued', error: NO_TRANSPORT_ERROR, attempted: false }, null)
    return done('no-transport')
  }
  const lease = await holdMailLease(payload, submissionId, which)
  if (!lease) {
    // Another runner is sending it (or just did): try again later, and skip it then if it went.
    throw new Error(`Mail ${which} of submission ${submissionId} is being sent by another worker.`)
  }
  const owner = outboxInstanceId()
  let reachedServer = false
  let recorded = false
  try {
    const { message } = await composeSubmissionMail(payload, submission, which)
    reachedServer = true
    // The server takes the mail at the end of its SMTP transaction; that end and this record
    // happen in the process's commit window, one mail at a time (mail-process.server.ts).
    await lease.deliver(message, async () => {
      // The at-least-once window (decision 022): a crash after the server took the mail and
      // before this write sends it again after the restart, with the same Message-ID; at most
      // one such mail per process.
      recorded = await recordMailOutcome(payload, submissionId, which, { status: 'sent', error: null, attempted: true }, owner)
    })
    return done('sent')
  } catch (error) {
    // Lost the lease before the end: the mail is another process's now, and nothing was sent here.
    if (error instanceof MailLeaseLostError || recorded) throw error
    const final = error instanceof MailRenderError || isPermanentSmtpError(error) || (job.totalTried ?? 0) >= MAIL_RETRIES
    const outcome: MailOutcome = { status: final ? 'failed' : 'queued', error: errorText(error), attempted: reachedServer }
    await recordMailOutcome(payload, submissionId, which, outcome, owner)
    if (final) {
      payload.logger.error({ err: error, msg: `Contact form: mail ${which} of submission ${submissionId} failed for good.` })
      return done('failed')
    }
    throw error
  } finally {
    lease.release()
  }
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
