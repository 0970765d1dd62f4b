import 'server-only'

/**
 * One SMTP transaction whose end this process controls (decision 022). The mail server takes a
 * message when it reads the terminating "." of the DATA command; until then, a sender that dies
 * leaves nothing behind. So the message is built first (nodemailer's own composer), and handed to
 * the SMTP transport as a stream that holds back its end: connecting, the envelope and the whole
 * body run concurrently with other mails, and only the end waits for `beforeEnd` (this process's
 * commit window, mail-process.server.ts).
 *
 * The stream goes to nodemailer's SMTP transport itself (the one payload.config.ts built, exposed
 * on the email adapter by `exposeSmtpTransport`): nodemailer's mailer would read a message
 * stream into its own buffers before the envelope is even sent, which would hold the end from the
 * start of the transaction. Without that transport (another adapter), the whole transaction runs
 * after `beforeEnd`.
 */

import { Readable } from 'node:stream'

import type { Transporter } from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

/** What this module uses of a nodemailer transporter: its transport's `send(mail, callback)`. */
type SmtpTransport = { transporter: { send: (mail: unknown, callback: (error: Error | null, info?: unknown) => void) => void } }
type AdapterWithTransport = { smtpTransport?: SmtpTransport }

/** Adds nodemailer's transport to an email adapter, so the outbox can hold back a message's end. */
export async function exposeSmtpTransport(adapter: EmailAdapter | Promise<EmailAdapter>, transporter: Transporter): Promise<EmailAdapter> {
  const transport = transporter as unknown as SmtpTransport
  const inner = await adapter
  return (args) => ({ ...inner(args), smtpTransport: transport })
}

/**
 * A message that waits for `beforeEnd` before it ends (and so before SMTP's terminating "."). It
 * is read only once the SMTP connection pipes it, after the server accepted the envelope.
 */
class HeldEndBody extends Readable {
  private pushed = false
  private ending = false

  constructor(
    private readonly text: Buffer,
    private readonly beforeEnd: () => Promise<void>,
  ) {
    super()
  }

  override _read(): void {
    if (!this.pushed) {
      this.pushed = true
      this.push(this.text)
      return
    }
    if (this.ending) return
    this.ending = true
    this.beforeEnd().then(
      () => this.push(null),
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    )
  }
}

/**
 * Sends `message`, running `beforeEnd` just before the transaction can commit at the server:
 * before the terminating "." with nodemailer's SMTP transport, before the whole transaction with
 * any other adapter. An error thrown by `beforeEnd` aborts the transaction before the server
 * took the message, and is the error this throws.
 */
export async function sendWithHeldEnd(payload: Payload, message: SendEmailOptions, beforeEnd: () => Promise<void>): Promise<void> {
  const transport = (payload.email as unknown as AdapterWithTransport).smtpTransport
  if (!transport) {
    await beforeEnd()
    await payload.sendEmail(message)
    return
  }
  const from = message.from ?? `${payload.email.defaultFromName} <${payload.email.defaultFromAddress}>`
  const node = new MailComposer({ ...message, from } as ConstructorParameters<typeof MailComposer>[0]).compile()
  const text = await new Promise<Buffer>((resolve, reject) => node.build((error, built) => (error ? reject(error) : resolve(built))))
  let refused: unknown = null
  const body = new HeldEndBody(text, async () => {
    try {
      await beforeEnd()
    } catch (error) {
      refused = error
      throw error
    }
  })
  // A mail as nodemailer's transports take it (their plugin interface), for SMTP_URL with or without pool=true.
  const composed = { getEnvelope: () => node.getEnvelope(), messageId: () => node.messageId(), getHeader: (key: string) => node.getHeader(key), createReadStream: () => body }
  const mail = { data: {}, message: composed }
  try {
    await new Promise((resolve, reject) => transport.transporter.send(mail, (error, info) => (error ? reject(error) : resolve(info))))
  } catch (error) {
    // nodemailer reports the aborted body in its own words: the cause is beforeEnd's.
    throw refused ?? error
  }
}
