/**
 * The JSON the feedback endpoint answers with, in Contact Form 7 6's shape (includes/rest-api.php),
 * and the `{ code, message }` errors of the public endpoints. Pure.
 */

import { validationErrorId } from '../markup/markup-names'
import type { InvalidField } from '../validation/types'

/** CF7's statuses, in the order a submission is checked for them. */
export const feedbackStatuses = ['validation_failed', 'acceptance_missing', 'spam', 'aborted', 'mail_sent', 'mail_failed'] as const
export type FeedbackStatus = (typeof feedbackStatuses)[number]

export type FeedbackInvalidField = {
  field: string
  message: string
  idref: string | null
  error_id: string
  /** The field's wrapper, for clients of CF7's older shape (`invalidFields[].into`). */
  into: string
}

export type FeedbackResponse = {
  contact_form_id: number
  status: FeedbackStatus
  message: string
  posted_data_hash: string
  into: string
  invalid_fields: FeedbackInvalidField[]
}

/** CF7's wpcf7_sanitize_unit_tag: only letters, digits, `_` and `-` survive. */
export function sanitizeUnitTag(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[^A-Za-z0-9_-]/g, '') : ''
}

/** The selector of a field's wrapper, as CF7's markup writes it. */
export function fieldWrapperSelector(field: string): string {
  return `span.wpcf7-form-control-wrap[data-name="${field.replace(/["\\]/g, '\\$&')}"]`
}

export type FeedbackInput = {
  formId: number
  status: FeedbackStatus
  message: string
  unitTag: string
  /** '' for the statuses CF7 gives no hash: validation_failed, acceptance_missing and spam. */
  postedDataHash: string
  invalidFields?: readonly InvalidField[]
}

export function buildFeedbackResponse(input: FeedbackInput): FeedbackResponse {
  return {
    contact_form_id: input.formId,
    status: input.status,
    message: input.message,
    posted_data_hash: input.postedDataHash,
    into: `#${input.unitTag}`,
    invalid_fields: (input.invalidFields ?? []).map((field) => ({
      field: field.field,
      message: field.message,
      idref: field.idref,
      // Sanitised as CF7's script and our markup sanitise it, so the id matches the tip's list item.
      error_id: validationErrorId(input.unitTag, field.field),
      into: fieldWrapperSelector(field.field),
    })),
  }
}

/** True for the statuses CF7 answers with an empty posted_data_hash. */
export function hidesPostedDataHash(status: FeedbackStatus): boolean {
  return status === 'validation_failed' || status === 'acceptance_missing' || status === 'spam'
}

/**
 * An error of a public endpoint: HTTP status, a stable code and a sentence for a person; a 429
 * also says when to try again (sent as `Retry-After`).
 */
export type ApiError = { status: number; code: string; message: string; retryAfterSeconds?: number }

/** The body of an error, shaped as WordPress's REST errors so CF7 clients read it the same way. */
export function apiErrorBody(error: ApiError) {
  return {
    code: error.code,
    message: error.message,
    data: { status: error.status, ...(error.retryAfterSeconds === undefined ? {} : { retry_after: error.retryAfterSeconds }) },
  }
}

export const apiErrors = {
  unsupportedMediaType: (got: string | null, accepted = 'multipart/form-data'): ApiError => ({
    status: 415,
    code: 'wpcf7_unsupported_media_type',
    message: `Send the form as ${accepted}${got ? `, not ${got.split(';')[0].trim() || 'an empty content type'}` : ''}.`,
  }),
  formNotFound: (id: string): ApiError => ({
    status: 404,
    code: 'wpcf7_not_found',
    message: `There is no contact form with the id “${id.slice(0, 40)}”.`,
  }),
  missingUnitTag: (): ApiError => ({
    status: 400,
    code: 'wpcf7_missing_unit_tag',
    message: 'The form’s hidden field _wpcf7_unit_tag is missing. Reload the page and send the form again.',
  }),
  tooLarge: (maxBytes: number): ApiError => ({
    status: 413,
    code: 'wpcf7_payload_too_large',
    message: `The form and its files are larger than ${formatMegabytes(maxBytes)}. Send smaller files, or fewer of them.`,
  }),
  tooManyFields: (maxFields: number): ApiError => ({
    status: 400,
    code: 'wpcf7_too_many_fields',
    message: `The form sent more than ${maxFields} fields. Reload the page and send the form again.`,
  }),
  malformedBody: (accepted: string): ApiError => ({
    status: 400,
    code: 'wpcf7_malformed_body',
    message: `The form could not be read: the request is not valid ${accepted}. Reload the page and send the form again.`,
  }),
  /** The address is over a storage limit of the contact form (submissions/storage-limits.ts); nothing was stored. */
  tooManyRequests: (refusal: { retryAfterSeconds: number }, message: string): ApiError => ({
    status: 429,
    code: 'wpcf7_too_many_requests',
    message,
    retryAfterSeconds: refusal.retryAfterSeconds,
  }),
  unavailable: (): ApiError => ({
    status: 503,
    code: 'wpcf7_unavailable',
    message: 'The site cannot take messages right now. Please try again in a few minutes.',
  }),
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`
}
