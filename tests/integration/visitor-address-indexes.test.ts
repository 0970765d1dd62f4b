/**
 * Every lookup by visitor address is backed by an index whose first column is that address, so a
 * flood check or a once-per-visitor rule stays one index range scan however many rows a table holds
 * (issue 15, "cheap misses"). On SQLite the query planner is also asked how it runs each lookup.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { rowsOf } from '@/features/contact-form/raw-sql.server'

import { testPayload } from '../setup/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** The lookups by address the server runs, with the index column they need first. */
const lookups = [
  { table: 'image_comments', leading: 'address_hash', query: sql`SELECT count(*) FROM image_comments WHERE address_hash = 'x' AND created_at > '2026-01-01'` },
  { table: 'order_requests', leading: 'address_hash', query: sql`SELECT count(*) FROM order_requests WHERE address_hash = 'x' AND created_at > '2026-01-01'` },
  { table: 'post_likes', leading: 'address_hash', query: sql`SELECT count(*) FROM post_likes WHERE address_hash = 'x' AND created_at > '2026-01-01'` },
  { table: 'image_hits', leading: 'image_id', query: sql`SELECT count(*) FROM image_hits WHERE image_id = 1 AND address_hash = 'x' AND day = '2026-01-01'` },
  { table: 'image_ratings', leading: 'image_id', query: sql`SELECT count(*) FROM image_ratings WHERE image_id = 1 AND address_hash = 'x'` },
  { table: 'contact_form_quotas', leading: 'client', query: sql`SELECT window_count FROM contact_form_quotas WHERE client = 'x'` },
  { table: 'login_throttles', leading: 'key', query: sql`SELECT failures FROM login_throttles WHERE key = 'x'` },
] as const

/** The column lists of the table's indexes, e.g. ["address_hash,created_at", "post_id"]. */
async function indexColumns(table: string): Promise<string[]> {
  if (payload.db.name === 'postgres') {
    const rows = await rowsOf<{ indexdef: string }>(payload, sql`SELECT indexdef FROM pg_indexes WHERE tablename = ${table}`)
    return rows.map((row) => /\(([^)]*)\)\s*$/.exec(row.indexdef)?.[1].replaceAll('"', '').replaceAll(' ', '') ?? '')
  }
  const indexes = await rowsOf<{ name: string }>(payload, sql`SELECT name FROM pragma_index_list(${table})`)
  return Promise.all(
    indexes.map(async ({ name }) => (await rowsOf<{ name: string }>(payload, sql`SELECT name FROM pragma_index_info(${name}) ORDER BY seqno`)).map((column) => column.name).join(',')),
  )
}

describe('lookups by visitor address', () => {
  for (const lookup of lookups) {
    it(`${lookup.table}: an index starts with ${lookup.leading}`, async () => {
      const columns = await indexColumns(lookup.table)
      expect(columns.some((list) => list.split(',')[0] === lookup.leading)).toBe(true)
      if (payload.db.name !== 'postgres') {
        const plan = await rowsOf<{ detail: string }>(payload, sql`EXPLAIN QUERY PLAN ${lookup.query}`)
        expect(plan.map((step) => step.detail).join(' | ')).toMatch(/USING (COVERING )?INDEX/)
      }
    })
  }
})
