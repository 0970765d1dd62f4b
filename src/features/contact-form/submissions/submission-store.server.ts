import 'server-only'

/**
 * Storing a settled submission (see submission.server.ts): spam with its reason, cut to
 * CONTACT_FORM_SPAM_MAX_KB and without its files, an aborted one with its files, and an accepted
 * one together with its mail jobs. Each is first counted against its address's storage quota
 * (storage-quota.server.ts), in one statement; what would go over a limit is not stored.
 */

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import type { ObjectStore } from '@/lib/object-store.server'
import type { ContactForm, FormSubmission } from '@/payload-types'

import type { ParsedForm } from '../form-tags/types'
import type { PostedForm } from '../http/request-body.server'
import { mailKindsOf } from '../mail/outbox/mail-outbox.server'
import type { QueueMail } from '../mail/outbox/mail-queue.server'
import type { SpamReason } from './spam/spam-rules'
import { ownValue } from '../validation/values/keyed'
import { type QuotaRefusal, type StorageLimits, storedSize, trimSpamData } from './quota/storage-limits'
import { reserveStorage } from './quota/storage-quota.server'
import { type StoredData, summariseSubmission } from './submission-data'
import { describeUpload, type FieldFile, removeUploads, type StoredAttachment, storeUploads } from './upload-storage.server'

export type SubmissionMeta = {
  remoteIp: string
  userAgent: string
  url: string
  unitTag: string
  containerPost: number
  /** The start token's kind and id (startTokenKey), or null when none valid was posted. */
  startToken: string | null
}

/** How an accepted submission leaves for mail, and where uploads go (see SubmissionDeps in submission.server.ts). */
export type StoreDeps = {
  /** The mail hand-over; see mail-queue.server.ts. */
  queueMail: QueueMail
  /**
   * Called once the queued mail is committed: starts delivering it in the background (never
   * awaited, so the visitor's answer does not wait for SMTP). Left out, the mail waits for the
   * next run of the queue.
   */
  startMail?: (payload: Payload) => void
  /** Where uploads go (default: DATA_DIR, or the bucket when S3_BUCKET is set). */
  files?: ObjectStore
}

/** What storing needs to know of a submission. */
export type StoreContext = {
  payload: Payload
  deps: StoreDeps
  form: ContactForm
  parsed: ParsedForm
  posted: PostedForm
  data: StoredData
  meta: SubmissionMeta
  now: number
  limits: StorageLimits
  /** The most of a spam submission's fields that is kept (bytes of JSON). */
  spamMaxBytes: number
}

/** What became of a submission to store: its id, or the quota's refusal (nothing was stored). */
export type Stored = { submissionId: number } | { refused: QuotaRefusal }

type SubmissionData = Omit<FormSubmission, 'id' | 'createdAt' | 'updatedAt'>

function baseRecord(context: StoreContext, attachments: StoredAttachment[], data = context.data): Omit<SubmissionData, 'status'> {
  const keptFileBytes = attachments.reduce((sum, file) => sum + (file.storedAs ? file.size : 0), 0)
  return {
    form: context.form.id,
    summary: summariseSubmission(context.parsed, data),
    data,
    attachments,
    meta: context.meta,
    mailStatus: 'none',
    storedBytes: storedSize(data, keptFileBytes),
  }
}

/**
 * Counts `bytes` against the address's quota, runs `store`, and gives the bytes back when
 * nothing could be stored after all (the error propagates).
 */
async function withinQuota(context: StoreContext, bytes: number, store: () => Promise<number>): Promise<Stored> {
  const reservation = await reserveStorage(context.payload, context.meta.remoteIp, bytes, context.now, context.limits)
  if (!reservation.ok) return { refused: reservation.refusal }
  try {
    return { submissionId: await store() }
  } catch (error) {
    await reservation.undo().catch(() => undefined)
    throw error
  }
}

/** The uploaded files of the form's file fields (files posted under other names are ignored). */
function fieldFiles(context: StoreContext): FieldFile[] {
  return context.parsed.fields
    .filter((tag) => tag.type === 'file')
    .flatMap((tag) => (ownValue(context.posted.files, tag.name) ?? []).filter((file) => file.size > 0).map((file) => ({ field: tag.name, file })))
}

