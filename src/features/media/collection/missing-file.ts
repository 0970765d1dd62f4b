import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { UploadConfig } from 'payload'

import { mediaDir } from './storage'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

const noSuchFile = () => Response.json({ errors: [{ message: 'There is no such file: it was never uploaded, or it has been deleted.' }] }, { status: 404 })

/**
 * How long a browser or a shared cache keeps a photo before asking again. Not forever: a new crop
 * or focal point writes an image size again under the same name, and an unpublished photo should
 * leave caches soon. Asking again is cheap: the file's ETag gets a 304 when it has not changed.
 */
export const FILE_MAX_AGE_S = 3600

/** Photos are served here with caching headers; sound and video (byte ranges) by Payload. */
const photoTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' }

/**
 * Cache-Control of a file: visitors only ever get files any visitor may see, which shared caches
 * may keep; a signed-in editor also gets files of drafts, which only their own browser may keep.
 */
export function fileCacheControl(signedIn: boolean): string {
  return signedIn ? 'private, no-cache' : `public, max-age=${FILE_MAX_AGE_S}`
}

/** A weak validator of the file's bytes: its size and modification time. */
export function fileEtag(stat: { size: number; mtimeMs: number }): string {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
}

/**
 * Whether the client's copy is current (RFC 9110 13.1): If-None-Match, when sent, decides alone
 * (weak comparison); otherwise If-Modified-Since against the file's time, to the second.
 */
export function isNotModified(headers: Headers, etag: string, modifiedMs: number): boolean {
  const ifNoneMatch = headers.get('if-none-match')
  if (ifNoneMatch !== null) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(modifiedMs / 1000) * 1000 <= since
}

/** What the file handler needs of the request. */
export type FileRequest = { method: string; headers: Headers; signedIn: boolean }

/**
 * The answer for a file of the media folder, after Payload's access check: 404 with a sentence for
 * a name that is not a file (Payload answers a 500); a photo with Cache-Control, ETag and
 * Last-Modified, or 304 when the client's copy is current (Payload sends neither, so a browser
 * downloaded every photo again on every page); undefined to let Payload serve it (sound, video,
 * byte ranges, a name outside the folder, which Payload refuses).
 */
export async function fileAnswer(request: FileRequest, filename: string, root = mediaDir()): Promise<Response | undefined> {
  const file = path.resolve(root, filename)
  if (!file.startsWith(root + path.sep)) return undefined
  const stat = await fs.stat(file).catch(() => null)
  if (!stat?.isFile()) return noSuchFile()
  const type = photoTypes[path.extname(file).slice(1).toLowerCase()]
  if (!type || request.headers.has('range')) return undefined
  const etag = fileEtag(stat)
  const validators = { 'Cache-Control': fileCacheControl(request.signedIn), ETag: etag, 'Last-Modified': stat.mtime.toUTCString() }
  if (isNotModified(request.headers, etag, stat.mtimeMs)) return new Response(null, { status: 304, headers: validators })
  const headers = { ...validators, 'Content-Type': type, 'Content-Length': String(stat.size), 'Accept-Ranges': 'bytes' }
  // No stream for HEAD: an unread stream would hold its file open.
  const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>)
  return new Response(body, { status: 200, headers })
}

/**
 * An upload handler of the media collection (it runs after Payload's access check, before Payload
 * serves the file): see fileAnswer. Payload's type has no "a response or nothing": it serves the
 * file on undefined.
 */
export const missingFile: UploadHandler = (req, { params }) =>
  fileAnswer({ method: req.method ?? 'GET', headers: req.headers, signedIn: Boolean(req.user) }, params.filename) as Promise<Response>

/**
 * The storage plugin's answer with its bare statuses put in words: a missing object is our 404,
 * a bucket it could not read is a 503 that says to try again (never a 500 for the visitor).
 */
export function storageAnswer(response: Response | void): Response | void {
  if (!response) return response
  if (response.status === 404) return noSuchFile()
  if (response.status >= 500) {
    return Response.json({ errors: [{ message: 'The file storage did not answer. Try again in a moment.' }] }, { status: 503, headers: { 'Retry-After': '5' } })
  }
  return response
}
