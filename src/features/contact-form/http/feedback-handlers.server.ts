/**
 * The HTTP side of the contact form: the Contact Form 7-compatible REST endpoints and the post
 * without JavaScript. The route files under src/app only call these. Every answer is JSON (or a
 * redirect for a browser without JavaScript); nothing here answers 500.
 */

import { pickRandomQuestion, quizAnswerHash, signStartedAt } from './form-secrets.server'
import { deriveContactFormSecret } from './contact-form-secret.server'
import { apiErrorBody, apiErrors, type ApiError } from './feedback-response'
import { parseFormTemplate } from './form-tags'
import { encodeResult, isHttps, type NoJsResult, RESULT_TTL_SECONDS, resultCookieHeader, returnPathOf } from './no-js-result.server'
import { contactFormResultPath } from './routes'
import { defaultDeps, loadContactForm, type SubmissionDeps, type SubmissionOutcome, type SubmissionResult, submitContactForm } from './submission.server'
import { resolveMessages } from './validate'
import { buildValidationSchema } from './validation-schema'

/** Answers are personal (a status, a fresh token, a random question): no cache may keep them. */
const noStore = { 'Cache-Control': 'no-store' }

export function errorResponse(error: ApiError): Response {
  return Response.json(apiErrorBody(error), { status: error.status, headers: noStore })
}

/** Runs a submission; an unexpected failure (the database is down) becomes a 503, never a 500. */
async function submitSafely(request: Request, idParam: string, kinds: Parameters<typeof submitContactForm>[2], deps: SubmissionDeps): Promise<SubmissionResult> {
  try {
    return await submitContactForm(request, idParam, kinds, deps)
  } catch (error) {
    console.error(`Contact form ${idParam}: a submission failed.`, error)
    return { ok: false, error: apiErrors.unavailable() }
  }
}

/** `POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback` (multipart only, as CF7). */
export async function handleFeedback(request: Request, idParam: string, deps: SubmissionDeps = defaultDeps): Promise<Response> {
  const result = await submitSafely(request, idParam, ['multipart'], deps)
  return result.ok ? Response.json(result.outcome.response, { headers: noStore }) : errorResponse(result.error)
}

/** Runs a read-only endpoint for a form; unknown forms are 404, failures 503. */
async function withForm(idParam: string, deps: SubmissionDeps, answer: (form: NonNullable<Awaited<ReturnType<typeof loadContactForm>>>, secret: string) => unknown): Promise<Response> {
  try {
    const payload = await deps.payload()
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
export async function handleRefill(_request: Request, idParam: string, deps: SubmissionDeps = defaultDeps): Promise<Response> {
  return withForm(idParam, deps, (form, secret) => {
    const quizzes = parseFormTemplate(form.form).fields.filter((tag) => tag.type === 'quiz' && tag.pipes.length > 0)
    const quiz = Object.fromEntries(
      quizzes.map((tag) => {
        const pipe = tag.pipes[pickRandomQuestion(tag.pipes.length)]
        return [tag.name, [pipe.before, quizAnswerHash(secret, pipe.after)]]
      }),
    )
    return { ...(quizzes.length > 0 ? { quiz } : {}), started: signStartedAt(secret, deps.now()) }
  })
}

/** `GET …/contact-forms/{id}/feedback/schema`: the validation rules, in CF7's schema shape. */
export async function handleSchema(_request: Request, idParam: string, deps: SubmissionDeps = defaultDeps): Promise<Response> {
  return withForm(idParam, deps, (form) => buildValidationSchema(parseFormTemplate(form.form), resolveMessages(form.messages ?? {})))
}

// ---------------------------------------------------------------------------------------------
// Without JavaScript

/**
 * `POST /contact-form/{id}/submit`: a plain browser form post (urlencoded or multipart). A
 * browser (Accept: text/html) is sent to the result page with a 303 and the outcome in a signed
 * cookie; any other client gets the same JSON as the REST endpoint.
 */
export async function handleNoJsSubmit(request: Request, idParam: string, deps: SubmissionDeps = defaultDeps): Promise<Response> {
  const result = await submitSafely(request, idParam, ['multipart', 'urlencoded'], deps)
  const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html')
  const formId = result.ok ? result.outcome.form.id : /^[1-9][0-9]{0,9}$/.test(idParam) ? Number(idParam) : null
  // An unknown form has no result page to show: answer as the API does.
  if (!wantsHtml || formId === null || (!result.ok && result.error.status === 404)) {
    return result.ok ? Response.json(result.outcome.response, { headers: noStore }) : errorResponse(result.error)
  }
  const returnTo = returnPathOf(request)
  const state = result.ok ? resultOf(result.outcome, returnTo, deps.now()) : errorResultOf(formId, result.error, returnTo, deps.now())
  try {
    const secret = deriveContactFormSecret((await deps.payload()).secret)
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
