import 'server-only'

/**
 * The popup's comments (docs/api.md):
 * - `GET /lightbox/images/{id}/comments`: the photo's published comments, newest first.
 * - `POST /lightbox/images/{id}/comments`: a visitor's comment (JSON: `bwg_name`, `bwg_email`,
 *   `bwg_comment`, `bwg_captcha_input`, `privacy: true`), checked by the shared rules
 *   (comment-rules.ts) and the one-time captcha of the visitor's `vitrine_captcha` cookie. With
 *   moderation on it is stored unpublished until an admin publishes it. At most
 *   COMMENTS_PER_NETWORK comments from one network in COMMENT_WINDOW_MS.
 * - `GET /lightbox/captcha?r={0-99}`: a new challenge's picture (the suffix only defeats caches).
 *
 * Visitor text is stored and answered as it was written (trimmed); pages show it as text.
 */
import type { Payload } from 'payload'

import { parseId } from '@/lib/ids'
import { jsonError, jsonResponse } from '@/lib/json-response'
import { settingsGlobal } from '@/lib/site-memo'

import { CAPTCHA_COOKIE, captchaCookie, createChallenge, solveChallenge } from './captcha.server'
import { checkComment } from './comment-rules'
import { visibleImage } from '../engagement/engagement.server'
import { readJsonBody } from '../request-body.server'
import { addressHash } from '../engagement/visitor.server'

export const COMMENTS_PER_NETWORK = 5
export const COMMENT_WINDOW_MS = 10 * 60 * 1000
const LIST_LIMIT = 100

export type PublicComment = { id: number; name: string; comment: string; createdAt: string }

type Settings = { enableComments?: boolean | null; commentModeration?: boolean | null }

const cookieOf = (request: Request, name: string) => {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

const isHttps = (request: Request) => (request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? new URL(request.url).protocol.replace(':', '')) === 'https'

const unavailable = (payload: Payload, error: unknown) => {
  payload.logger.error({ err: error, msg: 'Comments could not be read or stored' })
  return jsonError(503, 'lightbox_unavailable', 'Comments cannot be loaded or saved right now. Please try again in a moment.')
}

async function commentsOn(payload: Payload, imageIdText: string): Promise<{ ok: true; imageId: number; settings: Settings } | { ok: false; response: Response }> {
  const imageId = parseId(imageIdText)
  if (imageId === null) return { ok: false, response: jsonError(404, 'lightbox_not_found', 'There is no photo with this id.') }
  const [image, settings] = await Promise.all([visibleImage(payload, imageId), settingsGlobal<Settings>(payload, 'gallery-settings', { depth: 0, as: 'server' })])
  if (!image) return { ok: false, response: jsonError(404, 'lightbox_not_found', 'This photo does not exist or is not published.') }
  if (settings.enableComments === false) return { ok: false, response: jsonError(403, 'lightbox_comments_off', 'Comments are turned off on this site.') }
  return { ok: true, imageId, settings }
}

export async function listComments(payload: Payload, imageId: number): Promise<PublicComment[]> {
  const { docs } = await payload.find({
    collection: 'image-comments',
    where: { image: { equals: imageId } },
    sort: '-createdAt',
    limit: LIST_LIMIT,
    depth: 0,
    select: { name: true, comment: true, createdAt: true },
    overrideAccess: false,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name, comment: doc.comment, createdAt: doc.createdAt }))
}

export async function handleListComments(payload: Payload, imageIdText: string): Promise<Response> {
  try {
    const found = await commentsOn(payload, imageIdText)
    if (!found.ok) return found.response
    return jsonResponse({ comments: await listComments(payload, found.imageId) })
  } catch (error) {
    return unavailable(payload, error)
  }
}

export async function handlePostComment(payload: Payload, request: Request, imageIdText: string): Promise<Response> {
  try {
    const body = await readJsonBody(request, 16 * 1024)
    if (!body.ok) return jsonError(body.status, 'lightbox_bad_request', body.status === 413 ? 'Your comment is too long: use at most 5,000 characters.' : body.message)
    const found = await commentsOn(payload, imageIdText)
    if (!found.ok) return found.response
    const checked = checkComment(body.body, body.body.privacy)
    if (checked.first) {
      return jsonResponse({ code: 'lightbox_invalid', message: checked.errors[checked.first], fields: checked.errors, data: { status: 400 } }, { status: 400 })
    }
    const network = addressHash(payload, request)
    const since = new Date(Date.now() - COMMENT_WINDOW_MS).toISOString()
    const recent = await payload.count({ collection: 'image-comments', where: { and: [{ addressHash: { equals: network } }, { createdAt: { greater_than: since } }] }, overrideAccess: true })
    if (recent.totalDocs >= COMMENTS_PER_NETWORK) return jsonError(429, 'lightbox_too_many', 'You have commented a lot in the last few minutes. Please wait a little and try again.')
    // The captcha last: a mistake in another field does not cost the visitor their code.
    if (!(await solveChallenge(payload, cookieOf(request, CAPTCHA_COOKIE), checked.values.bwg_captcha_input))) {
      const message = 'The security code is wrong or has expired. Type the digits of the new picture.'
      return jsonResponse({ code: 'lightbox_captcha', message, fields: { bwg_captcha_input: message }, data: { status: 400 } }, { status: 400 })
    }
    const published = !found.settings.commentModeration
    const doc = await payload.create({
      collection: 'image-comments',
      data: {
        image: found.imageId,
        name: checked.values.bwg_name,
        email: checked.values.bwg_email || undefined,
        comment: checked.values.bwg_comment,
        published,
        addressHash: network,
      },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    return jsonResponse(
      {
        published,
        message: published ? 'Thank you for your comment.' : 'Thank you. Your comment will appear once it has been approved.',
        comment: published ? { id: doc.id, name: doc.name, comment: doc.comment, createdAt: doc.createdAt } : null,
      },
      { status: 201 },
    )
  } catch (error) {
    return unavailable(payload, error)
  }
}

export async function handleCaptcha(payload: Payload, request: Request): Promise<Response> {
  const r = new URL(request.url).searchParams.get('r')
  if (r !== null && !/^\d{1,2}$/.test(r)) return jsonError(400, 'lightbox_bad_request', 'The r parameter is a number from 0 to 99.')
  try {
    const { token, png } = await createChallenge(payload)
    return new Response(new Uint8Array(png), {
      headers: { 'content-type': 'image/png', 'cache-control': 'no-store', 'set-cookie': captchaCookie(token, isHttps(request)) },
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A captcha could not be made' })
    return jsonError(503, 'lightbox_unavailable', 'The security code cannot be shown right now. Please try again in a moment.')
  }
}
