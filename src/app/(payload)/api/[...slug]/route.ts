import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { refuseRestQuery } from '@/lib/rest-query'

type Handler = ReturnType<typeof REST_GET>

/** Payload's REST API, behind the query checks Payload would otherwise answer with a 500. */
function guarded(handler: Handler): Handler {
  return (request, context) => {
    const refusal = refuseRestQuery(new URL(request.url).searchParams)
    if (refusal) return Promise.resolve(Response.json({ errors: [{ message: refusal.message }] }, { status: refusal.status }))
    return handler(request, context)
  }
}

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
