/**
 * JSON answers of Vitrine's own visitor endpoints, in the shape docs/api.md describes: data as
 * it is, errors as `{ code, message, data: { status } }` (WordPress REST's shape) with a sentence
 * for a person. Never cached.
 */

const headers = (extra?: HeadersInit) => {
  const result = new Headers(extra)
  result.set('content-type', 'application/json; charset=utf-8')
  result.set('cache-control', 'no-store')
  return result
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers: headers(init.headers) })
}

export function jsonError(status: number, code: string, message: string, extraHeaders?: HeadersInit): Response {
  return jsonResponse({ code, message, data: { status } }, { status, headers: extraHeaders })
}
