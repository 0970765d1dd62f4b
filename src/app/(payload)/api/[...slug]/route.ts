import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload, type Payload } from 'payload'

import { refuseUploadWrite } from '@/cms/rest-upload-guard'
import { isCrudWrite, JSON_OBJECT_BODY_MESSAGE, refuseJsonBody, refuseRestQuery } from '@/lib/rest-query'

type Handler = ReturnType<typeof REST_GET>
type Context = Parameters<Handler>[1]

const refuse = ({ status, message }: { status: number; message: string }) => Response.json({ errors: [{ message }] }, { status })

/** A write's form up to this size is read here first, to check it; a larger one (an upload) only by Payload. */
const SMALL_FORM_BYTES = 1024 * 1024

const collectionSlugs = (payload: Payload) => new Set(payload.config.collections.map((collection) => collection.slug))

/** What Payload would answer with a 500, or read before checking who is asking. */
async function refusal(request: Request, context: Context): Promise<{ status: 400 | 403 | 404; message: string } | null> {
  const queryRefusal = refuseRestQuery(new URL(request.url).searchParams)
  if (queryRefusal) return queryRefusal
  const segments = (await context.params).slug ?? []
  const payload = await getPayload({ config })
  // A missing upload file (media/collection/missing-file.ts) and email verification where accounts
  // are never verified (rest-limits.ts) are answered by the collections' own endpoints.
  if (request.method === 'GET' || request.method === 'OPTIONS') return null
  // Uploads: the collection's own access rule, checked before a byte of the file is read.
  const uploadRefusal = await refuseUploadWrite(payload, request, segments)
  if (uploadRefusal) return uploadRefusal
  if (isCrudWrite(request.method, segments, collectionSlugs(payload))) {
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return { status: 403, message: 'Sign in as an admin to change content.' }
  }
  const contentType = request.headers.get('content-type')
  if (/^application\/json\b/i.test(contentType ?? '')) return refuseJsonBody(contentType, await request.clone().text())
  // A form Payload's parser would choke on (a missing boundary, a cut-off part, a `_payload` that
  // is not a JSON object) is refused here: sign-in and custom endpoints take small bodies, and so
  // does any write under SMALL_FORM_BYTES; larger ones (admins' uploads) are read by Payload alone.
  if (/^multipart\/form-data\b/i.test(contentType ?? '')) {
    const declared = Number(request.headers.get('content-length') ?? Number.NaN)
    if (isCrudWrite(request.method, segments, collectionSlugs(payload)) && !(declared <= SMALL_FORM_BYTES)) return null
    const form = await request.clone().formData().catch(() => null)
    if (!form) return { status: 400, message: 'The form data could not be read. Send it as multipart/form-data with a boundary, or as JSON.' }
    const fields = form.get('_payload')
    if (typeof fields === 'string' && refuseJsonBody('application/json', fields)) return { status: 400, message: JSON_OBJECT_BODY_MESSAGE }
  }
  return null
}

/** Payload's REST API, behind the checks of src/lib/rest-query.ts. */
function guarded(handler: Handler): Handler {
  return async (request, context) => {
    const refused = await refusal(request, context)
    if (refused) return refuse(refused)
    const response = await handler(request, context)
    if (response.status !== 501) return response
    // A collection without REST endpoints: Payload says "not implemented"; for a client it is not there.
    return refuse({ status: 404, message: `Nothing answers ${request.method} ${new URL(request.url).pathname}.` })
  }
}

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

/**
 * HEAD answers as GET would, without the body: Payload's router knows only GET, so a link checker
 * or a CDN asking for an upload's size and type got a 404.
 */
export const HEAD: Handler = async (request, context) => {
  const response = await GET(new Request(request, { method: 'GET' }), context)
  await response.body?.cancel()
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
