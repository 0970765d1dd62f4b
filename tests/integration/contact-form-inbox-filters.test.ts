/**
 * The admin's submissions inbox per form (issue 13, item 6) on SQLite and PostgreSQL: the inbox
 * endpoint's filter (accepted, spam, refused), search in what was posted, each mail's delivery,
 * the CSV export of exactly what the inbox shows, and the hourly clean-up deleting each form's
 * spam after that form's `spamRetentionDays`, and nothing else.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pruneContactFormSpam } from '@/features/contact-form/index.server'
import type { ContactForm, FormSubmission } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { ctx, unique } from './content-helpers'
import { adminAuthorization, createForm, rest } from './contact-form-helpers'

let payload: Payload
let authorization: string
let form: ContactForm
let other: ContactForm

const template = '[text* your-name] [email* your-email] [textarea your-message] [submit "Send"]'

async function submit(to: ContactForm, status: FormSubmission['status'], data: Record<string, unknown>, extra: Partial<FormSubmission> = {}): Promise<FormSubmission> {
  return payload.create({
    collection: 'form-submissions',
    data: { form: to.id, status, data, summary: `${String(data['your-name'] ?? '')} <${String(data['your-email'] ?? '')}>`, ...extra },
    overrideAccess: true,
    context: ctx,
  })
}

async function setCreatedAt(id: number, daysAgo: number): Promise<void> {
  const iso = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString()
  const query = sql`UPDATE form_submissions SET created_at = ${iso} WHERE id = ${id}`
  if (payload.db.name === 'postgres') await (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle.execute(query)
  else await (payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown> } }).drizzle.run(query)
}

type Inbox = {
  form: { id: number; title: string }
  counts: Record<'all' | 'accepted' | 'spam' | 'refused', number>
  rows: { id: number; status: string; filter: string; deliveries: { which: string; status: string; error: string | null; attempts: number }[] }[]
  totalDocs: number
  totalPages: number
}

async function inbox(query: string): Promise<Inbox> {
  const response = await rest('GET', `/api/form-submissions/inbox?${query}`, { authorization })
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json()
}

let accepted: FormSubmission
let failed: FormSubmission
let spam: FormSubmission
let refused: FormSubmission

beforeAll(async () => {
  payload = await testPayload()
  authorization = await adminAuthorization(payload)
  form = await createForm(payload, { form: template })
  other = await createForm(payload, { form: template })
  accepted = await submit(form, 'mail_sent', { 'your-name': 'Ada Lovelace', 'your-email': 'ada@example.com', 'your-message': 'About the engine' }, { mailStatus: 'sent', mailAttempts: 1, mailSentAt: new Date().toISOString() })
  failed = await submit(form, 'mail_failed', { 'your-name': 'Charles Babbage', 'your-email': 'charles@example.com', 'your-message': '=HYPERLINK("http://evil.example","x")' }, { mailStatus: 'failed', mailAttempts: 5, mailError: '550 5.1.1 mailbox unavailable' })
  spam = await submit(form, 'spam', { 'your-name': 'Bot', 'your-email': 'bot@example.com', 'your-message': 'cheap pills' }, { spamReason: 'honeypot' })
  refused = await submit(form, 'validation_failed', { 'your-name': 'Grace', 'your-email': 'grace@example.com', 'your-message': 'hello' })
  await submit(other, 'mail_sent', { 'your-name': 'Ada Lovelace', 'your-email': 'ada@example.com', 'your-message': 'Other form' }, { mailStatus: 'queued' })
})

describe('GET /api/form-submissions/inbox', () => {
  it('answers 401 without a session, 400 for bad input and 404 for an unknown form', async () => {
    expect((await rest('GET', `/api/form-submissions/inbox?form=${form.id}`)).status).toBe(401)
    for (const query of ['', 'form=abc', `form=${form.id}&filter=read`, `form=${form.id}&page=0`, `form=${form.id}&q=${'x'.repeat(201)}`]) {
      const response = await rest('GET', `/api/form-submissions/inbox?${query}`, { authorization })
      expect(response.status, query).toBe(400)
      expect((await response.json()).errors[0].message).toMatch(/\.$/)
    }
    expect((await rest('GET', '/api/form-submissions/inbox?form=99999999', { authorization })).status).toBe(404)
  })

  it('lists one form’s submissions, newest first, with counts per filter and each mail’s delivery', async () => {
    const all = await inbox(`form=${form.id}`)
    expect(all.form).toEqual({ id: form.id, title: form.title })
    expect(all.counts).toEqual({ all: 4, accepted: 2, spam: 1, refused: 1 })
    expect(all.rows.map((row) => row.id)).toEqual([refused.id, spam.id, failed.id, accepted.id])
    const failedRow = all.rows.find((row) => row.id === failed.id)
    expect(failedRow?.deliveries).toEqual([expect.objectContaining({ which: 'mail', status: 'failed', attempts: 5, error: '550 5.1.1 mailbox unavailable' })])
    expect(all.rows.find((row) => row.id === accepted.id)?.deliveries).toEqual([expect.objectContaining({ status: 'sent', error: null })])
  })

  it('filters by accepted, spam and refused', async () => {
    expect((await inbox(`form=${form.id}&filter=accepted`)).rows.map((row) => row.id)).toEqual([failed.id, accepted.id])
    expect((await inbox(`form=${form.id}&filter=spam`)).rows.map((row) => [row.id, row.filter])).toEqual([[spam.id, 'spam']])
    expect((await inbox(`form=${form.id}&filter=refused`)).rows.map((row) => row.id)).toEqual([refused.id])
  })

  it('searches what was posted (names, addresses, messages), case-insensitive, within the form and filter', async () => {
    const found = await inbox(`form=${form.id}&q=${encodeURIComponent('LOVELACE')}`)
    expect(found.rows.map((row) => row.id)).toEqual([accepted.id])
    expect(found.totalDocs).toBe(1)
    expect((await inbox(`form=${form.id}&q=charles%40example`)).rows.map((row) => row.id)).toEqual([failed.id])
    expect((await inbox(`form=${form.id}&filter=spam&q=engine`)).rows).toEqual([])
    expect((await inbox(`form=${form.id}&q=your-name`)).rows).toEqual([])
  })
})

describe('GET /api/form-submissions/export.csv with the inbox’s filter', () => {
  it('exports only what the filter and search keep, formulas neutralised', async () => {
    const response = await rest('GET', `/api/form-submissions/export.csv?form=${form.id}&filter=accepted`, { authorization })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="form-${form.id}-submissions-accepted-\\d{4}-\\d{2}-\\d{2}\\.csv"$`))
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(new RegExp(`^"${accepted.id}",.*"mail_sent"`))
    expect(lines[2]).toMatch(new RegExp(`^"${failed.id}",.*"'=HYPERLINK\\(""http://evil.example"",""x""\\)"`))
    expect(lines.join('\n')).not.toContain('cheap pills')

    const searched = await (await rest('GET', `/api/form-submissions/export.csv?form=${form.id}&q=bot%40example`, { authorization })).text()
    expect(searched.replace(/^\uFEFF/, '').split('\r\n').slice(1, -1).map((line) => line.split(',')[0])).toEqual([`"${spam.id}"`])
  })

  it('answers 401 without a session and 400 for a bad filter', async () => {
    expect((await rest('GET', `/api/form-submissions/export.csv?form=${form.id}&filter=spam`)).status).toBe(401)
    expect((await rest('GET', `/api/form-submissions/export.csv?form=${form.id}&filter=junk`, { authorization })).status).toBe(400)
  })
})

describe('spam retention per form', () => {
  it('deletes only spam older than its own form’s days, keeps a form set to 0 forever, and nothing else', async () => {
    const week = await createForm(payload, { form: template, spamRetentionDays: 7 })
    const forever = await createForm(payload, { form: template, spamRetentionDays: 0 })
    const month = await createForm(payload, { form: template })
    expect(month.spamRetentionDays).toBe(30)
    const name = () => ({ 'your-name': `Spammer ${unique()}`, 'your-email': 'x@example.com' })
    const weekOld = await submit(week, 'spam', name())
    const weekNew = await submit(week, 'spam', name())
    const weekAccepted = await submit(week, 'mail_sent', name())
    const weekRefused = await submit(week, 'validation_failed', name())
    const foreverOld = await submit(forever, 'spam', name())
    const monthMiddle = await submit(month, 'spam', name())
    const monthOld = await submit(month, 'spam', name())
    await setCreatedAt(weekOld.id, 8)
    await setCreatedAt(weekNew.id, 6)
    await setCreatedAt(weekAccepted.id, 400)
    await setCreatedAt(weekRefused.id, 400)
    await setCreatedAt(foreverOld.id, 4000)
    await setCreatedAt(monthMiddle.id, 8)
    await setCreatedAt(monthOld.id, 31)

    // Through Payload's queue, as the server runs the scheduled task every hour.
    await payload.jobs.queue({ task: 'pruneContactFormSpam', input: {}, queue: 'mail' })
    await payload.jobs.run({ queue: 'mail', where: { taskSlug: { equals: 'pruneContactFormSpam' } }, silent: true })

    const exists = async (doc: FormSubmission) => (await payload.findByID({ collection: 'form-submissions', id: doc.id, overrideAccess: true, disableErrors: true })) !== null
    expect(await exists(weekOld)).toBe(false)
    expect(await exists(monthOld)).toBe(false)
    for (const kept of [weekNew, weekAccepted, weekRefused, foreverOld, monthMiddle, accepted, failed, spam, refused]) expect(await exists(kept), `submission ${kept.id}`).toBe(true)
  })

  it('uses the site’s default for a form without a value', async () => {
    const legacy = await createForm(payload, { form: template })
    await payload.update({ collection: 'contact-forms', id: legacy.id, data: { spamRetentionDays: null }, overrideAccess: true, context: ctx })
    const old = await submit(legacy, 'spam', { 'your-name': 'Old' })
    const recent = await submit(legacy, 'spam', { 'your-name': 'Recent' })
    await setCreatedAt(old.id, 11)
    await setCreatedAt(recent.id, 9)
    await pruneContactFormSpam(payload, Date.now(), { keepDays: 10, maxBytes: 1024 * 1024 * 1024 })
    const left = (await payload.find({ collection: 'form-submissions', where: { form: { equals: legacy.id } }, overrideAccess: true, depth: 0 })).docs.map((doc) => doc.id)
    expect(left).toEqual([recent.id])
  })
})
