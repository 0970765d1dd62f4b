/**
 * The gallery screen's requests to Payload's REST API (same origin, the editor's session
 * cookie). Browser-only; no React.
 */

export type JsonAnswer = { status: number; body: unknown }

/** The server's own sentence for a refusal (`{ errors: [{ message }] }`), or a fallback. */
export function refusalOf(answer: JsonAnswer, fallback: string): string {
  const body = answer.body as { errors?: { message?: unknown; data?: { errors?: { message?: unknown }[] } }[]; message?: unknown } | null
  const first = body?.errors?.[0]
  const detail = first?.data?.errors?.[0]?.message
  if (typeof detail === 'string' && detail) return detail
  if (typeof first?.message === 'string' && first.message) return first.message
  if (typeof body?.message === 'string' && body.message) return body.message
  if (answer.status === 413) return 'This file is larger than the server accepts.'
  if (answer.status === 0) return 'The server could not be reached.'
  return fallback
}

/**
 * One request by XMLHttpRequest, the one browser API that reports an upload's progress
 * (`onProgress` gets 0 to 1 as the body is sent). Resolves with the status and the parsed JSON
 * body (null if none); never rejects (a network failure is status 0).
 */
export function sendWithProgress(method: string, url: string, body: FormData | string | null, onProgress?: (fraction: number) => void): Promise<JsonAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.withCredentials = true
    if (typeof body === 'string') xhr.setRequestHeader('Content-Type', 'application/json')
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
      xhr.upload.onload = () => onProgress(1)
    }
    xhr.onload = () => {
      let parsed: unknown = null
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        parsed = null
      }
      resolve({ status: xhr.status, body: parsed })
    }
    xhr.onerror = () => resolve({ status: 0, body: null })
    xhr.send(body)
  })
}

/** A JSON request with fetch; never rejects (a network failure is status 0). */
export async function sendJson(method: string, url: string, body?: unknown): Promise<JsonAnswer> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = null
    }
    return { status: response.status, body: parsed }
  } catch {
    return { status: 0, body: null }
  }
}

export const isOk = (answer: JsonAnswer): boolean => answer.status >= 200 && answer.status < 300
