import 'server-only'

/** Sending one mail of a submission: the outbox's `sendSubmissionMail` task (see mail-outbox.server.ts). */

import type { TaskConfig, TaskHandlerArgs } from 'payload'

import { composeSubmissionMail } from '../mail-compose.server'
import { MailRenderError } from '../mail-render'
import { hasMailTransport, MAIL_RETRIES, mailStatusOf, NO_TRANSPORT_ERROR, SEND_MAIL_TASK, type SendMailIO } from './mail-outbox.server'
import { type MailOutcome, recordMailOutcome, takeMailLease } from './mail-state.server'

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
