/**
 * Storage floods (issue 17, item 4), on this run's database (SQLite and PostgreSQL): what one
 * client address may make the server store through the contact form (a count per ten minutes,
 * bytes per hour and in all), counted atomically even under a burst of simultaneous posts,
 * answered 429 with Retry-After and a sentence when over; spam kept small and for a limited time.
 */
import fs from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { HONEYPOT_FIELD, STARTED_FIELD } from '@/features/contact-form'
import { defaultDeps, deriveContactFormSecret, handleFeedback, pruneContactFormSpam, signStartedAt, type SubmissionDeps } from '@/features/contact-form/index.server'
import type { ContactForm } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { BROWSER, createForm, PDF, submissionsOf, uniqueIp } from './contact-form-helpers'

let payload: Payload
let secret: string

beforeAll(async () => {
  payload = await testPayload()
  secret = deriveContactFormSecret(payload.secret)
})

const template = '[text* your-name] [email* your-email] [textarea your-message] [file your-file limit:5mb filetypes:pdf] [submit "Send"]'
const values = { 'your-name': 'Ada Lovelace', 'your-email': 'ada@example.com', 'your-message': 'Hello' }

function post(form: ContactForm, ip: string, fields: Record<string, string | File> = {}): Request {
  const body = new FormData()
  const all: Record<string, string | File> = {
    _wpcf7: String(form.id),
    _wpcf7_unit_tag: `wpcf7-f${form.id}-p0-o1`,
    _wpcf7_container_post: '0',
    [HONEYPOT_FIELD]: '',
    [STARTED_FIELD]: signStartedAt(secret, Date.now() - 10_000),
    ...values,
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) body.append(name, value)
  return new Request(`http://localhost/wp-json/contact-form-7/v1/contact-forms/${form.id}/feedback`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'user-agent': BROWSER },
    body,
  })
}

/** Posts through the feedback handler; mail is queued, not sent (no transport in this process). */
async function send(form: ContactForm, ip: string, fields: Record<string, string | File> = {}, deps: Partial<SubmissionDeps> = {}) {
  const response = await handleFeedback(payload, post(form, ip, fields), String(form.id), { ...defaultDeps, startMail: undefined, ...deps })
  return { response, body: (await response.json()) as { status?: string; code?: string; message?: string; data?: { status: number; retry_after?: number } } }
}

const storage = (perHourMb: number, perAddressMb: number, spamKb = 16) => ({
  CONTACT_FORM_MAX_MB_PER_HOUR: perHourMb,
  CONTACT_FORM_MAX_MB_PER_ADDRESS: perAddressMb,
  CONTACT_FORM_SPAM_MAX_KB: spamKb,
})

const pdfOf = (bytes: number) => new File([PDF, Buffer.alloc(bytes - PDF.length, 0x20)], 'plan.pdf', { type: 'application/pdf' })

function uploadedFiles(): number {
  const root = path.join(process.env.DATA_DIR ?? '', 'form-uploads')
  if (!fs.existsSync(root)) return 0
  return fs.readdirSync(root).reduce((count, folder) => count + fs.readdirSync(path.join(root, folder)).length, 0)
}

