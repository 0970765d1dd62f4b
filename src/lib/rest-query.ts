/**
 * Checks on the query string of a request to Payload's REST API (/api/…) that Payload itself
 * answers with a 500: a `where` that is not JSON, a non-numeric or negative `limit`, a geo
 * operator the databases here cannot run. Pure: the URL's query in, a refusal or null out.
 */

export type Refusal = { status: 400; message: string }

const wholeNumber = /^\d{1,9}$/

/** Operators of point fields: there are none in Vitrine, and SQLite fails on them with a 500. */
const geoOperator = /\[(near|within|intersects)\]/i

/** `name=1&name=2`, `name[]=1` or `name[a]=1`: what Payload reads as a list or an object. */
function givenMoreThanOnce(search: URLSearchParams, name: string): boolean {
  const given = [...search.keys()].filter((key) => key === name || key.startsWith(`${name}[`))
  return given.length > 1 || given.some((key) => key !== name)
}

export function refuseRestQuery(search: URLSearchParams): Refusal | null {
  for (const name of ['limit', 'page', 'depth'] as const) {
    // `limit=1&limit=2` or `limit[a]=1` reaches Payload as a list or an object (a 500 for limit).
    if (givenMoreThanOnce(search, name)) return { status: 400, message: `${name} must be given once, as a whole number, e.g. ${name}=10.` }
    const value = search.get(name)
    if (value === null) continue
    if (/^\d{10,}$/.test(value)) return { status: 400, message: `${name} must be at most 999999999 (got "${value.slice(0, 40)}").` }
    if (!wholeNumber.test(value)) return { status: 400, message: `${name} must be a whole number of 0 or more (got "${value.slice(0, 40)}").` }
    if (name === 'page' && Number(value) < 1) return { status: 400, message: 'page must be 1 or more.' }
    if (name === 'depth' && Number(value) > 10) return { status: 400, message: 'depth must be from 0 to 10.' }
  }
  // The jobs runner's (/api/payload-jobs/run) words: a list or an object failed inside Payload.
  for (const name of ['queue', 'allQueues', 'silent', 'disableScheduling'] as const) {
    if (givenMoreThanOnce(search, name)) {
      return { status: 400, message: name === 'queue' ? 'queue must be given once, as a name, e.g. queue=default.' : `${name} must be given once, as true or false, e.g. ${name}=true.` }
    }
  }
  for (const name of ['where', 'data'] as const) {
    const value = search.get(name)
    if (value === null || value === '') continue
    try {
      const parsed: unknown = JSON.parse(value)
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
    } catch {
      return { status: 400, message: `${name} must be a JSON object or written with brackets, e.g. where[title][equals]=Home.` }
    }
  }
  for (const [key, value] of search) {
    if (geoOperator.test(key) || (key === 'where' && /"(near|within|intersects)"/i.test(value))) {
      return { status: 400, message: 'near, within and intersects apply to point fields, and no collection here has one.' }
    }
  }
  return null
}

/** Payload's sign-in endpoints, which anonymous visitors call by design. */
const AUTH_ENDPOINTS = new Set(['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'verify', 'unlock', 'first-register'])

/**
 * Whether a request writes through Payload's own CRUD routes (`/api/{collection}`,
 * `/api/{collection}/{id}`, `/api/globals/{slug}`), which only admins may use. Payload reads the
 * body (up to the upload limit) before it checks access; the route checks the session first and
 * refuses anonymous writes without reading a byte. Root endpoints (`/api/revalidate`), custom
 * collection endpoints with more segments (`/api/form-submissions/3/resend`) and the sign-in
 * endpoints decide for themselves.
 */
export function isCrudWrite(method: string, segments: string[], collections: ReadonlySet<string>): boolean {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return false
  if (segments[0] === 'globals') return segments.length === 2
  if (!collections.has(segments[0] ?? '')) return false
  if (segments.length === 2 && AUTH_ENDPOINTS.has(segments[1]!)) return false
  return segments.length === 1 || segments.length === 2
}

/** What to send instead of a body that is not a JSON object (here and in src/cms/rest-input.ts). */
export const JSON_OBJECT_BODY_MESSAGE =
  'Send the document as a JSON object (Content-Type: application/json), or as multipart form data with its fields as JSON in _payload.'

/** A JSON body that does not parse into an object (Payload answered those with a 500). */
export function refuseJsonBody(contentType: string | null, text: string): Refusal | null {
  if (!/^application\/json\b/i.test(contentType ?? '') || text.trim() === '') return null
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
    return null
  } catch {
    return { status: 400, message: JSON_OBJECT_BODY_MESSAGE }
  }
}
