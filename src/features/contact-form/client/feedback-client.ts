/**
 * The parts of the browser script that need no DOM: reading the feedback endpoint's answer (or
 * deciding that the request failed), which of CF7's DOM events an answer fires, and the
 * `inputs` of an event's detail. Pure and bundled for the browser: type imports only.
 */

import type { FeedbackInvalidField, FeedbackResponse } from '../http/feedback-response'

/** The answer as the browser script uses it; a custom status is any other string, as in CF7. */
export type FeedbackAnswer = Omit<FeedbackResponse, 'status' | 'invalid_fields'> & {
  status: string
  invalid_fields: FeedbackInvalidField[]
}

export type FeedbackOutcome = { ok: true; answer: FeedbackAnswer } | { ok: false; message: string }

/** What the visitor is told when the request itself failed, so the text never depends on a stack trace. */
export const requestFailureMessages = {
  offline: 'Your message could not be sent: the site cannot be reached. Check your connection and try again.',
  unreadable: (httpStatus: number) =>
    `Your message could not be sent: the site answered with an error${httpStatus >= 400 ? ` (HTTP ${httpStatus})` : ''}. Please try again in a few minutes.`,
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isInvalidField(value: unknown): value is FeedbackInvalidField {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string' && typeof value.error_id === 'string'
}

/**
 * CF7's own rule: any HTTP status but 2xx, or a body that is not the expected JSON, is a failed
 * request, not an outcome of the submission. A WordPress-shaped error (`{ code, message }`, as
 * this site's endpoints answer 4xx/5xx) lends its sentence; anything else gets a generic one.
 */
export function readFeedbackAnswer(httpStatus: number, body: unknown): FeedbackOutcome {
  if (httpStatus < 200 || httpStatus > 299) {
    const message = isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : requestFailureMessages.unreadable(httpStatus)
    return { ok: false, message }
  }
  if (!isRecord(body) || typeof body.status !== 'string' || body.status === '' || typeof body.message !== 'string') {
    return { ok: false, message: requestFailureMessages.unreadable(httpStatus) }
  }
  const invalid = Array.isArray(body.invalid_fields) ? body.invalid_fields.filter(isInvalidField) : []
  return {
    ok: true,
    answer: {
      contact_form_id: Number(body.contact_form_id) || 0,
      status: body.status,
      message: body.message,
      posted_data_hash: typeof body.posted_data_hash === 'string' ? body.posted_data_hash : '',
      into: typeof body.into === 'string' ? body.into : '',
      invalid_fields: invalid.map((field) => ({ ...field, idref: typeof field.idref === 'string' && field.idref !== '' ? field.idref : null })),
    },
  }
}

/**
 * The events an answer fires, by the form's new `data-status`, in CF7 6's order: the status's
 * own event (`wpcf7invalid`, `wpcf7unaccepted`, `wpcf7spam`, `wpcf7aborted`, `wpcf7mailsent`,
 * `wpcf7mailfailed`), then `wpcf7submit` for every answer.
 */
export function feedbackEventNames(dataStatus: string): string[] {
  if (['invalid', 'unaccepted', 'spam', 'aborted'].includes(dataStatus)) return [`wpcf7${dataStatus}`, 'wpcf7submit']
  if (dataStatus === 'sent' || dataStatus === 'failed') return [`wpcf7mail${dataStatus}`, 'wpcf7submit']
  return ['wpcf7submit']
}

/** CF7's `detail.inputs`: the posted fields without the hidden `_…` ones. */
export function visibleInputs<Value>(entries: Iterable<[string, Value]>): { name: string; value: Value }[] {
  return Array.from(entries, ([name, value]) => ({ name, value })).filter((input) => !input.name.startsWith('_'))
}

export type RefillAnswer = {
  started?: string
  /** Field name → [question, answer hash]. */
  quiz: Record<string, [string, string]>
}

/** Reads `GET …/refill`; whatever is malformed is ignored (the form's current values still work). */
export function readRefillAnswer(body: unknown): RefillAnswer {
  const answer: RefillAnswer = { quiz: {} }
  if (!isRecord(body)) return answer
  if (typeof body.started === 'string' && body.started !== '') answer.started = body.started
  if (isRecord(body.quiz)) {
    for (const [name, pair] of Object.entries(body.quiz)) {
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') answer.quiz[name] = [pair[0], pair[1]]
    }
  }
  return answer
}

/** The sentence a character counter's live region says when the length leaves the allowed range. */
export function characterCountAnnouncement(state: { length: number; tooLong: boolean; tooShort: boolean }, limits: { maxlength?: number; minlength?: number }): string {
  if (state.tooLong && limits.maxlength) return `Too long: ${state.length} characters, the limit is ${limits.maxlength}.`
  if (state.tooShort && limits.minlength) return `Too short: ${state.length} characters, at least ${limits.minlength} needed.`
  return ''
}