describe('too many submissions from one address', () => {
  it('answers the eleventh post in ten minutes 429 with Retry-After and a sentence, and stores nothing of it', async () => {
    const form = await createForm(payload, { form: template })
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) expect((await send(form, ip)).body.status).toBe('mail_sent')
    const { response, body } = await send(form, ip)
    expect(response.status).toBe(429)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(body).toMatchObject({ code: 'wpcf7_too_many_requests', data: { status: 429, retry_after: retryAfter } })
    expect(body.message).toMatch(/^You have sent several messages in a short time\. Please wait (a minute|\d+ minutes), then send your message again\.$/)
    expect((await submissionsOf(payload, form)).map((doc) => doc.status)).toEqual(Array(10).fill('mail_sent'))
    // Another address is not affected.
    expect((await send(form, uniqueIp())).body.status).toBe('mail_sent')
  })

  it('refuses an address at its limit before reading its body', async () => {
    const form = await createForm(payload, { form: template })
    const ip = uniqueIp()
    // One moment for all eleven: the count is per fixed window, and a CI run that crossed a
    // window's edge between the tenth post and the eleventh saw the count start again (400, not 429).
    const at = Date.now()
    for (let i = 0; i < 10; i++) expect((await send(form, ip, {}, { now: () => at })).body.status).toBe('mail_sent')
    const malformed = new Request(`http://localhost/wp-json/contact-form-7/v1/contact-forms/${form.id}/feedback`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'user-agent': BROWSER, 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not a form',
    })
    const response = await handleFeedback(payload, malformed, String(form.id), { ...defaultDeps, startMail: undefined, now: () => at })
    expect(response.status).toBe(429)
  })

  it('counts and checks at once: of 20 simultaneous posts from one address, exactly 10 are stored', async () => {
    const form = await createForm(payload, { form: template })
    const ip = uniqueIp()
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(form, ip)))
    const statuses = answers.map(({ response, body }) => (response.status === 429 ? 429 : body.status))
    expect(statuses.filter((status) => status === 'mail_sent')).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    expect(await submissionsOf(payload, form)).toHaveLength(10)
  })

  it('counts spam too, and a form with `rate_limit: off` lifts the count but not the byte caps', async () => {
    const form = await createForm(payload, { form: template })
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) expect((await send(form, ip, { [HONEYPOT_FIELD]: 'bot' })).body.status).toBe('spam')
    expect((await send(form, ip)).response.status).toBe(429)

    const loadTest = await createForm(payload, { form: template, additionalSettings: 'rate_limit: off' })
    const other = uniqueIp()
    for (let i = 0; i < 12; i++) expect((await send(loadTest, other)).body.status).toBe('mail_sent')
    const small = storage(0.02, 100)
    expect((await send(loadTest, uniqueIp(), { 'your-file': pdfOf(30_000) }, { storage: small })).response.status).toBe(429)
  })
})

describe('what one address may store', () => {
  it('caps the bytes per hour: a post that would go over is answered 429 and none of its files are written', async () => {
    const form = await createForm(payload, { form: template })
    const ip = uniqueIp()
    const deps = { storage: storage(0.1, 100) } // about 100 KB an hour
    expect((await send(form, ip, { 'your-file': pdfOf(40_000) }, deps)).body.status).toBe('mail_sent')
    expect((await send(form, ip, { 'your-file': pdfOf(40_000) }, deps)).body.status).toBe('mail_sent')
    const files = uploadedFiles()
    const { response, body } = await send(form, ip, { 'your-file': pdfOf(40_000) }, deps)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(3600)
    expect(body.message).toMatch(/^You have sent a lot in the last hour, files included\. Please wait .+, then send your message again, or send smaller files\.$/)
    expect(uploadedFiles()).toBe(files)
    expect(await submissionsOf(payload, form)).toHaveLength(2)
    // A smaller message still fits.
    expect((await send(form, ip, {}, deps)).body.status).toBe('mail_sent')
  })

  it('caps what an address keeps in all, and a deleted submission frees its share', async () => {
    const form = await createForm(payload, { form: template })
    const ip = uniqueIp()
    const deps = { storage: storage(100, 0.1) }
    expect((await send(form, ip, { 'your-file': pdfOf(45_000) }, deps)).body.status).toBe('mail_sent')
    expect((await send(form, ip, { 'your-file': pdfOf(45_000) }, deps)).body.status).toBe('mail_sent')
    const { response, body } = await send(form, ip, { 'your-file': pdfOf(45_000) }, deps)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('86400')
    expect(body.message).toBe('This site already keeps as much as it can take from your connection. Please try again tomorrow, or reach us another way.')

    const [first] = await submissionsOf(payload, form)
    expect(first.storedBytes).toBeGreaterThan(45_000)
    await payload.delete({ collection: 'form-submissions', id: first.id, overrideAccess: true, context: { skipRevalidate: true } })
    expect((await send(form, ip, { 'your-file': pdfOf(45_000) }, deps)).body.status).toBe('mail_sent')
  })
})

