import 'server-only'

import { readBodyAtMost } from '@/lib/read-body'

/**
 * Reading the small JSON bodies the popup's endpoints take: JSON only (a form posted from another
 * site cannot send it without the browser asking first), a few kilobytes at most, an object.
 */

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string }

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') return { ok: false, status: 415, message: 'Send the request as application/json.' }
  const tooLarge = { ok: false, status: 413, message: `The request is too large: at most ${Math.round(maxBytes / 1024)} KB.` } as const
  let text: string
  try {
    const bytes = await readBodyAtMost(request, maxBytes)
    if (bytes === null) return tooLarge
    text = bytes.toString('utf8')
  } catch {
    return { ok: false, status: 400, message: 'The request body could not be read.' }
  }
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && !Array.isArray(body)) return { ok: true, body: body as Record<string, unknown> }
  } catch {
    // answered below
  }
  return { ok: false, status: 400, message: 'The request body must be a JSON object.' }
}
