import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { checkAvSize, detectAv } from './av-upload-checks'
import { storedFileName } from './stored-name'
import { checkImageUpload, notAnImage } from './upload-checks'

/** The media library takes sound and video too: a file that is none of them is told so. */
export const notMedia =
  'This file is not a photo, sound or video Vitrine can read. Upload a JPEG, PNG, WebP, AVIF or GIF image, or an MP3, Ogg, WAV, FLAC, M4A, MP4 or WebM file.'

/**
 * A refusal Payload's REST API answers with its message. Payload words an error by its class
 * name (formatErrors), which the production build's minifier erases: without the name set here,
 * an editor saw "An unknown error occurred." instead of the reason (found by the gallery
 * screen's journey, tests/e2e/gallery-management.test.ts).
 */
export function uploadRefusal(message: string): APIError {
  const error = new APIError<Record<string, unknown> | null>(message, 400, null, true)
  error.name = 'APIError'
  return error
}

/**
 * Sound and video (mp3, Ogg, WAV, FLAC, M4A, MP4, WebM…) are told from their bytes and kept
 * to their own size limit; everything else must be a photo sharp can read.
 * Runs before Payload touches the file (its own type check and resizing come later), so a
 * decompression bomb is never decoded. Refusals are 400s with a message for the editor. An
 * accepted file is renamed to a generated name with the extension of its real format
 * (stored-name.ts); the uploaded name is kept as `originalFilename`.
 */
export const checkUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file?.data?.length) return args
  const av = await detectAv(file.data)
  if (av) {
    const size = checkAvSize(file.data)
    if (!size.ok) throw uploadRefusal(size.message)
    const originalFilename = file.name
    file.name = storedFileName(originalFilename, av.extension)
    file.mimetype = av.mime
    return { ...args, data: { ...(args as { data?: object }).data, originalFilename } }
  }
  const verdict = await checkImageUpload(file.data)
  if (!verdict.ok) throw uploadRefusal(verdict.message === notAnImage ? notMedia : verdict.message)
  const originalFilename = file.name
  file.name = storedFileName(originalFilename, verdict.format)
  return { ...args, data: { ...(args as { data?: object }).data, originalFilename } }
}
