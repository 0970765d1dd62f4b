/**
 * What `POST /social-feed` accepts: the page and the block whose feed to show,
 * `{"page": 12, "block": "65f0c0ffee"}` as JSON or as a form. Nothing else: the source, the
 * endpoint and its words come from the published page, so a visitor cannot make the proxy ask
 * anything an editor did not put on a page. Pure, so every refusal is tested without a server.
 */

/** Two ids: a few dozen bytes. */
export const FEED_BODY_MAX_BYTES = 1024

/** Asks from one address in a minute: a page with several feeds, reloaded often, still fits. */
export const FEED_FLOOD = { max: 60, windowMs: 60 * 1000 } as const

export type FeedRefusal = { status: 400 | 404 | 413 | 415 | 429 | 503; code: string; message: string }

export const feedRefusals = {
  malformed: (): FeedRefusal => ({
    status: 400,
    code: 'vitrine_feed_invalid',
    message: 'Name the page and the feed block to read, for example {"page": 12, "block": "65f0c0ffee"}.',
  }),
  tooLarge: (): FeedRefusal => ({ status: 413, code: 'vitrine_feed_too_large', message: 'A feed request names a page and a block; this request is too large.' }),
  mediaType: (type: string): FeedRefusal => ({
    status: 415,
    code: 'vitrine_feed_media_type',
    message: `Send the page and block as JSON or as a form, not ${type}.`,
  }),
  noPage: (): FeedRefusal => ({ status: 404, code: 'vitrine_feed_no_page', message: 'There is no published page with that id.' }),
  noBlock: (): FeedRefusal => ({ status: 404, code: 'vitrine_feed_no_block', message: 'That page has no social feed with that block id.' }),
  flood: (): FeedRefusal => ({
    status: 429,
    code: 'vitrine_feed_flood',
    message: 'Too many feed requests from your address in a short time. Please wait a minute and reload the page.',
  }),
  unavailable: (): FeedRefusal => ({ status: 503, code: 'vitrine_feed_unavailable', message: 'The feed cannot be read just now. Please try again in a moment.' }),
}

export type FeedAsk = { page: number; block: string }

const PAGE_ID = /^[1-9][0-9]{0,9}$/
/** Payload's block ids: 24 hex digits; any short word of letters, digits, _ and - is accepted. */
const BLOCK_ID = /^[\w-]{1,64}$/

export function readFeedBody(contentType: string | null, body: string): { ok: true; ask: FeedAsk } | { ok: false; refusal: FeedRefusal } {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  let page: unknown
  let block: unknown
  if (type === 'application/json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return { ok: false, refusal: feedRefusals.malformed() }
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, refusal: feedRefusals.malformed() }
    ;({ page, block } = parsed as Record<string, unknown>)
  } else if (type === 'application/x-www-form-urlencoded' || type === '') {
    const params = new URLSearchParams(body)
    if (params.getAll('page').length !== 1 || params.getAll('block').length !== 1) return { ok: false, refusal: feedRefusals.malformed() }
    page = params.get('page')
    block = params.get('block')
  } else {
    return { ok: false, refusal: feedRefusals.mediaType(type) }
  }
  const pageText = typeof page === 'number' ? String(page) : page
  if (typeof pageText !== 'string' || !PAGE_ID.test(pageText) || Number(pageText) > 2_147_483_647) return { ok: false, refusal: feedRefusals.malformed() }
  if (typeof block !== 'string' || !BLOCK_ID.test(block)) return { ok: false, refusal: feedRefusals.malformed() }
  return { ok: true, ask: { page: Number(pageText), block } }
}
