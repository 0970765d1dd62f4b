import 'server-only'

/**
 * A contact form submission, from the posted body to the stored document and CF7's answer.
 * Shared by the REST endpoint (feedback) and the post without JavaScript.
 *
 * Statuses are settled in CF7's order: validation_failed, acceptance_missing, spam, aborted,
 * then mail_sent or mail_failed. Every outcome but the first two is stored (spam with its
 * reason), and `mail_sent` is answered only once the submission is stored and queued for mail.
 */

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { refererUrlOf, remoteIpOf, userAgentOf } from '@/lib/visitor-identity'
import type { ContactForm } from '@/payload-types'

import { disallowedWords, isSettingOff, isSettingOn, readAdditionalSettings } from '../additional-settings'
import { parseFormTemplate } from '../form-tags/parser/parse'
import type { ParsedForm } from '../form-tags/types'
import {
  type ApiError,
  apiErrors,
  buildFeedbackResponse,
  type FeedbackResponse,
  type FeedbackStatus,
  hidesPostedDataHash,
  sanitizeUnitTag,
} from '../http/feedback-response'
import { type BodyKind, formBodyKind, type PostedForm, readFormBody } from '../http/request-body.server'
import { loadContactForm, MAX_FORM_ID } from '../load-contact-form.server'
import { queueSubmissionMail } from '../mail/outbox/mail-queue.server'
import { startMailDelivery } from '../mail/outbox/mail-runner.server'
import { HONEYPOT_FIELD, STARTED_FIELD } from '../markup/markup-names'
import { deriveContactFormSecret } from '../signing/contact-form-secret.server'
import { createQuizVerifier, readStartToken, type StartToken, startTokenKey } from '../signing/form-secrets.server'
import { postedDataHash } from '../signing/posted-data-hash.server'
import { freeTextField } from '../validation/field-rules'
import { type MessageOverrides, statusMessage } from '../validation/messages'
import type { InvalidField, PostedValues } from '../validation/types'
import { keyedRecord, ownValue } from '../validation/values/keyed'
import { isAcceptanceMissing, normalisePostedValues, validateSubmission } from '../validation/validate'
import { findSpamSignal, type SpamReason } from './spam/spam-rules'
import { isStartTokenSpent } from './spam/start-token.server'
import { type QuotaRefusal, quotaMessage, type StorageSettings, storageLimits } from './quota/storage-limits'
import { atQuota } from './quota/storage-quota.server'
import { flatValues, type StoredData, storedValues } from './submission-data'
import { type StoreDeps, storeAborted, storeAndQueueMail, storeSpam, type Stored, type SubmissionMeta } from './submission-store.server'

export type { SubmissionMeta } from './submission-store.server'

/** What an abort hook sees (CF7's wpcf7_before_send_mail): the accepted submission, before mail. */
export type BeforeMailContext = { form: ContactForm; data: StoredData; meta: SubmissionMeta }

export type SubmissionDeps = StoreDeps & {
  /**
   * CF7's wpcf7_before_send_mail: return true to abort (status `aborted`, stored, not mailed).
   * Nothing sets one today; it is the place for a future "hold for review" rule.
   */
  beforeMail?: (context: BeforeMailContext) => boolean | Promise<boolean>
  now: () => number
  /** The storage caps (CONTACT_FORM_* settings); default: the environment's. */
  storage?: ContactFormStorageSettings
}

export type ContactFormStorageSettings = StorageSettings & { CONTACT_FORM_SPAM_MAX_KB: number }

export const defaultDeps: SubmissionDeps = { queueMail: queueSubmissionMail, startMail: startMailDelivery, now: () => Date.now() }

/** The outcome of a submission, with what a page needs to show the form again without JavaScript. */
export type SubmissionOutcome = {
  form: ContactForm
  response: FeedbackResponse
  /** The values to fill the form with again (never hidden fields, the honeypot or a quiz answer). */
  values: Record<string, string | string[]>
  invalidFields: InvalidField[]
  startedAt: number | null
  meta: SubmissionMeta
  submissionId: number | null
}

export type SubmissionResult = { ok: true; outcome: SubmissionOutcome } | { ok: false; error: ApiError }

/**
 * Handles one posted submission. Errors of the request itself (wrong content type, unknown
 * form, oversized or malformed body, missing unit tag, an address over its storage quota) come
 * back as `{ ok: false }`; anything the visitor typed comes back as a CF7 status. Database
 * failures throw.
 */
