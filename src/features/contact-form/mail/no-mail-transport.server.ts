import 'server-only'

/**
 * Payload's email adapter when SMTP_URL is not set (payload.config.ts). Without one, Payload
 * warns "No email adapter provided. Email will be written to console." in every process that
 * loads the config, and its stand-in writes whole messages (a visitor's words, a password-reset
 * link) to the log while reporting them sent.
 *
 * This one sends nothing and logs one line per message, in our words, without its content: who
 * asked is not known here, so only the number of recipients. The contact form's outbox sees it
 * by its name (`hasMailTransport`) and never hands it a mail: its mail stays queued with
 * NO_TRANSPORT_ERROR until SMTP is configured. Where mail goes is said once at start-up, by
 * scripts/start.ts.
 */

import type { EmailAdapter, SendEmailOptions } from 'payload'

/** The adapter's name, which tells the outbox that mail cannot leave. */
export const NO_MAIL_TRANSPORT = 'none'

function recipientCount(message: SendEmailOptions): number {
  const count = (field: SendEmailOptions['to']) => (field === undefined || field === null ? 0 : Array.isArray(field) ? field.length : String(field).split(',').length)
  return count(message.to) + count(message.cc) + count(message.bcc)
}

/** An email adapter that sends nothing, for a site without SMTP_URL. */
export function noMailTransportAdapter(options: { defaultFromAddress: string; defaultFromName: string }): EmailAdapter<{ sent: false }> {
  return ({ payload }) => ({
    name: NO_MAIL_TRANSPORT,
    defaultFromAddress: options.defaultFromAddress,
    defaultFromName: options.defaultFromName,
    sendEmail: async (message) => {
      const recipients = recipientCount(message)
      payload.logger.warn(`Mail not sent: SMTP_URL is not set (a message to ${recipients} recipient${recipients === 1 ? '' : 's'}; it was not kept).`)
      return { sent: false }
    },
  })
}
