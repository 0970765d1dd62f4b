import 'server-only'

/**
 * The HTTP side of the contact form: the Contact Form 7-compatible REST endpoints (the post
 * without JavaScript is no-js-submit.server.ts). The route files under src/app only get Payload
 * and call these. Every answer is JSON; nothing here answers 500.
 */

import type { Payload } from 'payload'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { loadContactForm } from '../load-contact-form.server'
import { deriveContactFormSecret } from '../signing/contact-form-secret.server'
import { pickRandomQuestion, quizAnswerHash, signStartedAt } from '../signing/form-secrets.server'
import { defaultDeps, type SubmissionDeps, type SubmissionResult, submitContactForm } from '../submissions/submission.server'
import { resolveMessages } from '../validation/messages'
import { buildValidationSchema } from '../validation/validation-schema'
import { type ApiError, apiErrorBody, apiErrors } from './feedback-response'

/** Answers are personal (a status, a fresh token, a random question): no cache may keep them. */
export const noStore = { 'Cache-Control': 'no-store' }

export function errorResponse(error: ApiError): Response {
  const headers: Record<string, string> = { ...noStore }
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds)
  return Response.json(apiErrorBody(error), { status: error.status, headers })
}

/**
 * Runs an endpoint with the site's Payload (the route's `payloadInstance`). When Payload cannot
 * even start (the database is unreachable at boot), the answer is the endpoints' 503, never a 500.
 */
export async function withPayload(idParam: string, load: () => Promise<Payload>, handle: (payload: Payload) => Promise<Response>): Promise<Response> {
  let payload: Payload
  try {
    payload = await load()
  } catch (error) {
    console.error(`Contact form ${idParam}: Payload is unavailable.`, error)
    return errorResponse(apiErrors.unavailable())
  }
  return handle(payload)
}

/** Runs a submission; an unexpected failure (the database is down) becomes a 503, never a 500. */
export async function submitSafely(
  payload: Payload,
  request: Request,
  idParam: string,
  kinds: Parameters<typeof submitContactForm>[3],
  deps: SubmissionDeps,
): Promise<SubmissionResult> {
  try {
    return await submitContactForm(payload, request, idParam, kinds, deps)
  } catch (error) {
    console.error(`Contact form ${idParam}: a submission failed.`, error)
    return { ok: false, error: apiErrors.unavailable() }
  }
}

/** `POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback` (multipart only, as CF7). */
export async function handleFeedback(payload: Payload, request: Request, idParam: string, deps: SubmissionDeps = defaultDeps): Promise<Response> {
  const result = await submitSafely(payload, request, idParam, ['multipart'], deps)
  return result.ok ? Response.json(result.outcome.response, { headers: noStore }) : errorResponse(result.error)
}

/** Runs a read-only endpoint for a form; unknown forms are 404, failures 503. */
async function withForm(
  payload: Payload,
  idParam: string,
  answer: (form: NonNullable<Awaited<ReturnType<typeof loadContactForm>>>, secret: string) => unknown,
): Promise<Response> {
  try {
    const form = await loadContactForm(payload, idParam)
    if (!form) return errorResponse(apiErrors.formNotFound(idParam))
    return Response.json(answer(form, deriveContactFormSecret(payload.secret)), { headers: noStore })
  } catch (error) {
    console.error(`Contact form ${idParam}: a read failed.`, error)
    return errorResponse(apiErrors.unavailable())
  }
}

/**
 * `GET …/contact-forms/{id}/refill`: a new question and answer hash for each quiz (CF7's
 * `quiz: { name: [question, hash] }`), and `started`, a freshly signed start time for the hidden
 * `_wpcf7_started` field, so a page served from the cache measures fill time from page load.
 * CF7 sends `X-WP-Nonce` when the form has a nonce; visitors here are anonymous and a refill
 * changes nothing, so the header is accepted and ignored. There is no captcha tag, so no
 * `captcha` key.
 */
export async function handleRefill(payload: Payload, _request: Request, idParam: string, deps: Pick<SubmissionDeps, 'now'> = defaultDeps): Promise<Response> {
  return withForm(payload, idParam, (form, secret) => {
    const quizzes = parseFormTemplate(form.form).fields.filter((tag) => tag.type === 'quiz' && tag.pipes.length > 0)
    const quiz = Object.fromEntries(
      quizzes.map((tag) => {
        const pipe = tag.pipes[pickRandomQuestion(tag.pipes.length)]
        return [tag.name, [pipe.before, quizAnswerHash(secret, pipe.after)]]
      }),
    )
    // A token of this visitor's own (decision 020): its fill time counts from now, and it backs one message.
    return { ...(quizzes.length > 0 ? { quiz } : {}), started: signStartedAt(secret, deps.now(), 'visitor') }
  })
}

/** `GET …/contact-forms/{id}/feedback/schema`: the validation rules, in CF7's schema shape. */
export async function handleSchema(payload: Payload, _request: Request, idParam: string): Promise<Response> {
  return withForm(payload, idParam, (form) => buildValidationSchema(parseFormTemplate(form.form), resolveMessages(form.messages ?? {})))
}
