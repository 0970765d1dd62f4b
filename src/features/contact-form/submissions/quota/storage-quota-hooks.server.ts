import 'server-only'

/** The storage quota's side of the `form-submissions` collection (storage-quota.server.ts). */

import type { CollectionAfterDeleteHook } from 'payload'

import type { FormSubmission } from '@/payload-types'

import { releaseStoredBytes } from './storage-quota.server'

/** A deleted submission (by an admin, or the spam clean-up) gives its bytes back to its address's total. */
export const releaseQuotaOfDeleted: CollectionAfterDeleteHook<FormSubmission> = async ({ doc, req }) => {
  await releaseStoredBytes(req.payload, doc.meta?.remoteIp ?? '', doc.storedBytes ?? 0)
}
