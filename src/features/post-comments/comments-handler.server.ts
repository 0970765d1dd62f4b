import 'server-only'

/**
 * `POST /blog/{slug}/comments`: a visitor's comment under a published post (docs/api.md). The
 * post's page sends it as a plain HTML form, so it works without JavaScript: success is a 303 back
 * to the post's `#comment-sent` (a note that the comment waits for approval), a refusal a short
 * page that says what to do and gives the visitor their text back. A client that asks for JSON
 * (`Accept: application/json`) gets `{ status, message }` answers instead.
 *
 * Every comment is stored as waiting for approval, without revalidating the site: nothing shows
 * until an admin approves it. A filled honeypot gets the same answer as a real comment and is not
 * stored. At most COMMENT_FLOOD.max comments from one network in its window.
 */

import type { Payload } from 'payload'

import { getPostBySlug } from '@/features/blog/index.server'
import { escapeHtml } from '@/lib/escape-html'
import { readBodyAtMost } from '@/lib/read-body'
import { addressKey, deriveVisitorSecret } from '@/lib/visitor-cookie'
import { remoteIpOf } from '@/lib/visitor-identity'

import { checkComment, COMMENT_BODY_MAX_BYTES, COMMENT_FLOOD, type CommentErrors, firstError } from './comment-rules'

type Refusal = { status: 400 | 404 | 413 | 415 | 429 | 503; code: string; message: string; errors?: CommentErrors; retryAfter?: number }

export const PENDING_MESSAGE = 'Thank you. Your comment will appear under the post once it has been approved.'

const noStore = { 'cache-control': 'no-store' }

function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept)
}

/** Reads the body as fields: a form (urlencoded or multipart) or a JSON object. */
type Read = { ok: true; fields: Record<string, unknown> } | { ok: false; refusal: Refusal }

async function readFields(request: Request): Promise<Read> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data' && type !== 'application/json') {
    return { ok: false, refusal: { status: 415, code: 'vitrine_comment_media_type', message: 'Send the comment as a form (as the page does) or as JSON.' } }
  }
  const bytes = await readBodyAtMost(request, COMMENT_BODY_MAX_BYTES)
  if (bytes === null) return { ok: false, refusal: { status: 413, code: 'vitrine_comment_too_large', message: 'This comment is too long to send: keep it under 5,000 characters.' } }
  const malformed: Read = { ok: false, refusal: { status: 400, code: 'vitrine_comment_malformed', message: 'The comment could not be read. Send it from the form under the post.' } }
  try {
    if (type === 'application/json') {
      const parsed: unknown = JSON.parse(bytes.toString('utf8'))
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ok: true, fields: parsed as Record<string, unknown> } : malformed
    }
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type') ?? type } }).formData()
    const fields: Record<string, unknown> = {}
    for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in fields)) fields[name] = value
    return { ok: true, fields }
  } catch {
    return malformed
  }
}

/** Whether `parentId` is an approved, top-level comment of this post, which a reply may answer. */
async function answerable(payload: Payload, postId: number, parentId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'post-comments',
    where: { and: [{ id: { equals: parentId } }, { post: { equals: postId } }, { status: { equals: 'approved' } }, { parent: { exists: false } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function isFlooding(payload: Payload, network: string, now: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'post-comments',
    where: { and: [{ addressHash: { equals: network } }, { createdAt: { greater_than: new Date(now - COMMENT_FLOOD.windowMs).toISOString() } }] },
    overrideAccess: true,
  })
  return totalDocs >= COMMENT_FLOOD.max
}

type Outcome = { ok: true } | { ok: false; refusal: Refusal; fields?: Record<string, unknown> }

async function storeComment(payload: Payload, request: Request, slug: string, now: number): Promise<Outcome> {
  const read = await readFields(request)
  if (!read.ok) return read
  const posted = read.fields
  const post = await getPostBySlug(payload, slug)
  if (!post) return { ok: false, refusal: { status: 404, code: 'vitrine_comment_no_post', message: 'There is no published post at this address to comment on.' } }
  const checked = checkComment(posted)
  if (!checked.ok) return { ok: false, fields: posted, refusal: { status: 400, code: 'vitrine_comment_invalid', message: firstError(checked.errors), errors: checked.errors } }
  if (checked.honeypot) return { ok: true }
  const network = addressKey(remoteIpOf(request.headers) || 'unknown', deriveVisitorSecret(payload.secret))
  if (await isFlooding(payload, network, now)) {
    const message = 'You have sent several comments in the last few minutes. Please wait ten minutes and send this one again.'
    return { ok: false, fields: posted, refusal: { status: 429, code: 'vitrine_comment_flood', message, retryAfter: COMMENT_FLOOD.windowMs / 1000 } }
  }
  if (checked.parent !== null && !(await answerable(payload, post.id, checked.parent))) {
    const message = 'The comment you are answering is no longer shown. Write your reply as a new comment instead.'
    return { ok: false, fields: posted, refusal: { status: 400, code: 'vitrine_comment_no_parent', message } }
  }
  await payload.create({
    collection: 'post-comments',
    data: { post: post.id, parent: checked.parent ?? undefined, ...checked.values, status: 'pending', addressHash: network },
    depth: 0,
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
  return { ok: true }
}

/** The answer for a browser's form post that was refused: what to do, and the visitor's own text back. */
function refusalPage(slug: string, refusal: Refusal, fields: Record<string, unknown> | undefined): string {
  const comment = typeof fields?.comment === 'string' ? fields.comment : ''
  const back = `/blog/${encodeURIComponent(slug)}#comments`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Your comment was not sent</title>
<style>body{font:1.05rem/1.6 system-ui,sans-serif;color:#1f2933;max-width:40rem;margin:3rem auto;padding:0 1rem}textarea{width:100%;min-height:10rem;font:inherit}a{color:#1a5f7a}</style>
</head>
<body>
<main>
<h1>Your comment was not sent</h1>
<p role="alert">${escapeHtml(refusal.message)}</p>
${comment ? `<p><label for="your-comment">Your comment, to copy before you go back:</label></p>\n<textarea id="your-comment" readonly>${escapeHtml(comment)}</textarea>` : ''}
<p><a href="${escapeHtml(back)}">Back to the post</a></p>
</main>
</body>
</html>
`
}

/** `POST /blog/{slug}/comments`. Never a 5xx but 503 when the database is down. */
export async function handlePostComment(payload: Payload, request: Request, slug: string, now = Date.now()): Promise<Response> {
  let outcome: Outcome
  try {
    outcome = await storeComment(payload, request, slug, now)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A post comment could not be stored' })
    outcome = { ok: false, refusal: { status: 503, code: 'vitrine_comment_unavailable', message: 'Comments cannot be saved just now. Please try again in a few minutes.' } }
  }
  const json = wantsJson(request)
  if (outcome.ok) {
    if (json) return Response.json({ status: 'pending', message: PENDING_MESSAGE }, { status: 202, headers: noStore })
    return new Response(null, { status: 303, headers: { ...noStore, location: `/blog/${encodeURIComponent(slug)}#comment-sent` } })
  }
  const { refusal } = outcome
  const headers: Record<string, string> = { ...noStore, ...(refusal.retryAfter ? { 'retry-after': String(refusal.retryAfter) } : {}) }
  if (json) {
    return Response.json({ code: refusal.code, message: refusal.message, ...(refusal.errors ? { fields: refusal.errors } : {}), data: { status: refusal.status } }, { status: refusal.status, headers })
  }
  return new Response(refusalPage(slug, refusal, outcome.fields), { status: refusal.status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
}
