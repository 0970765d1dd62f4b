import fs from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig } from 'payload'

import { mediaDir } from './storage'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

const noSuchFile = () => Response.json({ errors: [{ message: 'There is no such file: it was never uploaded, or it has been deleted.' }] }, { status: 404 })

/** 404 for a name that is not a file in the media folder; undefined to let Payload serve it (or refuse it). */
export async function missingFileAnswer(filename: string, root = mediaDir()): Promise<Response | undefined> {
  const file = path.resolve(root, filename)
  if (!file.startsWith(root + path.sep)) return undefined
  const stat = await fs.stat(file).catch(() => null)
  if (stat?.isFile()) return undefined
  return noSuchFile()
}

/**
 * An upload handler of the media collection (it runs after Payload's access check, before Payload
 * serves the file): a name that is not on the disk answers 404 with a sentence, where Payload
 * answers a 500. Payload's type has no "a response or nothing": it serves the file on undefined.
 */
export const missingFile: UploadHandler = (_req, { params }) => missingFileAnswer(params.filename) as Promise<Response>

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
