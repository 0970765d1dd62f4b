/**
 * Posting to the popup's endpoints from the browser. Their answers are JSON; an error carries a
 * sentence for the visitor (docs/api.md). A first request without the visitor cookie gets one
 * with its 400 answer (`lightbox_no_visitor`), so it is sent once more.
 */

export type PostResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; body: Record<string, unknown> | null }

const NO_VISITOR = 'lightbox_no_visitor'

async function send<T>(url: string, body: unknown, method: string): Promise<{ result: PostResult<T>; code: string | null }> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { result: { ok: false, status: 0, message: 'The connection failed. Check that you are online and try again.', body: null }, code: null }
  }
  const data = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null
  if (response.ok && data) return { result: { ok: true, data }, code: null }
  const message = typeof data?.message === 'string' ? data.message : `Something went wrong (${response.status}). Please try again.`
  return { result: { ok: false, status: response.status, message, body: data }, code: typeof data?.code === 'string' ? data.code : null }
}

export async function postJson<T>(url: string, body?: unknown, method: 'POST' | 'DELETE' = 'POST'): Promise<PostResult<T>> {
  const first = await send<T>(url, body, method)
  if (first.code !== NO_VISITOR) return first.result
  return (await send<T>(url, body, method)).result
}
