/**
 * A contact form submission, from the posted body to the stored document and CF7's answer.
 * Shared by the REST endpoint (feedback) and the post without JavaScript.
 *
 * Statuses are settled in CF7's order: validation_failed, acceptance_missing, spam, aborted,
 * then mail_sent or mail_failed. Every outcome but the first two is stored (spam with its
 * reason), and `mail_sent` is answered only once the submission is stored and queued for mail.
 */

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { payloadClient } from '@/lib/payload.server'
import { refererUrlOf, remoteIpOf, userAgentOf } from '@/lib/visitor-identity'
import type { ContactForm, FormSubmission } from '@/payload-types'

import { disallowedWords, isSettingOff, isSettingOn, readAdditionalSettings } from './additional-settings'
import { HONEYPOT_FIELD, STARTED_FIELD } from './contact-form-markup'
import { deriveContactFormSecret } from './contact-form-secret.server'
import {
  apiErrors,
  buildFeedbackResponse,
  hidesPostedDataHash,
  sanitizeUnitTag,
  type ApiError,
  type FeedbackResponse,
  type FeedbackStatus,
} from './feedback-response'
import { createQuizVerifier, readStartedAt } from './form-secrets.server'
import { parseFormTemplate, type ParsedForm } from './form-tags'
import { startMailDelivery } from './mail-outbox.server'
import { queueSubmissionMail, type QueueMail } from './mail-queue.server'
import { postedDataHash } from './posted-data-hash.server'
import { isRateLimited } from './rate-limit.server'
import { type BodyKind, formBodyKind, type PostedForm, readFormBody } from './request-body.server'
import { findSpamSignal, type SpamReason } from './spam-rules'
import { flatValues, storedValues, summariseSubmission, type StoredData } from './submission-data'
import { describeUpload, type FieldFile, removeUploads, type StoredAttachment, storeUploads } from './upload-storage.server'
import {
  freeTextField,
  type InvalidField,
  isAcceptanceMissing,
  type MessageOverrides,
  normalisePostedValues,
  type PostedValues,
  statusMessage,
  validateSubmission,
} from './validate'

export type SubmissionMeta = { remoteIp: string; userAgent: string; url: string; unitTag: string; containerPost: number }

/** What an abort hook sees (CF7's wpcf7_before_send_mail): the accepted submission, before mail. */
export type BeforeMailContext = { form: ContactForm; data: StoredData; meta: SubmissionMeta }

export type SubmissionDeps = {
  payload: () => Promise<Payload>
  /** The mail hand-over; see mail-queue.server.ts. */
  queueMail: QueueMail
  /**
   * Called once the queued mail is committed: starts delivering it in the background (never
   * awaited, so the visitor's answer does not wait for SMTP). Left out, the mail waits for the
   * next run of the queue.
   */
  startMail?: (payload: Payload) => void
  /**
   * CF7's wpcf7_before_send_mail: return true to abort (status `aborted`, stored, not mailed).
   * Nothing sets one today; it is the place for a future "hold for review" rule.
   */
  beforeMail?: (context: BeforeMailContext) => boolean | Promise<boolean>
  now: () => number
  /** Where uploads go (default: DATA_DIR). */
  dataDir?: string
}

export const defaultDeps: SubmissionDeps = { payload: payloadClient, queueMail: queueSubmissionMail, startMail: startMailDelivery, now: () => Date.now() }

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

const MAX_FORM_ID = 2_147_483_647

/** The form with this id, or null for an unknown or malformed id (never throws for a bad id). */
export async function loadContactForm(payload: Payload, idParam: string): Promise<ContactForm | null> {
  if (!/^[1-9][0-9]{0,9}$/.test(idParam) || Number(idParam) > MAX_FORM_ID) return null
  // overrideAccess: the additional settings (disallowed words…) are admin-only fields; this
  // server code reads them and never sends the document to the visitor.
  return payload.findByID({ collection: 'contact-forms', id: Number(idParam), depth: 0, overrideAccess: true, disableErrors: true })
}

/**
 * Handles one posted submission. Errors of the request itself (wrong content type, unknown
 * form, oversized or malformed body, missing unit tag) come back as `{ ok: false }`; anything
 * the visitor typed comes back as a CF7 status. Database failures throw.
 */
