import 'server-only'

/**
 * CF7's `posted_data_hash`: a keyed hash of the posted data, the sender's address, the form's
 * place on the page and a half-hour tick, so a client can tell two submissions apart and a
 * duplicate within the half hour has the same hash. CF7 computes it with wp_hash (HMAC-MD5 keyed
 * with a WordPress salt); this is HMAC-SHA256 keyed with the contact form secret over the same
 * inputs, so it is 64 hex characters instead of 32. Clients treat it as opaque text.
 */

import { createHmac } from 'node:crypto'

import { flatValues, type StoredData } from '../submissions/submission-data'

const HALF_HOUR_MS = 30 * 60 * 1000

export type HashInput = { secret: string; now: number; remoteIp: string; unitTag: string; data: StoredData }

export function postedDataHash({ secret, now, remoteIp, unitTag, data }: HashInput): string {
  const tick = Math.ceil(now / HALF_HOUR_MS)
  // CF7's wpcf7_flat_join: every value trimmed, joined with ", ".
  const text = [String(tick), remoteIp, unitTag, ...flatValues(data)].map((value) => value.trim()).join(', ')
  return createHmac('sha256', secret).update(`wpcf7_submission\n${text}`).digest('hex')
}
