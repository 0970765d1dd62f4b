/**
 * Files by key (`folder/name`, `/`-separated): under DATA_DIR on this machine, or in the
 * S3-compatible bucket every instance shares when S3_BUCKET is set (decision 028). Features keep
 * what must outlive a request and be seen by every instance here: watermarked copies, files sent
 * with contact form messages. Keys are made by our code; a segment that could leave its folder
 * (empty, `.`, `..`, a separator) is refused all the same.
 */
import 'server-only'

import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { getEnv } from './env'
import { s3SettingsFrom, type S3Settings } from './s3-settings'

export type StoredObject = { data: Buffer; modifiedMs: number }

export type PutOptions = {
  /**
   * Never replace an existing file, and keep it readable by this process's user only (disk):
   * for visitors' files. Otherwise the file is replaced whole (readers see the old or the new).
   */
  exclusive?: boolean
}

export interface ObjectStore {
  /** The file's bytes and when it was written; null when it is not there. */
  get(key: string): Promise<StoredObject | null>
  /** When the file was written; null when it is not there. */
  modified(key: string): Promise<number | null>
  put(key: string, data: Uint8Array, options?: PutOptions): Promise<void>
  /** Deletes every file under `folder/` except those under `folder/{keep}/`. */
  deleteFolder(folder: string, options?: { except?: string }): Promise<void>
}

const isSegment = (part: string) => part !== '' && part !== '.' && part !== '..' && !/[/\\\0]/.test(part)

/** The key, when every segment of it stays in its folder; throws otherwise. */
export function checkedKey(key: string): string {
  if (!key.split('/').every(isSegment)) throw new Error(`Unsafe storage key ${JSON.stringify(key)}.`)
  return key
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } }
  return e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

/** A folder of this machine (DATA_DIR by default): `key` is a path below it. */
export function diskObjectStore(root = path.resolve(getEnv().DATA_DIR)): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'))
  return {
    async get(key) {
      const file = fileOf(key)
      try {
        const [stat, data] = await Promise.all([fs.stat(file), fs.readFile(file)])
        return { data, modifiedMs: stat.mtimeMs }
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null
        throw error
      }
    },
    async modified(key) {
      const stat = await fs.stat(fileOf(key)).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)))
      return stat?.isFile() ? stat.mtimeMs : null
    },
    async put(key, data, options = {}) {
      const target = fileOf(key)
      if (options.exclusive) {
        // Created exclusively and private: an existing file is never overwritten, nobody else reads it.
        await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
        await fs.writeFile(target, data, { mode: 0o600, flag: 'wx' })
        return
      }
      // A temporary name, then rename: readers see the old file or the whole new one.
      const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await fs.mkdir(path.dirname(target), { recursive: true })
        await fs.writeFile(temporary, data)
        await fs.rename(temporary, target)
      } finally {
        await fs.rm(temporary, { force: true })
      }
    },
    async deleteFolder(folder, options = {}) {
      const dir = fileOf(folder)
      if (options.except === undefined) {
        await fs.rm(dir, { recursive: true, force: true })
        return
      }
      const entries = await fs.readdir(dir).catch(() => [] as string[])
      await Promise.all(entries.filter((name) => name !== options.except).map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })))
    },
  }
}

/** One S3-compatible bucket: `key` is the object's key. */
export function s3ObjectStore(settings: S3Settings, client = new S3Client(settings.client)): ObjectStore {
  const Bucket = settings.bucket
  return {
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }))
        return { data: Buffer.from(await object.Body!.transformToByteArray()), modifiedMs: object.LastModified?.getTime() ?? 0 }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async modified(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }))
        return head.LastModified?.getTime() ?? 0
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async put(key, data, options = {}) {
      // One PUT is atomic in S3: the object is the old one until the new one is whole. Exclusive
      // writes go to fresh random keys; a conditional PUT (If-None-Match) is not sent, as not every
      // S3-compatible service supports it. The bucket itself is private: nothing in it is public.
      void options
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data }))
    },
    async deleteFolder(folder, options = {}) {
      const prefix = `${checkedKey(folder)}/`
      const kept = options.except === undefined ? null : `${prefix}${checkedKey(options.except)}/`
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
        const doomed = (page.Contents ?? []).map((object) => object.Key!).filter((key) => kept === null || !key.startsWith(kept))
        if (doomed.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: doomed.map((Key) => ({ Key })), Quiet: true } }))
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

let chosen: ObjectStore | undefined

/** This process's store: the bucket when S3_BUCKET is set, else DATA_DIR. */
export function objectStore(): ObjectStore {
  if (!chosen) {
    const settings = s3SettingsFrom(getEnv())
    chosen = settings ? s3ObjectStore(settings) : diskObjectStore()
  }
  return chosen
}

/** Whether files are kept in a bucket (S3_BUCKET) rather than in DATA_DIR. */
export const storesInBucket = () => s3SettingsFrom(getEnv()) !== null
