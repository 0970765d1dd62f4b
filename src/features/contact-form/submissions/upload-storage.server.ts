import 'server-only'

/**
 * Files uploaded through a form, stored outside the public web root:
 * `${DATA_DIR}/form-uploads/<random folder>/<random name>`. The visitor's file name never
 * becomes part of a path (no traversal, no double extension, no executable name): it is kept as
 * data (`originalName`), and the file is attached and downloaded as `filename`, a safe name with
 * an extension its content has proved (attachmentFileName). Files are readable by the app's user only.
 */

import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { getEnv } from '@/lib/env'

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
  /** Path relative to DATA_DIR; null when the bytes were not kept (spam). */
  storedAs: string | null
  /** Told by the content, never by the name or the browser's claim. */
  mimeType: string
  size: number
}

export type FieldFile = { field: string; file: UploadedFile }

/** The folder every upload lives under. */
export function uploadsRoot(dataDir = getEnv().DATA_DIR): string {
  return path.resolve(dataDir, UPLOADS_FOLDER)
}

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
export async function storeUploads(files: readonly FieldFile[], dataDir?: string): Promise<StoredUploads> {
  if (files.length === 0) return { attachments: [], folder: null }
  const root = uploadsRoot(dataDir)
  const folderName = randomUUID()
  const folder = path.join(root, folderName)
  await fs.mkdir(folder, { recursive: true, mode: 0o700 })
  try {
    const attachments: StoredAttachment[] = []
    for (const entry of files) {
      const storedName = randomBytes(16).toString('hex')
      // Created exclusively and private: an existing file is never overwritten, nobody else reads it.
      await fs.writeFile(path.join(folder, storedName), entry.file.bytes, { mode: 0o600, flag: 'wx' })
      attachments.push({ ...describeUpload(entry), storedAs: path.posix.join(UPLOADS_FOLDER, folderName, storedName) })
    }
    return { attachments, folder }
  } catch (error) {
    await removeUploads(folder)
    throw error
  }
}

/** Removes a submission's upload folder (used when the submission could not be stored at all). */
export async function removeUploads(folder: string | null): Promise<void> {
  if (folder) await fs.rm(folder, { recursive: true, force: true })
}

/**
 * The file on disk of a stored upload (`storedAs`, relative to DATA_DIR), or null when the path
 * would lead outside the uploads folder: stored paths are generated, but one that was tampered
 * with in the database must still never reach another file.
 */
export function storedUploadPath(storedAs: string, dataDir = getEnv().DATA_DIR): string | null {
  const root = uploadsRoot(dataDir)
  const file = path.resolve(dataDir, storedAs)
  return file.startsWith(root + path.sep) ? file : null
}
