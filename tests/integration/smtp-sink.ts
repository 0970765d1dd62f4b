/**
 * A real SMTP server in the test process (smtp-server), keeping every message it accepts with
 * its envelope, the raw text and the parsed mail (mailparser). It can be stopped and started
 * again on the same port, to play a mail server that is down for a while. Addresses starting
 * with `reject` are refused with a permanent 550.
 */
import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { rcptTo: string[]; mailFrom: string; raw: string; parsed: ParsedMail; receivedAt: number }

export type SmtpSinkOptions = {
  /**
   * How long the server waits, once it has a whole message, before it answers 250: the time in
   * which the sender cannot know the message arrived (the crash test kills the sender then).
   */
  answerDelayMs?: number
  /** How long the server takes to accept each message's sender (MAIL FROM): a slow mail server. */
  mailFromDelayMs?: number
  /** While this returns true, MAIL FROM is not answered: a mail server that stalls for a while. */
  holdMailFrom?: () => boolean
  /** Called with each message as it is kept, before the server answers. */
  onReceived?: (mail: ReceivedMail) => void
}

export class SmtpSink {
  readonly received: ReceivedMail[] = []
  /** The sender of every MAIL FROM the server answered, in order. */
  readonly senders: string[] = []
  private server: SMTPServer | null = null
  private port = 0

  constructor(private readonly options: SmtpSinkOptions = {}) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  /** Listens on the port of the last start (any free port the first time). */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom: (address, _session, callback) => {
        const accept = () => {
          this.senders.push(address.address)
          callback()
        }
        const answer = () => {
          if (this.options.holdMailFrom?.()) setTimeout(answer, 20)
          else if (this.options.mailFromDelayMs) setTimeout(accept, this.options.mailFromDelayMs)
          else accept()
        }
        answer()
      },
      onRcptTo: (address, _session, callback) => {
        if (address.address.startsWith('reject')) {
          const refusal: Error & { responseCode?: number } = new Error('Mailbox unavailable')
          refusal.responseCode = 550
          callback(refusal)
        } else callback()
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          simpleParser(raw).then(
            (parsed) => {
              const mail: ReceivedMail = {
                raw,
                parsed,
                mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                rcptTo: session.envelope.rcptTo.map((address) => address.address),
                receivedAt: Date.now(),
              }
              // Kept as soon as the whole message is here, as a real server queues it.
              this.received.push(mail)
              this.options.onReceived?.(mail)
              if (this.options.answerDelayMs) setTimeout(() => callback(), this.options.answerDelayMs)
              else callback()
            },
            (error: Error) => callback(error),
          )
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    // A sender that dies mid-transaction resets its connection: that is not the sink's failure.
    server.on('error', () => undefined)
    this.server = server
  }

  /** Stops listening: connections are refused until the next start. */
  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** The messages carrying this Message-ID. */
  withMessageId(messageId: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.parsed.messageId === messageId)
  }
}

/** Polls until `check` is true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
