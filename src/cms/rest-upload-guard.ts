import type { Access, Payload, PayloadRequest } from 'payload'

/**
 * Access to an upload collection is checked before a byte of the body is read (hardening issue,
 * item 5). Payload parses a multipart body (the whole file) before its own access check, so an
 * anonymous client could make the server read and buffer 50 MB to be told 403. Here the request's
 * credentials (cookie, `Authorization`) are checked first, and a write the collection's access
 * rule refuses is answered 403 at once, the body left unread.
 */

const writes = { POST: 'create', PATCH: 'update', PUT: 'update' } as const

/** A request that announces a body (a length above 0, or a chunked one). */
function carriesBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (length !== null) return Number(length) > 0
  return request.headers.has('transfer-encoding') || request.body !== null
}

/**
 * The refusal of a create or update of an upload collection that its access rule refuses the
 * request's user (or visitor), or null to let Payload handle the request. `slug` is the path
 * under /api, split.
 */
export async function refuseUploadWrite(
  payload: Payload,
  request: Request,
  slug: readonly string[],
): Promise<{ status: 403; message: string } | null> {
  const operation = writes[request.method as keyof typeof writes]
  const collection = slug[0] ? payload.collections[slug[0] as keyof typeof payload.collections] : undefined
  if (!operation || !collection?.config.upload || !carriesBody(request)) return null
  const { user } = await payload.auth({ headers: request.headers })
  const rule = collection.config.access[operation] as Access | undefined
  const req = { user, payload, headers: request.headers, context: {}, payloadAPI: 'REST' } as unknown as PayloadRequest
  const allowed = rule ? await rule({ req }) : Boolean(user)
  if (allowed !== false) return null
  return { status: 403, message: user ? 'Your account may not upload or change files here.' : 'Sign in as an admin to upload or change files.' }
}
