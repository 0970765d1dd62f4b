/**
 * Data repairs that run once, after the migrations that need them, when the whole schema is
 * current. A migration's own `up()` cannot do them through Payload: Payload reads rows with
 * today's schema, which later migrations may not have created yet.
 */
import type { Payload } from 'payload'

import { recomputeAllMedia } from '@/features/media/index.server'

export async function repairAfterMigrations(payload: Payload, applied: readonly string[]): Promise<void> {
  // The `public` flag of uploads (decision 021): uploads that existed before it are visible to
  // visitors if a document visitors can read uses them.
  if (applied.some((name) => name.endsWith('_media_visibility'))) {
    const count = await recomputeAllMedia(payload)
    payload.logger.info(`Checked which of ${count} uploads visitors may see.`)
  }
}