export async function submitContactForm(
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
  const payload = await deps.payload()
  const form = await loadContactForm(payload, idParam)
  if (!form) return { ok: false, error: apiErrors.formNotFound(idParam) }

  const body = await readFormBody(request, kind)
  if (!body.ok) return body
  const unitTag = sanitizeUnitTag(firstValue(body.form.values, '_wpcf7_unit_tag'))
  if (unitTag === '') return { ok: false, error: apiErrors.missingUnitTag() }

  const context = buildContext(payload, form, body.form, request.headers, unitTag, deps)
  return { ok: true, outcome: await settle(context) }
}

function bodyKindName(kind: BodyKind): string {
  return kind === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded'
}

function firstValue(values: PostedValues, name: string): string {
  const value = values[name]
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
  /** `rate_limit: off` in the form's additional settings (admin-only): no per-address limit, e.g. for a load test. */
  rateLimitOff: boolean
  words: string[]
  /** Normalised values (trimmed, URLs fixed up), as validation sees them. */
  values: Record<string, string | readonly string[] | undefined>
  data: StoredData
  startedAt: number | null
}

function buildContext(payload: Payload, form: ContactForm, posted: PostedForm, headers: Headers, unitTag: string, deps: SubmissionDeps): SubmissionContext {
  const parsed = parseFormTemplate(form.form)
  const settings = readAdditionalSettings(form.additionalSettings)
  const secret = deriveContactFormSecret(payload.secret)
  const values = normalisePostedValues(parsed, posted.values)
  const containerPost = Number.parseInt(firstValue(posted.values, '_wpcf7_container_post'), 10)
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
    },
    acceptanceAsValidation: isSettingOn(settings, 'acceptance_as_validation'),
    rateLimitOff: isSettingOff(settings, 'rate_limit'),
    words: disallowedWords(settings),
    values,
    data: storedValues(parsed, values),
    startedAt: readStartedAt(secret, firstValue(posted.values, STARTED_FIELD)),
  }
}

/** Runs the checks in CF7's order and stores what must be stored. */
async function settle(context: SubmissionContext): Promise<SubmissionOutcome> {
  const invalidFields = validateSubmission(
    context.parsed,
    { values: context.posted.values, files: context.posted.files },
    { messages: context.messages, acceptanceAsValidation: context.acceptanceAsValidation, verifyQuiz: createQuizVerifier(context.secret) },
  )
  if (invalidFields.length > 0) return outcome(context, 'validation_failed', null, invalidFields)
  if (isAcceptanceMissing(context.parsed, context.posted.values, { acceptanceAsValidation: context.acceptanceAsValidation })) {
    return outcome(context, 'acceptance_missing', null)
  }
  const spamReason = await findSpam(context)
  if (spamReason) return outcome(context, 'spam', await storeSpam(context, spamReason))
  const abort = (await context.deps.beforeMail?.({ form: context.form, data: context.data, meta: context.meta })) ?? false
  if (abort) return outcome(context, 'aborted', await storeAborted(context))
  const accepted = await storeAndQueueMail(context)
  return outcome(context, accepted.status, accepted.submissionId)
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
  })
  if (signal) return signal
  // Last, as it is the only check that asks the database.
  if (context.rateLimitOff) return null
  return (await isRateLimited(context.payload, context.meta.remoteIp, context.now)) ? 'rate_limited' : null
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
  const refill: Record<string, string | string[]> = {}
  for (const tag of context.parsed.fields) {
    if (tag.type === 'quiz' || tag.type === 'file') continue
    for (const key of [tag.name, `${tag.name}[]`, freeTextField(tag.name)]) {
      const value = context.values[key]
      if (value !== undefined) refill[key] = typeof value === 'string' ? value : [...value]
    }
  }
  return refill
}

// ---------------------------------------------------------------------------------------------
// Storage

type SubmissionData = Omit<FormSubmission, 'id' | 'createdAt' | 'updatedAt'>

