import 'server-only'

/**
 * The admin's inbox tools, as endpoints of the `form-submissions` collection (under
 * `/api/form-submissions`, see docs/api.md): one form's inbox (filtered, searched, with each
 * mail's delivery), CSV export of what the inbox shows, resending failed mail, and downloading
 * an uploaded file. Admins only: every user is an admin, so a signed-in user is enough.
 */


import type { PayloadHandler, PayloadRequest } from 'payload'

import type { FormSubmission } from '@/payload-types'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { inTransaction, mailStatusOf, queueMailJobs } from '../mail/outbox/mail-outbox.server'
import { startMailDelivery } from '../mail/outbox/mail-runner.server'
import { requeueFailedMail } from '../mail/outbox/mail-state.server'
import { storedValues } from '../submissions/submission-data'
import { isStoredUploadKey, readStoredUpload } from '../submissions/upload-storage.server'
import { deliveriesOf, filterOf, INBOX_FILTERS, INBOX_PAGE_SIZE, type InboxFilter, type InboxList, type InboxQuery, inboxWhere, matchesSearch, parseInboxQuery } from './inbox-query'
import { type CsvSubmission, submissionsCsv } from './submissions-csv'

const noStore = { 'Cache-Control': 'private, no-store' }

function failure(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: noStore })
}

const signInFirst = () => failure(401, 'Sign in as an admin to use this.')

/** A database id from a path or query parameter, or null when it is not one. */
function idOf(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null
}

async function findSubmission(req: PayloadRequest) {
  const id = idOf(req.routeParams?.id)
  if (id === null) return null
  return req.payload.findByID({ collection: 'form-submissions', id, depth: 0, req, overrideAccess: false, disableErrors: true })
}

const BATCH = 500

/**
 * The submissions a filter and search keep, oldest first (`sort: 'createdAt'`) or newest first.
 * The filter is a query; the search reads each batch's posted values here (they are JSON, which
 * the two databases search differently), so a search reads all of the form's filtered submissions.
 */
async function* filteredSubmissions(req: PayloadRequest, form: number | null, filter: InboxFilter, search: string, sort: 'createdAt' | '-createdAt') {
  const where = inboxWhere(form, filter)
  for (let page = 1; ; page++) {
    const result = await req.payload.find({ collection: 'form-submissions', where, sort, limit: BATCH, page, depth: 0, req, overrideAccess: false })
    for (const doc of result.docs) if (matchesSearch(doc, search)) yield doc
    if (!result.hasNextPage) return
  }
}

/** One page of the inbox: without a search, a query for that page; with one, the matches cut to it. */
async function inboxPage(req: PayloadRequest, query: InboxQuery): Promise<{ docs: FormSubmission[]; totalDocs: number }> {
  const start = (query.page - 1) * INBOX_PAGE_SIZE
  if (query.search === '') {
    const result = await req.payload.find({ collection: 'form-submissions', where: inboxWhere(query.form, query.filter), sort: '-createdAt', limit: INBOX_PAGE_SIZE, page: query.page, depth: 0, req, overrideAccess: false })
    return { docs: result.docs, totalDocs: result.totalDocs }
  }
  const docs: FormSubmission[] = []
  let totalDocs = 0
  for await (const doc of filteredSubmissions(req, query.form, query.filter, query.search, '-createdAt')) {
    if (totalDocs >= start && docs.length < INBOX_PAGE_SIZE) docs.push(doc)
    totalDocs++
  }
  return { docs, totalDocs }
}

const dataOf = (data: unknown): Record<string, unknown> => (data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {})

/**
 * `GET /api/form-submissions/inbox?form={id}&filter=all|accepted|spam|refused&q=text&page=1`:
 * one form's submissions, newest first, with how many each filter holds and each mail's delivery.
 */
