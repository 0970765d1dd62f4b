import 'server-only'

/**
 * The per-address storage quota of the contact form (storage-limits.ts says what it counts),
 * kept in the database (`contact-form-quotas`, one row per address), so every instance behind a
 * load balancer sees the same counts and a restart forgets nothing.
 *
 * Checking and counting are ONE statement: an upsert whose update applies only while every limit
 * still holds, and which returns the row only when it counted. SQLite serialises writes;
 * PostgreSQL locks the conflicting row and re-checks the condition on its latest version. So a
 * burst of simultaneous posts from one address can never pass a limit (the former count, then
 * insert, let a burst through).
 */

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rowsChanged, rowsOf } from '../../raw-sql.server'
import { type QuotaRefusal, quotaRefusal, type QuotaUsage, type StorageLimits, windowsAt } from './storage-limits'

const table = sql.identifier('contact_form_quotas')

/** A limit as SQL can compare it (Infinity: no limit). */
const bound = (limit: number) => (Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER)

/** The address's row, or null when it never stored anything. */
export async function quotaUsage(payload: Payload, client: string): Promise<QuotaUsage | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    payload,
    sql`SELECT window_start, window_count, hour_start, hour_bytes, total_bytes FROM ${table} WHERE client = ${client}`,
  )
  if (!row) return null
  return {
    windowStart: Number(row.window_start),
    windowCount: Number(row.window_count),
    hourStart: Number(row.hour_start),
    hourBytes: Number(row.hour_bytes),
    totalBytes: Number(row.total_bytes),
  }
}

/** Whether the address is already at a limit: a cheap look before its body is even read. Not a reservation. */
export async function atQuota(payload: Payload, client: string, now: number, limits: StorageLimits): Promise<QuotaRefusal | null> {
  return quotaRefusal(await quotaUsage(payload, client), 0, now, limits)
}

export type Reservation = { ok: true; bytes: number; undo: () => Promise<void> } | { ok: false; refusal: QuotaRefusal }

/**
 * Counts one submission of `bytes` for the address if it fits every limit, atomically; else
 * says why not. Call `undo` when the submission could not be stored after all.
 */
export async function reserveStorage(payload: Payload, client: string, bytes: number, now: number, limits: StorageLimits): Promise<Reservation> {
  // A first row is inserted without a condition: check that it would fit on its own.
  const alone = quotaRefusal(null, bytes, now, limits)
  if (alone) return { ok: false, refusal: alone }
  const { windowStart, hourStart } = windowsAt(now, limits)
  const at = new Date(now).toISOString()
  const counted = await rowsOf(
    payload,
    sql`INSERT INTO ${table} (client, window_start, window_count, hour_start, hour_bytes, total_bytes, updated_at, created_at)
      VALUES (${client}, ${windowStart}, 1, ${hourStart}, ${bytes}, ${bytes}, ${at}, ${at})
      ON CONFLICT (client) DO UPDATE SET
        window_count = CASE WHEN ${table}.window_start = ${windowStart} THEN ${table}.window_count + 1 ELSE 1 END,
        window_start = ${windowStart},
        hour_bytes = CASE WHEN ${table}.hour_start = ${hourStart} THEN ${table}.hour_bytes + ${bytes} ELSE ${bytes} END,
        hour_start = ${hourStart},
        total_bytes = ${table}.total_bytes + ${bytes},
        updated_at = ${at}
      WHERE (CASE WHEN ${table}.window_start = ${windowStart} THEN ${table}.window_count ELSE 0 END) < ${bound(limits.submissionsPerWindow)}
        AND (CASE WHEN ${table}.hour_start = ${hourStart} THEN ${table}.hour_bytes ELSE 0 END) + ${bytes} <= ${bound(limits.bytesPerHour)}
        AND ${table}.total_bytes + ${bytes} <= ${bound(limits.bytesPerAddress)}
      RETURNING client`,
  )
  if (counted.length === 1) return { ok: true, bytes, undo: () => undoReservation(payload, client, bytes, windowStart, hourStart) }
  // Not counted: read why (the row may have moved on since, which only makes the answer kinder).
  const refusal = quotaRefusal(await quotaUsage(payload, client), bytes, now, limits)
  return { ok: false, refusal: refusal ?? { reason: 'submissions', retryAfterSeconds: 1 } }
}

async function undoReservation(payload: Payload, client: string, bytes: number, windowStart: number, hourStart: number): Promise<void> {
  await rowsChanged(
    payload,
    sql`UPDATE ${table} SET
        window_count = CASE WHEN window_start = ${windowStart} AND window_count > 0 THEN window_count - 1 ELSE window_count END,
        hour_bytes = CASE WHEN hour_start = ${hourStart} AND hour_bytes > ${bytes} THEN hour_bytes - ${bytes} WHEN hour_start = ${hourStart} THEN 0 ELSE hour_bytes END,
        total_bytes = CASE WHEN total_bytes > ${bytes} THEN total_bytes - ${bytes} ELSE 0 END
      WHERE client = ${client}`,
  )
}

/** A stored submission of this address was deleted: its bytes no longer count in its total. */
export async function releaseStoredBytes(payload: Payload, client: string, bytes: number): Promise<void> {
  if (!(bytes > 0)) return
  await rowsChanged(payload, sql`UPDATE ${table} SET total_bytes = CASE WHEN total_bytes > ${bytes} THEN total_bytes - ${bytes} ELSE 0 END WHERE client = ${client}`)
}

/** Deletes the rows of addresses that count nothing any more (their windows are over and they store nothing). */
export async function pruneQuotaRows(payload: Payload, now: number, limits: Pick<StorageLimits, 'windowMs'>): Promise<number> {
  const { windowStart, hourStart } = windowsAt(now, limits)
  return rowsChanged(payload, sql`DELETE FROM ${table} WHERE total_bytes <= 0 AND hour_start < ${hourStart} AND window_start < ${windowStart}`)
}
