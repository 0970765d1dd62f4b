import 'server-only'

/**
 * What the outbox keeps per process (decision 022): its instance id, the leases it holds and
 * renews, and its commit window.
 *
 * - **Instance id.** Every lease names the process that took it (`host:pid:random`), so a
 *   renewal or an outcome never touches a lease another process has taken over.
 * - **Renewal.** While this process holds a lease (from the job's start to its recorded
 *   outcome), a timer extends it every MAIL_LEASE_RENEW_MS. A process that dies stops renewing:
 *   its leases run out within MAIL_LEASE_MS and another process takes the mail over
 *   (mail-orphans.server.ts). A mail still not done MAIL_SEND_MAX_MS after its transaction
 *   reached the commit window (beyond every SMTP timeout) is not renewed any more.
 * - **One commit at a time.** A crash can only repeat a message the mail server took (it read
 *   the terminating "." of DATA) before the process recorded it as sent. Each mail enters this
 *   process's commit window just before that "." and leaves it once `sent` is recorded, one mail
 *   at a time (mail-transaction.server.ts holds the "." back); everything before it runs
 *   concurrently. So a crash repeats at most one message per process.
 *
 * The state lives on globalThis: Next may load this module more than once in one process (the
 * instrumentation and the route bundles), and all copies must share one window and one id.
 */

import { randomBytes } from 'node:crypto'
import os from 'node:os'

import type { Payload, SendEmailOptions } from 'payload'

import { holdsMailLease, MAIL_LEASE_RENEW_MS, type MailKind, renewMailLeases, takeMailLease } from './mail-state.server'
import { sendWithHeldEnd } from './mail-transaction.server'

/** A mail still not done this long after reaching the commit window has hung past every SMTP timeout: its lease may lapse. */
export const MAIL_SEND_MAX_MS = 5 * 60 * 1000

type Held = { payload: Payload; submissionId: number; which: MailKind; sendingSince: number | null }

type ProcessState = {
  instanceId: string
  held: Set<Held>
  renewal: ReturnType<typeof setInterval> | null
  /** Settles when the mail now in the commit window leaves it; the next one waits for it. */
  window: Promise<void>
}

const KEY = Symbol.for('vitrine.contactForm.mailOutbox')

function state(): ProcessState {
  const global = globalThis as typeof globalThis & { [KEY]?: ProcessState }
  global[KEY] ??= {
    instanceId: `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    held: new Set(),
    renewal: null,
    window: Promise.resolve(),
  }
  return global[KEY]
}

/** This process's name in the leases it takes. */
export function outboxInstanceId(): string {
  return state().instanceId
}

export type MailLease = {
  /**
   * Sends `message` and runs `recordSent` once the server took it, with the end of the SMTP
   * transaction and the record inside this process's commit window. Throws MailLeaseLostError,
   * having sent nothing, when the lease was lost before the end.
   */
  deliver: (message: SendEmailOptions, recordSent: () => Promise<void>) => Promise<void>
  /** Stops renewing (call once the outcome is recorded, or when giving up). */
  release: () => void
}

/** Waits for the commit window; resolves with the function that leaves it. */
async function enterWindow(local: ProcessState): Promise<() => void> {
  const ahead = local.window
  let leave!: () => void
  local.window = new Promise<void>((resolve) => (leave = resolve))
  await ahead
  return leave
}

/** Takes the lease on a mail for this process and keeps it renewed until released; null when another holds it. */
export async function holdMailLease(payload: Payload, submissionId: number, which: MailKind): Promise<MailLease | null> {
  const local = state()
  if (!(await takeMailLease(payload, submissionId, which, local.instanceId, Date.now()))) return null
  const held: Held = { payload, submissionId, which, sendingSince: null }
  local.held.add(held)
  startRenewing(local)
  return {
    deliver: async (message, recordSent) => {
      let leave: (() => void) | null = null
      let finished = false
      try {
        await sendWithHeldEnd(payload, message, async () => {
          const exit = await enterWindow(local)
          // The transaction may have failed meanwhile (its stream is drained after a refusal):
          // then nobody else would leave the window.
          if (finished) {
            exit()
            throw new Error('The SMTP transaction ended before its message did.')
          }
          leave = exit
          // The lease may have lapsed meanwhile (renewals failed, say): then another process may
          // be sending this mail, and this one must not let the server take it.
          // (A renewal is due within MAIL_LEASE_RENEW_MS: the lease must outlast that.)
          if (!(await holdsMailLease(payload, submissionId, which, local.instanceId, Date.now(), MAIL_LEASE_RENEW_MS))) throw new MailLeaseLostError(submissionId, which)
          held.sendingSince = Date.now()
        })
        await recordSent()
      } finally {
        finished = true
        ;(leave as (() => void) | null)?.()
      }
    },
    release: () => {
      local.held.delete(held)
      if (local.held.size === 0 && local.renewal) {
        clearInterval(local.renewal)
        local.renewal = null
      }
    },
  }
}

/** Thrown instead of sending when this process no longer holds the mail's lease. */
export class MailLeaseLostError extends Error {
  constructor(submissionId: number, which: MailKind) {
    super(`Mail ${which} of submission ${submissionId} was taken over by another worker before it was sent.`)
    this.name = 'MailLeaseLostError'
  }
}

function startRenewing(local: ProcessState): void {
  if (local.renewal) return
  // Not unref'd: while a mail is in flight the process stays up. nodemailer reports a connection
  // the server closed through an unref'd timer, which a script (`npm run jobs`) whose only other
  // work is a mail waiting for the commit window would otherwise never see fire. The timer
  // stops with the last lease released.
  local.renewal = setInterval(() => void renewHeldLeases(local), MAIL_LEASE_RENEW_MS)
}

async function renewHeldLeases(local: ProcessState): Promise<void> {
  const now = Date.now()
  const due = [...local.held].filter((held) => held.sendingSince === null || now - held.sendingSince < MAIL_SEND_MAX_MS)
  const groups = new Map<Payload, Map<MailKind, number[]>>()
  for (const held of due) {
    const byKind = groups.get(held.payload) ?? new Map<MailKind, number[]>()
    byKind.set(held.which, [...(byKind.get(held.which) ?? []), held.submissionId])
    groups.set(held.payload, byKind)
  }
  for (const [payload, byKind] of groups) {
    for (const [which, ids] of byKind) {
      await renewMailLeases(payload, local.instanceId, which, ids, now).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'Contact form: renewing the mail leases of this process failed; another process may take those mails over.' }),
      )
    }
  }
}
