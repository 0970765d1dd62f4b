import 'server-only'

/**
 * The moderation screen's endpoints (docs/api.md): `GET /api/moderation/comments` lists comments
 * in one state with their counts, `POST /api/moderation/comments` approves, rejects or deletes
 * several at once. Signed-in users only (every user is an admin): 401 without a session, 400
 * with a sentence on bad input.
 */
import type { Endpoint, PayloadHandler } from 'payload'

import { actOnComments, listComments } from './moderation.server'
import { parseActionRequest, parseListQuery } from './moderation-rules'

const noStore = { 'Cache-Control': 'private, no-store' }

const failure = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: noStore })

const signInFirst = () => failure(401, 'Sign in as an admin to moderate comments.')

const list: PayloadHandler = async (req) => {
  if (!req.user) return signInFirst()
  const query = parseListQuery(req.searchParams)
  if (!query.ok) return failure(400, query.message)
  return Response.json(await listComments(req, query.value), { headers: noStore })
}

const act: PayloadHandler = async (req) => {
  if (!req.user) return signInFirst()
  let body: unknown
  try {
    body = req.json ? await req.json() : null
  } catch {
    return failure(400, 'The request body must be JSON.')
  }
  const request = parseActionRequest(body)
  if (!request.ok) return failure(400, request.message)
  const result = await actOnComments(req, request.value)
  return Response.json(result, { headers: noStore })
}

export const moderationEndpoints: Endpoint[] = [
  { path: '/moderation/comments', method: 'get', handler: list },
  { path: '/moderation/comments', method: 'post', handler: act },
]
