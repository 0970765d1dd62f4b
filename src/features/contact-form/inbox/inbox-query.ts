/**
 * The admin's inbox of one form's submissions (pure): what its filter and search accept, which
 * submissions they keep, and each submission's delivery as the inbox shows it.
 *
 * A submission's `status` is what became of it: `mail_sent` and `mail_failed` were accepted (the
 * mail then went out, or has not yet: see its delivery), `spam` was caught by a spam rule, and
 * `aborted`, `validation_failed` and `acceptance_missing` were refused.
 */
import type { Where } from 'payload'

import { ownValue } from '../validation/values/keyed'

export const INBOX_FILTERS = ['all', 'accepted', 'spam', 'refused'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]

export const STATUSES_OF: Record<Exclude<InboxFilter, 'all'>, string[]> = {
  accepted: ['mail_sent', 'mail_failed'],
  spam: ['spam'],
  refused: ['aborted', 'validation_failed', 'acceptance_missing'],
}

export const INBOX_PAGE_SIZE = 25
export const MAX_SEARCH = 200

export type InboxQuery = { form: number; filter: InboxFilter; search: string; page: number }

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

/** `?form={id}&filter=spam&q=text&page=2`; the form is required, the rest optional. */
export function parseInboxQuery(params: URLSearchParams, { formRequired = true } = {}): Parsed<Omit<InboxQuery, 'form'> & { form: number | null }> {
  const formText = params.get('form') ?? ''
  if (formText === '' && formRequired) return { ok: false, message: 'Choose a form: the form parameter must be a form id.' }
  if (formText !== '' && !/^[1-9][0-9]{0,9}$/.test(formText)) return { ok: false, message: 'The form parameter must be a form id.' }
  const filter = params.get('filter') || 'all'
  if (!(INBOX_FILTERS as readonly string[]).includes(filter)) return { ok: false, message: 'filter must be all, accepted, spam or refused.' }
  const search = (params.get('q') ?? '').trim()
  if (search.length > MAX_SEARCH) return { ok: false, message: `The search may be at most ${MAX_SEARCH} characters.` }
  const pageText = params.get('page') || '1'
  if (!/^[1-9][0-9]{0,5}$/.test(pageText)) return { ok: false, message: 'page must be a whole number from 1.' }
  return { ok: true, value: { form: formText === '' ? null : Number(formText), filter: filter as InboxFilter, search, page: Number(pageText) } }
}

/** The submissions of a form (or of all forms) a filter keeps. */
export function inboxWhere(form: number | null, filter: InboxFilter): Where {
  const conditions: Where[] = []
  if (form !== null) conditions.push({ form: { equals: form } })
  if (filter !== 'all') conditions.push({ status: { in: STATUSES_OF[filter] } })
  return conditions.length === 0 ? {} : { and: conditions }
}

/** The filter a stored status belongs to. */
export function filterOf(status: string): Exclude<InboxFilter, 'all'> {
  if (STATUSES_OF.spam.includes(status)) return 'spam'
  if (STATUSES_OF.refused.includes(status)) return 'refused'
  return 'accepted'
}

type Searchable = { summary?: string | null; data?: unknown; meta?: { remoteIp?: string | null } | null }

function textsOf(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value)
  else if (typeof value === 'number' || typeof value === 'boolean') into.push(String(value))
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into)
}

/**
 * Whether a submission holds the search text (case-insensitive), in a posted value (the
 * sender's name and address are posted values), its summary or the sender's address (IP).
 */
export function matchesSearch(submission: Searchable, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  if (needle === '') return true
  const texts: string[] = []
  const data = submission.data
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    for (const key of Object.keys(data)) textsOf(ownValue(data as Record<string, unknown>, key), texts)
  }
  textsOf(submission.summary, texts)
  textsOf(submission.meta?.remoteIp, texts)
  return texts.some((text) => text.toLocaleLowerCase().includes(needle))
}

export type MailDelivery = { which: 'mail' | 'mail2'; label: string; status: 'queued' | 'sent' | 'failed'; attempts: number; error: string | null; sentAt: string | null }

type Delivered = {
  mailStatus?: string | null
  mailAttempts?: number | null
  mailError?: string | null
  mailSentAt?: string | null
  mail2Status?: string | null
  mail2Attempts?: number | null
  mail2Error?: string | null
  mail2SentAt?: string | null
}

/** Each mail the submission has (`none` is no mail): queued, sent, or failed with its reason. */
export function deliveriesOf(submission: Delivered): MailDelivery[] {
  const deliveries: MailDelivery[] = []
  for (const [which, label] of [
    ['mail', 'Mail'],
    ['mail2', 'Mail (2)'],
  ] as const) {
    const status = which === 'mail' ? submission.mailStatus : submission.mail2Status
    if (status !== 'queued' && status !== 'sent' && status !== 'failed') continue
    deliveries.push({
      which,
      label,
      status,
      attempts: (which === 'mail' ? submission.mailAttempts : submission.mail2Attempts) ?? 0,
      error: status === 'sent' ? null : ((which === 'mail' ? submission.mailError : submission.mail2Error) ?? null),
      sentAt: (which === 'mail' ? submission.mailSentAt : submission.mail2SentAt) ?? null,
    })
  }
  return deliveries
}

/** One row of the inbox (what the screen shows). */
export type InboxRow = {
  id: number
  createdAt: string
  summary: string
  status: string
  filter: Exclude<InboxFilter, 'all'>
  spamReason: string | null
  read: boolean
  data: Record<string, unknown>
  deliveries: MailDelivery[]
  attachments: { index: number; filename: string; kept: boolean }[]
}

export type InboxList = {
  form: { id: number; title: string }
  counts: Record<InboxFilter, number>
  rows: InboxRow[]
  page: number
  totalPages: number
  totalDocs: number
}
