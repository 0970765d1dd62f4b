/**
 * What the like endpoint accepts (SPEC.md section 7: the post's id in, the new count out) and
 * the limits it keeps. Pure, so every refusal is tested without a server.
 */

/** A like request is a post id: a few bytes. */
export const LIKE_BODY_MAX_BYTES = 1024

/**
 * Flood limit: stored likes from one address in a window. Thirty likes in ten minutes is far
 * more than one reader gives; a family or office behind one address still fits.
 */
export const LIKE_FLOOD = { max: 30, windowMs: 10 * 60 * 1000 } as const

export type LikeError = { status: 400 | 404 | 409 | 413 | 415 | 429 | 503; code: string; message: string }

export const likeErrors = {
  malformed: (): LikeError => ({
    status: 400,
    code: 'vitrine_like_invalid',
    message: 'Send the id of the post to like, for example id=12.',
  }),
  tooLarge: (): LikeError => ({ status: 413, code: 'vitrine_like_too_large', message: 'A like is just a post id; this request is too large.' }),
  mediaType: (type: string): LikeError => ({
    status: 415,
    code: 'vitrine_like_unsupported_media_type',
    message: `Send the post id as a form field or JSON, not ${type}.`,
  }),
  notFound: (id: number): LikeError => ({ status: 404, code: 'vitrine_like_not_found', message: `There is no published post with id ${id}.` }),
  repeated: (): LikeError => ({ status: 409, code: 'vitrine_like_repeated', message: 'You have already liked this post. Thank you!' }),
  flood: (): LikeError => ({
    status: 429,
    code: 'vitrine_like_flood',
    message: 'Too many likes from your address in a short time. Please try again in a few minutes.',
  }),
  unavailable: (): LikeError => ({
    status: 503,
    code: 'vitrine_like_unavailable',
    message: 'Likes cannot be saved just now. Please try again in a moment.',
  }),
}

/** A post id as a visitor may send it: a positive whole number of at most 10 digits. */
export function parsePostId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text.trim())) return null
  const id = Number(text.trim())
  return id <= 2_147_483_647 ? id : null
}

/**
 * The post id from a request body: `id=12` (a form post, as the original theme's script sent it,
 * or text/plain) or `{"id": 12}` (JSON).
 */
export function readLikeBody(contentType: string | null, body: string): { ok: true; id: number } | { ok: false; error: LikeError } {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  let value: unknown
  if (type === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(body)
      value = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>).id : undefined
    } catch {
      return { ok: false, error: likeErrors.malformed() }
    }
  } else if (type === '' || type === 'application/x-www-form-urlencoded' || type === 'text/plain') {
    const params = new URLSearchParams(body.trim())
    if (params.getAll('id').length !== 1) return { ok: false, error: likeErrors.malformed() }
    value = params.get('id')
  } else {
    return { ok: false, error: likeErrors.mediaType(type) }
  }
  const id = parsePostId(value)
  return id === null ? { ok: false, error: likeErrors.malformed() } : { ok: true, id }
}