export async function submitContactForm(
  payload: Payload,
  request: Request,
  idParam: string,
  accepted: readonly BodyKind[],
  deps: SubmissionDeps = defaultDeps,
): Promise<SubmissionResult> {
  const contentType = request.headers.get('content-type')
  const kind = formBodyKind(contentType)
  if (!kind || !accepted.includes(kind)) {
    return { ok: false, error: apiErrors.unsupportedMediaType(contentType, accepted.map(bodyKindName).join(' or ')) }
  }
  const form = await loadContactForm(payload, idParam)
  if (!form) return { ok: false, error: apiErrors.formNotFound(idParam) }
  // An address already at its quota is refused before its body is read (the quota itself is
  // counted atomically when a submission is stored: submission-store.server.ts).
  const limits = storageLimits(deps.storage ?? getEnv(), { rateLimitOff: isSettingOff(readAdditionalSettings(form.additionalSettings), 'rate_limit') })
  const atLimit = await atQuota(payload, remoteIpOf(request.headers), deps.now(), limits)
  if (atLimit) return refused(atLimit)

  const body = await readFormBody(request, kind)
  if (!body.ok) return body
  const unitTag = sanitizeUnitTag(firstValue(body.form.values, '_wpcf7_unit_tag'))
  if (unitTag === '') return { ok: false, error: apiErrors.missingUnitTag() }

  const context = buildContext(payload, form, body.form, request.headers, unitTag, deps)
  return settle(context)
}

function bodyKindName(kind: BodyKind): string {
  return kind === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded'
}

function firstValue(values: PostedValues, name: string): string {
  const value = ownValue(values, name)
  return typeof value === 'string' ? value : (value?.[0] ?? '')
}

type SubmissionContext = {
  payload: Payload
  deps: SubmissionDeps
  form: ContactForm
  parsed: ParsedForm
  posted: PostedForm
  messages: MessageOverrides
  secret: string
  now: number
  meta: SubmissionMeta
  acceptanceAsValidation: boolean
  /** What this address may still store; `rate_limit: off` in the form's additional settings (admin-only) lifts the count, e.g. for a load test. */
  limits: ReturnType<typeof storageLimits>
  /** `rate_limit: off`: lifts the submission count and the one-message-per-token check. */
  rateLimitOff: boolean
  spamMaxBytes: number
  words: string[]
  /** Normalised values (trimmed, URLs fixed up), as validation sees them. */
  values: Record<string, string | readonly string[] | undefined>
  data: StoredData
  startToken: StartToken | null
  startedAt: number | null
}

function buildContext(payload: Payload, form: ContactForm, posted: PostedForm, headers: Headers, unitTag: string, deps: SubmissionDeps): SubmissionContext {
  const parsed = parseFormTemplate(form.form)
  const settings = readAdditionalSettings(form.additionalSettings)
  const storage = deps.storage ?? getEnv()
  const secret = deriveContactFormSecret(payload.secret)
  const values = normalisePostedValues(parsed, posted.values)
  const containerPost = Number.parseInt(firstValue(posted.values, '_wpcf7_container_post'), 10)
  const startToken = readStartToken(secret, firstValue(posted.values, STARTED_FIELD))
  return {
    payload,
    deps,
    form,
    parsed,
    posted,
    messages: form.messages ?? {},
    secret,
    now: deps.now(),
    meta: {
      remoteIp: remoteIpOf(headers),
      userAgent: userAgentOf(headers),
      url: refererUrlOf(headers),
      unitTag,
      containerPost: containerPost >= 0 && containerPost <= MAX_FORM_ID ? containerPost : 0,
      startToken: startToken ? startTokenKey(startToken) : null,
    },
    acceptanceAsValidation: isSettingOn(settings, 'acceptance_as_validation'),
    rateLimitOff: isSettingOff(settings, 'rate_limit'),
    limits: storageLimits(storage, { rateLimitOff: isSettingOff(settings, 'rate_limit') }),
    spamMaxBytes: Math.floor(storage.CONTACT_FORM_SPAM_MAX_KB * 1024),
    words: disallowedWords(settings),
    values,
    data: storedValues(parsed, values),
    startToken,
    startedAt: startToken?.startedAt ?? null,
  }
}