function baseRecord(context: SubmissionContext, attachments: StoredAttachment[]): Omit<SubmissionData, 'status'> {
  return {
    form: context.form.id,
    summary: summariseSubmission(context.parsed, context.data),
    data: context.data,
    attachments,
    meta: context.meta,
    mailStatus: 'none',
  }
}

/** The uploaded files of the form's file fields (files posted under other names are ignored). */
function fieldFiles(context: SubmissionContext): FieldFile[] {
  return context.parsed.fields
    .filter((tag) => tag.type === 'file')
    .flatMap((tag) => (context.posted.files[tag.name] ?? []).filter((file) => file.size > 0).map((file) => ({ field: tag.name, file })))
}

async function createSubmission(payload: Payload, data: SubmissionData, req?: PayloadRequest): Promise<number> {
  const created = await payload.create({ collection: 'form-submissions', data, req, overrideAccess: true, context: { skipRevalidate: true } })
  return created.id
}

/**
 * Spam is stored with its reason, so a misjudged message can still be found. Its files are
 * described but not kept (CF7 never keeps a spam submission's files either), so a flood of
 * rate-limited posts cannot fill the disk.
 */
async function storeSpam(context: SubmissionContext, reason: SpamReason): Promise<number> {
  const attachments = fieldFiles(context).map(describeUpload)
  return createSubmission(context.payload, { ...baseRecord(context, attachments), status: 'spam', spamReason: reason })
}

async function storeAborted(context: SubmissionContext): Promise<number> {
  return withUploads(context, (attachments) => createSubmission(context.payload, { ...baseRecord(context, attachments), status: 'aborted' }))
}

/** Writes the files, runs the store, and removes the files again when nothing could be stored. */
async function withUploads<T>(context: SubmissionContext, store: (attachments: StoredAttachment[]) => Promise<T>): Promise<T> {
  const uploads = await storeUploads(fieldFiles(context), context.deps.dataDir)
  try {
    return await store(uploads.attachments)
  } catch (error) {
    await removeUploads(uploads.folder)
    throw error
  }
}

type Accepted = { status: 'mail_sent' | 'mail_failed'; submissionId: number }

/**
 * Stores the submission and hands it to mail in one transaction (PostgreSQL; the SQLite adapter
 * runs without transactions). If the hand-over fails, the submission is kept as `mail_failed`
 * with the error for the admin, and the visitor is told: nothing is lost and nothing is
 * claimed. If even that cannot be stored, the error propagates (the endpoint answers 503).
 */
async function storeAndQueueMail(context: SubmissionContext): Promise<Accepted> {
  const { payload } = context
  return withUploads(context, async (attachments) => {
    const record: SubmissionData = { ...baseRecord(context, attachments), status: 'mail_sent' }
    const req = await createLocalReq({ context: { skipRevalidate: true } }, payload)
    const ownsTransaction = await initTransaction(req)
    let createdId: number | null = null
    try {
      createdId = await createSubmission(payload, record, req)
      await context.deps.queueMail({ payload, req, submissionId: createdId })
      if (ownsTransaction) await commitTransaction(req)
      context.deps.startMail?.(payload)
      return { status: 'mail_sent', submissionId: createdId }
    } catch (error) {
      if (ownsTransaction) await killTransaction(req)
      console.error(`Contact form ${context.form.id}: could not queue the mail of a submission.`, error)
      return { status: 'mail_failed', submissionId: await recordMailFailure(payload, record, createdId, error) }
    }
  })
}

async function recordMailFailure(payload: Payload, record: SubmissionData, createdId: number | null, error: unknown): Promise<number> {
  const failure = { status: 'mail_failed' as const, mailStatus: 'failed' as const, mailError: errorText(error) }
  // Without a transaction (SQLite) the submission is already stored: mark it. With one, it was rolled back: store it again.
  const survivor = createdId === null ? null : await payload.findByID({ collection: 'form-submissions', id: createdId, overrideAccess: true, depth: 0, disableErrors: true })
  if (survivor) {
    await payload.update({ collection: 'form-submissions', id: survivor.id, data: failure, overrideAccess: true, context: { skipRevalidate: true } })
    return survivor.id
  }
  return createSubmission(payload, { ...record, ...failure })
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 2000)
}
