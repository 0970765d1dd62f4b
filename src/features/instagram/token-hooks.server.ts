/**
 * The galleries collection's hooks for the Instagram import (added by ./plugin.ts; hooks need no
 * migration):
 * - `instagram.accessToken` is stored encrypted (token-crypto.server.ts) and reads as
 *   TOKEN_SAVED, so no answer ever carries it, the admin's form included. A save that sends
 *   TOKEN_SAVED back (the admin form sends every field) keeps the stored token; an empty value
 *   removes it.
 * - `instagram.importStatus` is written by the import alone, to the published row: an editor's
 *   save of a form opened before an import ended does not put the old status back.
 */
import 'server-only'

import type { CollectionBeforeChangeHook, FieldHook } from 'payload'

import type { Gallery } from '@/payload-types'

import { decryptToken, encryptToken, isEncryptedToken, TOKEN_SAVED } from './token-crypto.server'

export const encryptAccessToken: FieldHook<Gallery, string | null | undefined> = async ({ value, originalDoc, req }) => {
  if (value === undefined) return value
  if (value === TOKEN_SAVED) {
    if (!originalDoc?.id) return null
    const raw = (await req.payload.db.findOne({ collection: 'galleries', where: { id: { equals: originalDoc.id } }, req })) as { instagram?: { accessToken?: string | null } } | null
    return raw?.instagram?.accessToken ?? null
  }
  const token = typeof value === 'string' ? value.trim() : ''
  if (!token) return null
  // Already ours (a copy of a stored value): kept as it is.
  if (isEncryptedToken(token) && decryptToken(token, req.payload.secret) !== null) return token
  return encryptToken(token, req.payload.secret)
}

export const hideAccessToken: FieldHook<Gallery, string | null | undefined> = ({ value }) => (value ? TOKEN_SAVED : null)

export const keepImportStatus: CollectionBeforeChangeHook<Gallery> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data.instagram) return data
  // The import writes its status to the published row only (import-gallery.server.ts), so that row
  // has the newest; `originalDoc` may be an older draft.
  const row = originalDoc?.id
    ? ((await req.payload.db.findOne({ collection: 'galleries', where: { id: { equals: originalDoc.id } }, req })) as Gallery | null)
    : null
  return { ...data, instagram: { ...data.instagram, importStatus: row?.instagram?.importStatus ?? originalDoc?.instagram?.importStatus ?? data.instagram.importStatus } }
}