describe('spam', () => {
  it('keeps at most CONTACT_FORM_SPAM_MAX_KB of a spam submission’s fields', async () => {
    // A template that lets a field take a megabyte (CF7's default textarea limit is 2,000 characters).
    const form = await createForm(payload, { form: template.replace('[textarea your-message]', '[textarea your-message maxlength:2000000]') })
    const huge = 'spam '.repeat(200_000) // 1 MB
    const { body } = await send(form, uniqueIp(), { [HONEYPOT_FIELD]: 'bot', 'your-message': huge })
    expect(body.status).toBe('spam')
    const [stored] = await submissionsOf(payload, form)
    expect(stored).toMatchObject({ status: 'spam', spamReason: 'honeypot' })
    expect(Buffer.byteLength(JSON.stringify(stored.data))).toBeLessThanOrEqual(16 * 1024)
    expect((stored.data as Record<string, string>)['your-name']).toBe('Ada Lovelace')
    expect((stored.data as Record<string, string>)['your-message']).toMatch(/^spam spam .*…$/)
    expect(stored.storedBytes).toBeLessThanOrEqual(17 * 1024)
  })

  it('is deleted by the hourly job on the mail queue once older than the retention, and the oldest first past the size limit', async () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'pruneContactFormSpam')
    expect(task?.schedule).toEqual([{ cron: '0 17 * * * *', queue: 'mail' }])

    const form = await createForm(payload, { form: template })
    for (let i = 0; i < 3; i++) await send(form, uniqueIp(), { [HONEYPOT_FIELD]: 'bot', 'your-message': `spam ${i}` })
    const accepted = (await send(form, uniqueIp())).body.status
    expect(accepted).toBe('mail_sent')
    const [oldest, middle, newest] = (await submissionsOf(payload, form)).filter((doc) => doc.status === 'spam')
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
    await setCreatedAt(oldest.id, daysAgo(40))
    await setCreatedAt(middle.id, daysAgo(2))

    // Through Payload's queue, as the server runs it every hour.
    await payload.jobs.queue({ task: 'pruneContactFormSpam', input: {}, queue: 'mail' })
    await payload.jobs.run({ queue: 'mail', where: { taskSlug: { equals: 'pruneContactFormSpam' } }, silent: true })
    let left = await submissionsOf(payload, form)
    expect(left.map((doc) => doc.id)).not.toContain(oldest.id)
    expect(left.filter((doc) => doc.status === 'spam').map((doc) => doc.id)).toEqual([middle.id, newest.id])

    // Past the size limit, the oldest spam goes first; accepted messages never.
    const spamBytes = await totalSpamBytes()
    const result = await pruneContactFormSpam(payload, Date.now(), { keepDays: 30, maxBytes: spamBytes - 1 })
    expect(result.overSize).toBeGreaterThanOrEqual(1)
    left = await submissionsOf(payload, form)
    expect(left.map((doc) => doc.id)).not.toContain(middle.id)
    expect(left.some((doc) => doc.status === 'mail_sent')).toBe(true)
  })
})

async function setCreatedAt(id: number, iso: string): Promise<void> {
  const query = sql`UPDATE form_submissions SET created_at = ${iso} WHERE id = ${id}`
  if (payload.db.name === 'postgres') await (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle.execute(query)
  else await (payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown> } }).drizzle.run(query)
}

async function totalSpamBytes(): Promise<number> {
  const { docs } = await payload.find({ collection: 'form-submissions', where: { status: { equals: 'spam' } }, select: { storedBytes: true }, pagination: false, overrideAccess: true })
  return docs.reduce((sum, doc) => sum + (doc.storedBytes ?? 1024), 0)
}