async function createSubmission(payload: Payload, data: SubmissionData, req?: PayloadRequest): Promise<number> {
  // depth 0: only the id is needed, so the form is not read back into the answer.
  const created = await payload.create({ collection: 'form-submissions', data, req, depth: 0, overrideAccess: true, context: { skipRevalidate: true } })
  return created.id
}

/**
 * Spam is stored with its reason, so a misjudged message can still be found, but cut to
 * CONTACT_FORM_SPAM_MAX_KB, and deleted after CONTACT_FORM_SPAM_KEEP_DAYS (spam-retention.server.ts).
 * Its files are described but not kept (CF7 never keeps a spam submission's files either).
 */
export async function storeSpam(context: StoreContext, reason: SpamReason): Promise<Stored> {
  const attachments = fieldFiles(context).map(describeUpload)
  const record: SubmissionData = { ...baseRecord(context, attachments, trimSpamData(context.data, context.spamMaxBytes)), status: 'spam', spamReason: reason }
  return withinQuota(context, record.storedBytes ?? 0, () => createSubmission(context.payload, record))
}

export async function storeAborted(context: StoreContext): Promise<Stored> {
  return withinQuota(context, plannedSize(context), () =>
    withUploads(context, (attachments) => createSubmission(context.payload, { ...baseRecord(context, attachments), status: 'aborted' })),
  )
}

/** What a submission with all its files will take, before the files are written. */
function plannedSize(context: StoreContext): number {
  return storedSize(
    context.data,
    fieldFiles(context).reduce((sum, { file }) => sum + file.size, 0),
  )
}

/** Writes the files, runs the store, and removes the files again when nothing could be stored. */
async function withUploads<T>(context: StoreContext, store: (attachments: StoredAttachment[]) => Promise<T>): Promise<T> {
  const uploads = await storeUploads(fieldFiles(context), context.deps.files)
  try {
    return await store(uploads.attachments)
  } catch (error) {
    await removeUploads(uploads.folder, context.deps.files)
    throw error
  }
}

export type Accepted = { status: 'mail_sent' | 'mail_failed'; submissionId: number }

/**
 * Stores the submission and hands it to mail in one transaction (PostgreSQL; the SQLite adapter
 * runs without transactions). If the hand-over fails, the submission is kept as `mail_failed`
 * with the error for the admin, and the visitor is told: nothing is lost and nothing is
 * claimed. If even that cannot be stored, the error propagates (the endpoint answers 503).
 */
export async function storeAndQueueMail(context: StoreContext): Promise<Accepted | { refused: QuotaRefusal }> {
  const { payload } = context
  let status: Accepted['status'] = 'mail_sent'
  const stored = await withinQuota(context, plannedSize(context), () => withUploads(context, async (attachments) => {
    // Stored with its mail already marked queued: the jobs follow in the same transaction.
    const kinds = mailKindsOf(context.form)
    const record: SubmissionData = {
      ...baseRecord(context, attachments),
      status: 'mail_sent',
      mailStatus: 'queued',
      mail2Status: kinds.includes('mail2') ? 'queued' : 'none',
    }
    const req = await createLocalReq({ context: { skipRevalidate: true } }, payload)
    const ownsTransaction = await initTransaction(req)
    let createdId: number | null = null
    try {
      createdId = await createSubmission(payload, record, req)
      await context.deps.queueMail({ payload, req, submissionId: createdId, kinds })
      if (ownsTransaction) await commitTransaction(req)
      context.deps.startMail?.(payload)
      return createdId
    } catch (error) {
      if (ownsTransaction) await killTransaction(req)
      console.error(`Contact form ${context.form.id}: could not queue the mail of a submission.`, error)
      status = 'mail_failed'
      return recordMailFailure(payload, record, createdId, error)
    }
  }))
  return 'refused' in stored ? stored : { status, submissionId: stored.submissionId }
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
