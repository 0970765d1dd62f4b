import 'server-only'

/**
 * Reads a posted form (multipart or urlencoded) with limits, so a hostile request costs little:
 * the size is checked from Content-Length before reading and again while reading, and the
 * number of fields is counted in the raw bytes before anything is parsed. Parsing itself is the
 * platform's (`Response.formData()`): no extra dependency.
 */

import type { PostedFile } from '../validation/types'
import { FILE_HEAD_BYTES } from '../validation/values/file-types'
import { keyedRecord, ownValue } from '../validation/values/keyed'
import { type ApiError, apiErrors } from './feedback-response'

export type BodyLimits = { maxBytes: number; maxFields: number }

/** Enough for a few photos or documents; CF7's own default file limit is 1 MB a field. */
export const FEEDBACK_BODY_LIMITS: BodyLimits = { maxBytes: 10 * 1024 * 1024, maxFields: 1000 }

export type BodyKind = 'multipart' | 'urlencoded'

/** The kind of form body a Content-Type announces, or null for anything else. */
export function formBodyKind(contentType: string | null): BodyKind | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'multipart/form-data') return 'multipart'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  return null
}

/** An uploaded file with its bytes: what validation reads (head) and what storage writes (bytes). */
export type UploadedFile = PostedFile & { bytes: Uint8Array }

export type PostedForm = {
  /**
   * Text values by name; a name posted more than once gives a list. Both records have no
   * prototype (validation/values/keyed.ts): a field may be named `constructor` or `__proto__`.
   */
  values: Record<string, string | string[]>
  files: Record<string, UploadedFile[]>
}

export type BodyResult = { ok: true; form: PostedForm } | { ok: false; error: ApiError }

/** Reads and parses the body of a form post. Never throws for anything the client sent. */
export async function readFormBody(request: Request, kind: BodyKind, limits: BodyLimits = FEEDBACK_BODY_LIMITS): Promise<BodyResult> {
  const accepted = kind === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded'
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limits.maxBytes) {
    return { ok: false, error: apiErrors.tooLarge(limits.maxBytes) }
  }
  const bytes = await readLimited(request.body, limits.maxBytes)
  if (bytes === 'too-large') return { ok: false, error: apiErrors.tooLarge(limits.maxBytes) }
  if (bytes === 'unreadable') return { ok: false, error: apiErrors.malformedBody(accepted) }

  const contentType = request.headers.get('content-type') ?? ''
  if (countFields(bytes, kind, contentType) > limits.maxFields) return { ok: false, error: apiErrors.tooManyFields(limits.maxFields) }

  let data: FormData
  try {
    data = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return { ok: false, error: apiErrors.malformedBody(accepted) }
  }
  return { ok: true, form: await toPostedForm(data) }
}

/** The whole body, or why not: larger than the limit, or the stream broke (the client went away). */
async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer<ArrayBuffer> | 'too-large' | 'unreadable'> {
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        // Stop reading at once: the rest of an oversized body is never buffered.
        await reader.cancel().catch(() => undefined)
        return 'too-large'
      }
      chunks.push(value)
    }
  } catch {
    return 'unreadable'
  }
  return Buffer.concat(chunks)
}

/**
 * An upper bound on the number of fields, counted without parsing: each multipart part starts
 * with the boundary, each urlencoded pair is separated by `&`. Parsing 10,000 tiny fields is
 * cheap, but a 10 MB body of `&a=` is millions of them: this refuses it before it is parsed.
 */
export function countFields(bytes: Buffer, kind: BodyKind, contentType: string): number {
  if (bytes.length === 0) return 0
  if (kind === 'urlencoded') return countOccurrences(bytes, Buffer.from('&')) + 1
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const delimiter = boundary?.[1] ?? boundary?.[2]
  // No boundary: the parser will refuse the body as malformed.
  if (!delimiter) return 0
  // The closing delimiter is counted too, hence minus one.
  return Math.max(0, countOccurrences(bytes, Buffer.from(`--${delimiter}`)) - 1)
}

function countOccurrences(haystack: Buffer, needle: Buffer): number {
  let count = 0
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) count++
  return count
}

async function toPostedForm(data: FormData): Promise<PostedForm> {
  const form: PostedForm = { values: keyedRecord(), files: keyedRecord() }
  for (const [name, entry] of data.entries()) {
    if (typeof entry === 'string') {
      const earlier = ownValue(form.values, name)
      form.values[name] = earlier === undefined ? entry : [...(typeof earlier === 'string' ? [earlier] : earlier), entry]
      continue
    }
    const bytes = new Uint8Array(await entry.arrayBuffer())
    const file: UploadedFile = { filename: entry.name, size: bytes.byteLength, head: bytes.subarray(0, FILE_HEAD_BYTES), bytes }
    const files = ownValue(form.files, name) ?? (form.files[name] = [])
    files.push(file)
  }
  return form
}