/**
 * Runs the checks in CF7's order and stores what must be stored. A submission that would take
 * its address over a storage limit is not stored: it comes back as a 429 error.
 */
async function settle(context: SubmissionContext): Promise<SubmissionResult> {
  const invalidFields = validateSubmission(
    context.parsed,
    { values: context.posted.values, files: context.posted.files },
    { messages: context.messages, acceptanceAsValidation: context.acceptanceAsValidation, verifyQuiz: createQuizVerifier(context.secret) },
  )
  if (invalidFields.length > 0) return answer(context, 'validation_failed', null, invalidFields)
  if (isAcceptanceMissing(context.parsed, context.posted.values, { acceptanceAsValidation: context.acceptanceAsValidation })) {
    return answer(context, 'acceptance_missing', null)
  }
  const spamReason = await findSpam(context)
  if (spamReason) return answerStored(context, 'spam', await storeSpam(context, spamReason))
  const abort = (await context.deps.beforeMail?.({ form: context.form, data: context.data, meta: context.meta })) ?? false
  if (abort) return answerStored(context, 'aborted', await storeAborted(context))
  const accepted = await storeAndQueueMail(context)
  return answerStored(context, 'status' in accepted ? accepted.status : 'mail_sent', accepted)
}

function answer(context: SubmissionContext, status: FeedbackStatus, submissionId: number | null, invalidFields: InvalidField[] = []): SubmissionResult {
  return { ok: true, outcome: outcome(context, status, submissionId, invalidFields) }
}

/** The answer once storing was tried: the status, or 429 when the address's quota refused it. */
function answerStored(context: SubmissionContext, status: FeedbackStatus, stored: Stored): SubmissionResult {
  if ('refused' in stored) return refused(stored.refused)
  return answer(context, status, stored.submissionId)
}

/** 429 with Retry-After and why: the address is over a storage limit, and nothing was stored. */
function refused(refusal: QuotaRefusal): SubmissionResult {
  return { ok: false, error: apiErrors.tooManyRequests(refusal, quotaMessage(refusal)) }
}

async function findSpam(context: SubmissionContext): Promise<SpamReason | null> {
  const signal = findSpamSignal({
    userAgent: context.meta.userAgent,
    remoteIp: context.meta.remoteIp,
    honeypot: firstValue(context.posted.values, HONEYPOT_FIELD),
    startedAt: context.startedAt,
    now: context.now,
    values: flatValues(context.data),
    disallowedWords: context.words,
    tokenTtlMs: getEnv().CONTACT_FORM_TOKEN_TTL_HOURS * 60 * 60 * 1000,
  })
  if (signal) return signal
  // Last, as it asks the database. `rate_limit: off` (a load test's form) lifts it.
  if (context.rateLimitOff) return null
  if (context.startToken && (await isStartTokenSpent(context.payload, context.startToken, context.meta.remoteIp))) return 'reused_start_token'
  return null
}

function outcome(context: SubmissionContext, status: FeedbackStatus, submissionId: number | null, invalidFields: InvalidField[] = []): SubmissionOutcome {
  const hash = hidesPostedDataHash(status)
    ? ''
    : postedDataHash({ secret: context.secret, now: context.now, remoteIp: context.meta.remoteIp, unitTag: context.meta.unitTag, data: context.data })
  return {
    form: context.form,
    response: buildFeedbackResponse({
      formId: context.form.id,
      status,
      message: statusMessage(status, context.messages),
      unitTag: context.meta.unitTag,
      postedDataHash: hash,
      invalidFields,
    }),
    values: refillValues(context),
    invalidFields,
    startedAt: context.startedAt,
    meta: context.meta,
    submissionId,
  }
}

/** The posted values of the form's own fields, as the form reads them back (`name`, `name[]`, free text). */
function refillValues(context: SubmissionContext): Record<string, string | string[]> {
  const refill = keyedRecord<string | string[]>()
  for (const tag of context.parsed.fields) {
    if (tag.type === 'quiz' || tag.type === 'file') continue
    for (const key of [tag.name, `${tag.name}[]`, freeTextField(tag.name)]) {
      const value = ownValue(context.values, key)
      if (value !== undefined) refill[key] = typeof value === 'string' ? value : [...value]
    }
  }
  return refill
}
