import 'server-only'

/**
 * Reading the small JSON bodies the popup's endpoints take: JSON only (a form posted from another
 * site cannot send it without the browser asking first), a few kilobytes at most, an object.
 */

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string }

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') return { ok: false, status: 415, message: 'Send the request as application/json.' }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { ok: false, status: 413, message: `The request is too large: at most ${Math.round(maxBytes / 1024)} KB.` }
  let text = ''
  try {
    const reader = request.body?.getReader()
    const decoder = new TextDecoder()
    let size = 0
    while (reader) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return { ok: false, status: 413, message: `The request is too large: at most ${Math.round(maxBytes / 1024)} KB.` }
      }
      text += decoder.decode(value, { stream: true })
    }
    text += decoder.decode()
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
