import 'server-only'

/**
 * `POST /lightbox/images/{id}/hit` and `POST /lightbox/images/{id}/rating` (docs/api.md): a view
 * and a rating from the popup or the photo page. Bad input gets a 4xx with a sentence, never a 5xx.
 */
import type { Payload } from 'payload'

import { parseId } from '@/lib/ids'
import { jsonError, jsonResponse } from '@/lib/json-response'
import { settingsGlobal } from '@/lib/site-memo'

import { countView, forgetOldViews, rateImage, visibleImage } from './engagement.server'
import { readJsonBody } from '../request-body.server'
import { addressHash, newVisitorCookie, readVisitorId, visitorHash } from './visitor.server'

type Settings = { enableHitCounter?: boolean | null; enableRating?: boolean | null }

type Checked = { ok: true; imageId: number; visitorId: string; settings: Settings } | { ok: false; response: Response }

/** What every engagement request needs: a photo a visitor may see, and the visitor cookie. */
async function check(payload: Payload, request: Request, imageIdText: string): Promise<Checked> {
  const imageId = parseId(imageIdText)
  if (imageId === null) return { ok: false, response: jsonError(404, 'lightbox_not_found', 'There is no photo with this id.') }
  const visitorId = readVisitorId(payload, request)
  if (!visitorId) {
    // The answer gives the cookie: a browser sends the request again with it (post-json.ts).
    return {
      ok: false,
      response: jsonError(400, 'lightbox_no_visitor', 'Your browser sent no visitor cookie. Allow cookies for this site and try again.', {
        'set-cookie': newVisitorCookie(payload, request),
      }),
    }
  }
  const [image, settings] = await Promise.all([
    visibleImage(payload, imageId),
    settingsGlobal<Settings>(payload, 'gallery-settings', { depth: 0, as: 'server' }),
  ])
  if (!image) return { ok: false, response: jsonError(404, 'lightbox_not_found', 'This photo does not exist or is not published.') }
  return { ok: true, imageId, visitorId, settings }
}

const unavailable = (payload: Payload, error: unknown) => {
  payload.logger.error({ err: error, msg: 'A view or rating could not be stored' })
  return jsonError(503, 'lightbox_unavailable', 'This cannot be saved right now. Please try again in a moment.')
}

export async function handleHit(payload: Payload, request: Request, imageIdText: string): Promise<Response> {
  try {
    const checked = await check(payload, request, imageIdText)
    if (!checked.ok) return checked.response
    if (checked.settings.enableHitCounter === false) return jsonError(403, 'lightbox_hits_off', 'View counting is turned off on this site.')
    const outcome = await countView(payload, {
      imageId: checked.imageId,
      visitorHash: visitorHash(payload, checked.visitorId, 'hit'),
      addressHash: addressHash(payload, request),
    })
    if ('limited' in outcome) return jsonError(429, 'lightbox_too_many', 'Too many views from your network today. Please try again tomorrow.')
    if (outcome.counted && Math.random() < 0.005) await forgetOldViews(payload)
    return jsonResponse(outcome)
  } catch (error) {
    return unavailable(payload, error)
  }
}

export async function handleRating(payload: Payload, request: Request, imageIdText: string): Promise<Response> {
  try {
    const body = await readJsonBody(request, 1024)
    if (!body.ok) return jsonError(body.status, 'lightbox_bad_request', body.message)
    const rate = body.body.rate
    if (typeof rate !== 'number' || !Number.isInteger(rate) || rate < 1 || rate > 5) {
      return jsonError(400, 'lightbox_bad_rating', 'A rating is a whole number of stars from 1 to 5.')
    }
    const checked = await check(payload, request, imageIdText)
    if (!checked.ok) return checked.response
    if (!checked.settings.enableRating) return jsonError(403, 'lightbox_rating_off', 'Rating is turned off on this site.')
    const outcome = await rateImage(payload, {
      imageId: checked.imageId,
      rate,
      visitorHash: visitorHash(payload, checked.visitorId, 'rating'),
      addressHash: addressHash(payload, request),
    })
    if ('limited' in outcome) return jsonError(429, 'lightbox_too_many', 'Too many visitors from your network have rated this photo.')
    return jsonResponse(outcome)
  } catch (error) {
    return unavailable(payload, error)
  }
}