export const listInbox: PayloadHandler = async (req) => {
  if (!req.user) return signInFirst()
  const parsed = parseInboxQuery(req.searchParams)
  if (!parsed.ok) return failure(400, parsed.message)
  const query = { ...parsed.value, form: parsed.value.form! }
  const form = await req.payload.findByID({ collection: 'contact-forms', id: query.form, depth: 0, req, overrideAccess: false, disableErrors: true })
  if (!form) return failure(404, `No contact form has the id ${query.form}.`)

  const counts = {} as InboxList['counts']
  for (const filter of INBOX_FILTERS) counts[filter] = (await req.payload.count({ collection: 'form-submissions', where: inboxWhere(query.form, filter), req, overrideAccess: false })).totalDocs
  const { docs, totalDocs } = await inboxPage(req, query)
  const body: InboxList = {
    form: { id: form.id, title: form.title },
    counts,
    page: query.page,
    totalDocs,
    totalPages: Math.max(1, Math.ceil(totalDocs / INBOX_PAGE_SIZE)),
    rows: docs.map((doc) => ({
      id: doc.id,
      createdAt: doc.createdAt,
      summary: doc.summary ?? '',
      status: doc.status,
      filter: filterOf(doc.status),
      spamReason: doc.spamReason ?? null,
      read: Boolean(doc.read),
      data: dataOf(doc.data),
      deliveries: deliveriesOf(doc),
      attachments: (doc.attachments ?? []).map((file, index) => ({ index, filename: file.filename ?? 'file', kept: Boolean(file.storedAs) })),
    })),
  }
  return Response.json(body, { headers: noStore })
}

/**
 * `GET /api/form-submissions/export.csv?form={id}&filter=…&q=…`: the submissions of one form (or
 * of all forms) the inbox's filter and search keep, oldest first.
 */
export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (!req.user) return signInFirst()
  const parsed = parseInboxQuery(req.searchParams, { formRequired: false })
  if (!parsed.ok) return failure(400, parsed.message)
  const { form: formId, filter, search } = parsed.value

  let formFields: string[] = []
  if (formId !== null) {
    const form = await req.payload.findByID({ collection: 'contact-forms', id: formId, depth: 0, req, overrideAccess: false, disableErrors: true })
    if (!form) return failure(404, `No contact form has the id ${formId}.`)
    // The fields a submission stores (files are listed apart, quiz answers never kept).
    formFields = Object.keys(storedValues(parseFormTemplate(form.form), {}))
  }

  const submissions: CsvSubmission[] = []
  for await (const doc of filteredSubmissions(req, formId, filter, search, 'createdAt')) {
    submissions.push({ ...doc, form: typeof doc.form === 'number' ? doc.form : doc.form.id })
  }
  const scope = filter === 'all' ? '' : `-${filter}`
  const name = `${formId === null ? 'form-submissions' : `form-${formId}-submissions`}${scope}-${new Date().toISOString().slice(0, 10)}.csv`
  return new Response(submissionsCsv(formFields, submissions), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
      ...noStore,
    },
  })
}

/** `POST /api/form-submissions/{id}/resend`: queues every failed mail of the submission again. */
export const resendSubmissionMail: PayloadHandler = async (req) => {
  if (!req.user) return signInFirst()
  const submission = await findSubmission(req)
  if (!submission) return failure(404, 'No such submission.')
  const kinds = (['mail', 'mail2'] as const).filter((which) => mailStatusOf(submission, which) === 'failed')
  if (kinds.length === 0) return failure(409, 'No mail of this submission failed: there is nothing to resend.')

  const { payload } = req
  // One UPDATE per mail, only if it is still failed: two clicks queue it once. Should queueing
  // the job fail after this, the mail waits as queued and the sweep queues it.
  const requeued: typeof kinds = []
  for (const which of kinds) if (await requeueFailedMail(payload, submission.id, which)) requeued.push(which)
  if (requeued.length === 0) return failure(409, 'This mail is already queued again.')
  await inTransaction(payload, (tx) => queueMailJobs(payload, tx, submission.id, requeued))
  startMailDelivery(payload)
  return Response.json({ queued: requeued }, { headers: noStore })
}

/** `filename="…"` for old clients (ASCII only) and `filename*=` with the real name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/**
 * `GET /api/form-submissions/{id}/attachments/{index}`: one uploaded file, always as a download
 * (never shown inline, never sniffed into something runnable).
 */
export const downloadSubmissionAttachment: PayloadHandler = async (req) => {
  if (!req.user) return signInFirst()
  const submission = await findSubmission(req)
  const index = typeof req.routeParams?.index === 'string' && /^\d{1,4}$/.test(req.routeParams.index) ? Number(req.routeParams.index) : -1
  const file = submission?.attachments?.[index]
  if (!file) return failure(404, 'No such file.')
  if (!file.storedAs || !isStoredUploadKey(file.storedAs)) return failure(404, 'This file was not kept (files of spam submissions never are).')
  const data = await readStoredUpload(file.storedAs)
  if (!data) return failure(404, 'This file is no longer stored.')

  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(data.length),
      'Content-Disposition': attachmentDisposition(file.filename ?? 'file'),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      ...noStore,
    },
  })
}
