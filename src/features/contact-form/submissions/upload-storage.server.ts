import 'server-only'

/**
 * Files uploaded through a form, stored outside the public web root under the key
 * `form-uploads/<random folder>/<random name>`: in `DATA_DIR`, readable by the app's user only,
 * or in the private S3-compatible bucket every instance shares (S3_BUCKET, decision 028), so the
 * instance that sends the mail or serves the download need not be the one that received the post.
 * The visitor's file name never becomes part of a key (no traversal, no double extension, no
 * executable name): it is kept as data (`originalName`), and the file is attached and downloaded
 * as `filename`, a safe name with an extension its content has proved (attachmentFileName).
 */

import { randomBytes, randomUUID } from 'node:crypto'

import type { CollectionAfterDeleteHook } from 'payload'

import { objectStore, type ObjectStore } from '@/lib/object-store.server'

import type { UploadedFile } from '../http/request-body.server'
import { detectFileKind } from '../validation/values/file-types'
import { attachmentFileName, originalFileName } from './submission-data'

export const UPLOADS_FOLDER = 'form-uploads'

export type StoredAttachment = {
  field: string
  /** What the file is attached and downloaded as: safe, with an extension that matches its content. */
  filename: string
  /** The name the visitor's browser sent, as data only. */
  originalName: string
  /** The file's key (`form-uploads/…`, a path relative to DATA_DIR on disk); null when the bytes were not kept (spam). */
  storedAs: string | null
  /** Told by the content, never by the name or the browser's claim. */
  mimeType: string
  size: number
}

export type FieldFile = { field: string; file: UploadedFile }

/** What the admin sees of a file, without keeping its bytes. */
export function describeUpload({ field, file }: FieldFile): StoredAttachment {
  const kind = detectFileKind(file.head, file.size)
  return {
    field,
    filename: attachmentFileName(file.filename, kind?.extensions ?? []),
    originalName: originalFileName(file.filename),
    storedAs: null,
    mimeType: kind?.mimeTypes[0] ?? 'application/octet-stream',
    size: file.size,
  }
}

export type StoredUploads = { attachments: StoredAttachment[]; folder: string | null }

/** Writes the files into a new folder of their own; nothing is written when there are none. */
export async function storeUploads(files: readonly FieldFile[], store: ObjectStore = objectStore()): Promise<StoredUploads> {
  if (files.length === 0) return { attachments: [], folder: null }
  const folder = `${UPLOADS_FOLDER}/${randomUUID()}`
  try {
    const attachments: StoredAttachment[] = []
    for (const entry of files) {
      const storedAs = `${folder}/${randomBytes(16).toString('hex')}`
      await store.put(storedAs, entry.file.bytes, { exclusive: true })
      attachments.push({ ...describeUpload(entry), storedAs })
    }
    return { attachments, folder }
  } catch (error) {
    await removeUploads(folder, store)
    throw error
  }
}

/** Removes a submission's upload folder (used when the submission could not be stored at all). */
export async function removeUploads(folder: string | null, store: ObjectStore = objectStore()): Promise<void> {
  if (folder) await store.deleteFolder(folder)
}

/**
 * Whether `storedAs` is a key storeUploads made: stored keys are generated, but one that was
 * tampered with in the database must still never reach another file.
 */
export const isStoredUploadKey = (storedAs: string): boolean => /^form-uploads\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\/[0-9a-f]{32}$/.test(storedAs)

/** The bytes of a stored upload, or null when it is not stored (any more) or the key is not one of ours. */
export async function readStoredUpload(storedAs: string, store: ObjectStore = objectStore()): Promise<Buffer | null> {
  if (!isStoredUploadKey(storedAs)) return null
  return (await store.get(storedAs))?.data ?? null
}

/**
 * After a submission is deleted, the files its visitor sent go too: they belong to it alone. A
 * storage that cannot delete them now is logged, not a failed delete.
 */
export const removeFilesOfDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const attachments: { storedAs?: string | null }[] = Array.isArray(doc?.attachments) ? doc.attachments : []
  const folders = new Set(
    attachments
      .map((attachment) => attachment.storedAs ?? '')
      .filter(isStoredUploadKey)
      .map((storedAs) => storedAs.slice(0, storedAs.lastIndexOf('/'))),
  )
  for (const folder of folders) {
    await removeUploads(folder).catch((error: unknown) => req.payload.logger.warn(`The files of deleted submission ${doc?.id} stay in ${folder}: ${(error as Error).message}`))
  }
}
