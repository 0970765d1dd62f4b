/**
 * What Vitrine's own code reads and writes beside Payload's storage of uploads (decision 028):
 * an upload's files (the watermark's sources) and generated files (watermarked copies), on this
 * machine or in the bucket, through the object store (src/lib/object-store.server.ts).
 * - Uploads: `DATA_DIR/media/{name}` on disk; in the bucket, where the storage plugin puts them.
 * - Generated files: `cache/{key}` in either (`DATA_DIR/cache/…` on disk).
 */
import 'server-only'

import path from 'node:path'

import { objectStore, storesInBucket, type ObjectStore, type StoredObject } from '@/lib/object-store.server'

import { objectKeyOf } from './object-key'

/** The storage folder of an upload document (the storage plugin's `prefix` and `_objectKey`). */
export type UploadDoc = { prefix?: string | null; _objectKey?: string | null }

export interface MediaFiles {
  /** When an upload's file (or one of its sizes) was last written; null when it is not there. */
  modified(doc: UploadDoc, filename: string): Promise<number | null>
  /** An upload's file; null when it is not there. */
  read(doc: UploadDoc, filename: string): Promise<Buffer | null>
  /** A generated file (`key` such as `watermarked/{version}/{name}`); null when it is not there. */
  readGenerated(key: string): Promise<StoredObject | null>
  /** Stores a generated file whole: a reader sees the old one or the new one, never part of one. */
  writeGenerated(key: string, data: Buffer): Promise<void>
  /** Deletes the generated files under `folder` except those under `folder/keep`. */
  pruneGenerated(folder: string, keep: string): Promise<void>
}

/** A name that stays inside its folder: no separators, no `.` or `..`. */
export const isPlainFileName = (filename: string) => Boolean(filename) && path.basename(filename) === filename && filename !== '.' && filename !== '..'

/** Media files in `store`; `inBucket` says whose layout the uploads follow (the plugin's, or DATA_DIR/media). */
export function mediaFilesIn(store: ObjectStore, inBucket: boolean): MediaFiles {
  const uploadKey = (doc: UploadDoc, filename: string) => (!isPlainFileName(filename) ? null : inBucket ? objectKeyOf(doc, filename) : `media/${filename}`)
  return {
    async modified(doc, filename) {
      const key = uploadKey(doc, filename)
      return key ? store.modified(key) : null
    },
    async read(doc, filename) {
      const key = uploadKey(doc, filename)
      return key ? ((await store.get(key))?.data ?? null) : null
    },
    readGenerated: (key) => store.get(`cache/${key}`),
    writeGenerated: (key, data) => store.put(`cache/${key}`, data),
    pruneGenerated: (folder, keep) => store.deleteFolder(`cache/${folder}`, { except: keep }),
  }
}

/** This process's media files: in the bucket when S3_BUCKET is set, else in DATA_DIR. */
export const mediaFiles = (): MediaFiles => mediaFilesIn(objectStore(), storesInBucket())
