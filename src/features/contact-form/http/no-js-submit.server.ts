import 'server-only'

/**
 * `POST /contact-form/{id}/submit`: a contact form posted without JavaScript (docs/decisions/006).
 * A browser is sent to the result page with the outcome in a signed cookie (no-js-result.server.ts);
 * any other client gets the same JSON as the REST endpoint (feedback-handlers.server.ts).
 */

import type { Payload } from 'payload'

import { contactFormResultPath } from '../routes'
import { deriveContactFormSecret } from '../signing/contact-form-secret.server'
import { defaultDeps, type SubmissionDeps, type SubmissionOutcome } from '../submissions/submission.server'
import { errorResponse, noStore, submitSafely } from './feedback-handlers.server'
import { type ApiError, apiErrors } from './feedback-response'
import { encodeResult, isHttps, type NoJsResult, RESULT_TTL_SECONDS, resultCookieHeader, returnPathOf } from './no-js-result.server'

/**
 * `POST /contact-form/{id}/submit`: a plain browser form post (urlencoded or multipart). A
 * browser (Accept: text/html) is sent to the result page with a 303 and the outcome in a signed
 * cookie; any other client gets the same JSON as the REST endpoint.
 */
export async function handleNoJsSubmit(payload: Payload, request: Request, idParam: string, deps: SubmissionDeps = defaultDeps): Promise<Response> {
  const result = await submitSafely(payload, request, idParam, ['multipart', 'urlencoded'], deps)
  const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html')
  const formId = result.ok ? result.outcome.form.id : /^[1-9][0-9]{0,9}$/.test(idParam) ? Number(idParam) : null
  // An unknown form has no result page to show: answer as the API does.
  if (!wantsHtml || formId === null || (!result.ok && result.error.status === 404)) {
    return result.ok ? Response.json(result.outcome.response, { headers: noStore }) : errorResponse(result.error)
  }
  const returnTo = returnPathOf(request)
  const state = result.ok ? resultOf(result.outcome, returnTo, deps.now()) : errorResultOf(formId, result.error, returnTo, deps.now())
  try {
    const secret = deriveContactFormSecret(payload.secret)
    return new Response(null, {
      status: 303,
      headers: {
        // Relative, so it works behind any host name; the browser keeps the form's #unit-tag fragment.
        Location: contactFormResultPath(formId),
        'Set-Cookie': resultCookieHeader(formId, encodeResult(secret, state), isHttps(request)),
        ...noStore,
      },
    })
  } catch (error) {
    console.error(`Contact form ${idParam}: the result of a post could not be signed.`, error)
    return errorResponse(apiErrors.unavailable())
  }
}

/** The post id and copy number in a unit tag `wpcf7-f{form}-p{post}-o{n}`, so the form re-renders with the same ids. */
function placeOf(unitTag: string): { postId: number; ordinal: number } {
  const match = /^wpcf7-f\d+-p(\d+)-o(\d+)$/.exec(unitTag)
  const postId = Number(match?.[1] ?? 0)
  const ordinal = Number(match?.[2] ?? 1)
  return { postId: Number.isSafeInteger(postId) ? postId : 0, ordinal: Number.isSafeInteger(ordinal) && ordinal > 0 ? ordinal : 1 }
}

function resultOf(outcome: SubmissionOutcome, returnTo: string, now: number): NoJsResult {
  const { response } = outcome
  return {
    formId: outcome.form.id,
    ...placeOf(outcome.meta.unitTag),
    status: response.status,
    message: response.message,
    invalidFields: outcome.invalidFields,
    // After mail_sent the form resets: nothing typed is carried over.
    values: response.status === 'mail_sent' ? {} : outcome.values,
    valuesDropped: false,
    // The visitor's fill time keeps counting from when they first saw the form.
    startedAt: response.status === 'mail_sent' ? null : outcome.startedAt,
    returnTo,
    expiresAt: now + RESULT_TTL_SECONDS * 1000,
  }
}

/** A request the form could not even read (too large, malformed): the page shows why. */
function errorResultOf(formId: number, error: ApiError, returnTo: string, now: number): NoJsResult {
  return {
    formId,
    postId: 0,
    ordinal: 1,
    status: 'request_failed',
    message: error.message,
    invalidFields: [],
    values: {},
    valuesDropped: false,
    startedAt: null,
    returnTo,
    expiresAt: now + RESULT_TTL_SECONDS * 1000,
  }
}
