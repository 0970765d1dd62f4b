import 'server-only'

/**
 * The delivery state of each of a submission's two mails (`mail`, `mail2`: status, attempts,
 * error, sent time, lease and its owner), written by the outbox with single UPDATEs that touch
 * only that mail's columns. Payload's `update` writes the whole row from what it read a moment
 * before, so the two mails' jobs finishing together would undo each other's state, and could
 * clear a lease.
 *
 * The lease is the one-sender rule (decision 022): before a job sends a mail, its process takes
 * the lease with a conditional UPDATE that names the process (its instance id) and runs out
 * MAIL_LEASE_MS later; the process renews it while it works (mail-process.server.ts). A process
 * that dies stops renewing, so its leases run out within MAIL_LEASE_MS and another process may
 * take the mail over at once (mail-orphans.server.ts). Payload's job runner can hand one job to
 * two runners (it reads, then marks jobs as processing), and several jobs can exist for one mail
 * (a resend, the sweep): whichever takes the lease sends; the others try again later and then
 * find the mail sent.
 */

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rowsChanged, rowsOf } from '../../raw-sql.server'

export type MailKind = 'mail' | 'mail2'

/**
 * How long a lease lasts unless its process renews it (every MAIL_LEASE_RENEW_MS): after a
 * crash, the mail the dead process held is free again this long after its last renewal.
 */
export const MAIL_LEASE_MS = 20_000
export const MAIL_LEASE_RENEW_MS = 5_000

/** Payload's column names (snake_case) of each mail's delivery fields in `form_submissions`. */
export const mailColumns = (which: MailKind) => ({
  status: sql.identifier(`${which}_status`),
  attempts: sql.identifier(`${which}_attempts`),
  error: sql.identifier(`${which}_error`),
  sentAt: sql.identifier(`${which}_sent_at`),
  lease: sql.identifier(`${which}_lease_until`),
  owner: sql.identifier(`${which}_lease_owner`),
})

/**
 * Takes the lease on one mail of a submission for process `owner`: true when it may send it now.
 * Only a mail still `queued` can be leased, and only when nobody holds an unexpired lease.
 */
export async function takeMailLease(payload: Payload, submissionId: number, which: MailKind, owner: string, now: number): Promise<boolean> {
  const c = mailColumns(which)
  return (
    (await rowsChanged(
      payload,
      sql`UPDATE form_submissions SET ${c.lease} = ${now + MAIL_LEASE_MS}, ${c.owner} = ${owner}
        WHERE id = ${submissionId} AND ${c.status} = 'queued' AND (${c.lease} IS NULL OR ${c.lease} < ${now})`,
    )) === 1
  )
}

/**
 * Extends the leases `owner` still holds on these submissions' mails (one UPDATE per kind), and
 * returns how many it extended. A lease another process has taken over is left alone.
 */
export async function renewMailLeases(payload: Payload, owner: string, which: MailKind, submissionIds: readonly number[], now: number): Promise<number> {
  if (submissionIds.length === 0) return 0
  const c = mailColumns(which)
  const ids = sql.join(
    submissionIds.map((id) => sql`${id}`),
    sql`, `,
  )
  return rowsChanged(
    payload,
    sql`UPDATE form_submissions SET ${c.lease} = ${now + MAIL_LEASE_MS}
      WHERE id IN (${ids}) AND ${c.owner} = ${owner} AND ${c.status} = 'queued' AND ${c.lease} IS NOT NULL`,
  )
}

/**
 * True while `owner` holds the lease on this mail for at least `marginMs` more: a read, so that
 * checking it right before a message's end costs no write.
 */
export async function holdsMailLease(payload: Payload, submissionId: number, which: MailKind, owner: string, now: number, marginMs: number): Promise<boolean> {
  const c = mailColumns(which)
  const rows = await rowsOf(
    payload,
    sql`SELECT id FROM form_submissions WHERE id = ${submissionId} AND ${c.owner} = ${owner} AND ${c.status} = 'queued' AND ${c.lease} > ${now + marginMs}`,
  )
  return rows.length === 1
}

export type MailOutcome = {
  status: 'queued' | 'sent' | 'failed'
  error: string | null
  /** True when this outcome is an attempt at the SMTP server (counted in the attempts field). */
  attempted: boolean
}

/**
 * Records what became of one mail and releases its lease. `sent` is always written (it is the
 * truth, whoever holds the lease now). Another outcome is written only by the lease's holder
 * (`owner`), so a process that lost its lease cannot put a mail another one sent back in the
 * queue; without an owner (no transport: nothing was tried), only while nobody holds the lease.
 * Returns false when nothing was written.
 */
export async function recordMailOutcome(payload: Payload, submissionId: number, which: MailKind, outcome: MailOutcome, owner: string | null): Promise<boolean> {
  const c = mailColumns(which)
  const now = new Date()
  const sentAt = outcome.status === 'sent' ? sql`${now.toISOString()}` : c.sentAt
  const holder =
    outcome.status === 'sent'
      ? sql``
      : owner === null
        ? sql` AND ${c.status} = 'queued' AND (${c.lease} IS NULL OR ${c.lease} < ${now.getTime()})`
        : sql` AND ${c.owner} = ${owner}`
  return (
    (await rowsChanged(
      payload,
      sql`UPDATE form_submissions SET ${c.status} = ${outcome.status}, ${c.error} = ${outcome.error},
        ${c.attempts} = COALESCE(${c.attempts}, 0) + ${outcome.attempted ? 1 : 0}, ${c.sentAt} = ${sentAt},
        ${c.lease} = NULL, ${c.owner} = NULL, updated_at = ${now.toISOString()}
        WHERE id = ${submissionId}${holder}`,
    )) === 1
  )
}

/** Puts a failed mail back in the queue (the admin's resend); false when it had not failed. */
export async function requeueFailedMail(payload: Payload, submissionId: number, which: MailKind): Promise<boolean> {
  const c = mailColumns(which)
  return (
    (await rowsChanged(
      payload,
      sql`UPDATE form_submissions SET ${c.status} = 'queued', ${c.error} = NULL, ${c.lease} = NULL, ${c.owner} = NULL, updated_at = ${new Date().toISOString()}
        WHERE id = ${submissionId} AND ${c.status} = 'failed'`,
    )) === 1
  )
}
