import 'server-only'

/**
 * The delivery state of each of a submission's two mails (`mail`, `mail2`: status, attempts,
 * error, sent time, lease), written by the outbox with single UPDATEs that touch only that mail's
 * columns. Payload's `update` writes the whole row from what it read a moment before, so the two
 * mails' jobs finishing together would undo each other's state, and could clear a lease.
 *
 * The lease is the one-sender rule: before a job sends a mail it takes the lease with a
 * conditional UPDATE, which the database applies atomically (SQLite serialises writes;
 * PostgreSQL re-checks the condition on the locked row). Payload's job runner can hand one job to
 * two runners at once (it reads, then marks jobs as processing), and several jobs can exist for
 * one mail (a resend, the sweep): whichever takes the lease sends; the others try again later
 * and then find the mail sent.
 */

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

export type MailKind = 'mail' | 'mail2'

/** Longer than one delivery can take (the SMTP timeouts in payload.config.ts add up to about 80 s). */
export const MAIL_LEASE_MS = 5 * 60 * 1000

/** Payload's column names (snake_case) of each mail's delivery fields in `form_submissions`. */
const columnsOf = (which: MailKind) => ({
  status: sql.identifier(`${which}_status`),
  attempts: sql.identifier(`${which}_attempts`),
  error: sql.identifier(`${which}_error`),
  sentAt: sql.identifier(`${which}_sent_at`),
  lease: sql.identifier(`${which}_lease_until`),
})

/** Runs an UPDATE outside any transaction, on either adapter, and returns how many rows it changed. */
async function rowsChanged(payload: Payload, query: SQL): Promise<number> {
  // payload.db is typed as the common adapter interface; its name tells which one it is.
  if (payload.db.name === 'postgres') {
    const result = await (payload.db as unknown as PostgresAdapter).drizzle.execute(query)
    return result.rowCount ?? 0
  }
  const result = await (payload.db as unknown as SQLiteAdapter).drizzle.run(query)
  return result.rowsAffected
}

/**
 * Takes the lease on one mail of a submission: true when this caller may send it now. Only a
 * mail still `queued` can be leased, and only when nobody holds an unexpired lease.
 */
export async function takeMailLease(payload: Payload, submissionId: number, which: MailKind, now: number): Promise<boolean> {
  const c = columnsOf(which)
  return (
    (await rowsChanged(
      payload,
      sql`UPDATE form_submissions SET ${c.lease} = ${now + MAIL_LEASE_MS}
        WHERE id = ${submissionId} AND ${c.status} = 'queued' AND (${c.lease} IS NULL OR ${c.lease} < ${now})`,
    )) === 1
  )
}

export type MailOutcome = {
  status: 'queued' | 'sent' | 'failed'
  error: string | null
  /** True when this outcome is an attempt at the SMTP server (counted in the attempts field). */
  attempted: boolean
}

/** Records what became of one mail and releases its lease. */
export async function recordMailOutcome(payload: Payload, submissionId: number, which: MailKind, outcome: MailOutcome): Promise<void> {
  const c = columnsOf(which)
  const now = new Date().toISOString()
  const sentAt = outcome.status === 'sent' ? sql`${now}` : c.sentAt
  await rowsChanged(
    payload,
    sql`UPDATE form_submissions SET ${c.status} = ${outcome.status}, ${c.error} = ${outcome.error},
      ${c.attempts} = COALESCE(${c.attempts}, 0) + ${outcome.attempted ? 1 : 0}, ${c.sentAt} = ${sentAt},
      ${c.lease} = NULL, updated_at = ${now}
      WHERE id = ${submissionId}`,
  )
}

/** Puts a failed mail back in the queue (the admin's resend); false when it had not failed. */
export async function requeueFailedMail(payload: Payload, submissionId: number, which: MailKind): Promise<boolean> {
  const c = columnsOf(which)
  return (
    (await rowsChanged(
      payload,
      sql`UPDATE form_submissions SET ${c.status} = 'queued', ${c.error} = NULL, ${c.lease} = NULL, updated_at = ${new Date().toISOString()}
        WHERE id = ${submissionId} AND ${c.status} = 'failed'`,
    )) === 1
  )
}
