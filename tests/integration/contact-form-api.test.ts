/**
 * The contact form's Contact Form 7-compatible REST API and its post without JavaScript, called
 * through the route handlers with real Request objects, against this run's database (SQLite
 * and PostgreSQL). Every test creates its own form and posts from its own IP address, so tests
 * never see each other's submissions (the rate limit counts by address).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postNoJs } from '@/app/(site)/contact-form/[id]/submit/route'
import { POST as postFeedback } from '@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/feedback/route'
import { GET as getSchema } from '@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/feedback/schema/route'
import { GET as getRefill } from '@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/refill/route'
import { defaultMessages, extraMessages, HONEYPOT_FIELD, STARTED_FIELD } from '@/features/contact-form'
import {
  ContactFormBlockView,
  decodeResult,
  defaultDeps,
  deriveContactFormSecret,
  handleFeedback,
  quizAnswerHash,
  readStartedAt,
  RESULT_COOKIE,
  signStartedAt,
} from '@/features/contact-form/index.server'
import type { ContactForm, FormSubmission } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { ctx, unique, validationErrors } from './content-helpers'

let payload: Payload
let secret: string
let dataDir: string

beforeAll(async () => {
  payload = await testPayload()
  secret = deriveContactFormSecret(payload.secret)
  dataDir = path.resolve(process.env.DATA_DIR ?? '')
})

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Vitrine test'
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01])
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1')

const demoTemplate = `<label> Your name [text* your-name] </label>
<label> Your email [email* your-email] </label>
<label> Subject [text* your-subject] </label>
<label> Your message [textarea your-message] </label>
[submit "Send"]`

async function createForm(template = demoTemplate, extra: Partial<ContactForm> = {}): Promise<ContactForm> {
  return payload.create({
    collection: 'contact-forms',
    data: { title: `API form ${unique()}`, form: template, ...extra },
    overrideAccess: true,
    context: ctx,
  })
}

/** A documentation address of its own for each test, so the per-IP rate limit never crosses tests. */
function uniqueIp(): string {
  const hex = randomBytes(8).toString('hex').match(/.{4}/g) ?? []
  return `2001:db8::${hex.join(":")}`
}

const unitTagOf = (formId: number, postId = 5, ordinal = 1) => `wpcf7-f${formId}-p${postId}-o${ordinal}`

type FieldValue = string | string[] | File

type PostOptions = {
  ip?: string
  userAgent?: string | null
  /** The signed start time; default: 10 s ago. null leaves the field out. */
  started?: string | null
  unitTag?: string | null
  headers?: Record<string, string>
}

function hiddenFields(form: ContactForm, options: PostOptions): Record<string, string> {
  const fields: Record<string, string> = {
    _wpcf7: String(form.id),
    _wpcf7_version: '6.0.6',
    _wpcf7_locale: 'en_US',
    _wpcf7_container_post: '5',
    _wpcf7_posted_data_hash: '',
    [HONEYPOT_FIELD]: '',
  }
  if (options.unitTag !== null) fields._wpcf7_unit_tag = options.unitTag ?? unitTagOf(form.id)
  if (options.started !== null) fields[STARTED_FIELD] = options.started ?? signStartedAt(secret, Date.now() - 10_000)
  return fields
}

function multipart(fields: Record<string, FieldValue>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(name, item)
    else body.append(name, value)
  }
  return body
}

function visitorHeaders(options: PostOptions): Record<string, string> {
  return {
    'x-forwarded-for': options.ip ?? uniqueIp(),
    ...(options.userAgent === null ? {} : { 'user-agent': options.userAgent ?? BROWSER }),
    referer: 'http://localhost:3000/contact',
    ...options.headers,
  }
}

function feedbackRequest(form: ContactForm, fields: Record<string, FieldValue>, options: PostOptions = {}): Request {
  return new Request(`http://localhost/wp-json/contact-form-7/v1/contact-forms/${form.id}/feedback`, {
    method: 'POST',
    headers: visitorHeaders(options),
    body: multipart({ ...hiddenFields(form, options), ...fields }),
  })
}

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

async function send(form: ContactForm, fields: Record<string, FieldValue>, options: PostOptions = {}): Promise<Response> {
  return postFeedback(feedbackRequest(form, fields, options), params(form.id))
}

async function submissionsOf(form: ContactForm): Promise<FormSubmission[]> {
  const { docs } = await payload.find({ collection: 'form-submissions', where: { form: { equals: form.id } }, overrideAccess: true, depth: 0, limit: 100, sort: 'id' })
  return docs
}

const demoValues = { 'your-name': 'Ada Lovelace', 'your-email': 'ada@example.com', 'your-subject': 'Engines', 'your-message': 'Hello' }

/** The exact CF7 6 shape of an answer without field errors. */
function expectFeedback(body: unknown, form: ContactForm, status: string, message: string, hash: 'empty' | 'hash', unitTag = unitTagOf(form.id)) {
  expect(body).toEqual({
    contact_form_id: form.id,
    status,
    message,
    posted_data_hash: hash === 'empty' ? '' : expect.stringMatching(/^[0-9a-f]{64}$/),
    into: `#${unitTag}`,
    invalid_fields: [],
  })
}

describe('POST …/contact-forms/{id}/feedback: mail_sent', () => {
  it('stores the submission with mailStatus queued, then answers mail_sent in CF7 6’s shape', async () => {
    const form = await createForm()
    const ip = uniqueIp()
    const response = await send(form, demoValues, { ip })

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expectFeedback(await response.json(), form, 'mail_sent', defaultMessages.mail_sent_ok, 'hash')

    const [stored, ...others] = await submissionsOf(form)
    expect(others).toEqual([])
    expect(stored).toMatchObject({
      form: form.id,
      status: 'mail_sent',
      mailStatus: 'queued',
      summary: 'Ada Lovelace <ada@example.com> — Engines',
      data: demoValues,
      meta: { remoteIp: ip, userAgent: BROWSER, url: 'http://localhost:3000/contact', unitTag: unitTagOf(form.id), containerPost: 5 },
      attachments: [],
    })
    // Hidden fields, the honeypot and the start token are never stored.
    expect(Object.keys(stored.data as object).sort()).toEqual(Object.keys(demoValues).sort())
  })

  it('answers the form’s own message when the editor changed it', async () => {
    const form = await createForm(demoTemplate, { messages: { mail_sent_ok: 'Thanks, we will write back soon.' } })
    expectFeedback(await (await send(form, demoValues)).json(), form, 'mail_sent', 'Thanks, we will write back soon.', 'hash')
  })

  it('stores script tags in every field exactly as typed, and answers JSON only', async () => {
    const form = await createForm()
    const hostile = {
      'your-name': '<script>alert(1)</script>',
      'your-email': 'ada@example.com',
      'your-subject': '<img src=x onerror="alert(2)">',
      'your-message': '</textarea><script>document.location="//evil.example"</script>',
    }
    const response = await send(form, hostile)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await response.json()).status).toBe('mail_sent')
    const [stored] = await submissionsOf(form)
    expect(stored.data).toEqual(hostile)
  })
})

describe('POST …/feedback: validation_failed', () => {
  const everyType = `[text* f-text minlength:2]
[email* f-email]
[url* f-url]
[tel* f-tel]
[number* f-number min:1 max:9]
[range* f-range min:1 max:9]
[date* f-date min:2020-01-01]
[time* f-time]
[textarea* f-textarea maxlength:20]
[select* f-select "A" "B"]
[checkbox* f-checkbox "x" "y"]
[radio f-radio "a" "b"]
[acceptance f-acceptance] I agree [/acceptance]
[quiz f-quiz "1+1=?|2"]
[file* f-file limit:1kb filetypes:pdf]
[hidden f-hidden "h"]
[submit "Send"]`
  const settings = { additionalSettings: 'acceptance_as_validation: on' }

  function invalidField(form: ContactForm, field: string, message: string) {
    return {
      field,
      message,
      idref: null,
      error_id: `${unitTagOf(form.id)}-ve-${field}`,
      into: `span.wpcf7-form-control-wrap[data-name="${field}"]`,
    }
  }

  it('lists every tag type left empty, each with field, message, idref, error_id and into', async () => {
    const form = await createForm(everyType, settings)
    const response = await send(form, {})
    expect(response.status).toBe(200)
    const m = defaultMessages
    expect(await response.json()).toEqual({
      contact_form_id: form.id,
      status: 'validation_failed',
      message: m.validation_error,
      posted_data_hash: '',
      into: `#${unitTagOf(form.id)}`,
      invalid_fields: [
        invalidField(form, 'f-text', m.invalid_required),
        invalidField(form, 'f-email', m.invalid_required),
        invalidField(form, 'f-url', m.invalid_required),
        invalidField(form, 'f-tel', m.invalid_required),
        invalidField(form, 'f-number', m.invalid_required),
        invalidField(form, 'f-range', m.invalid_required),
        invalidField(form, 'f-date', m.invalid_required),
        invalidField(form, 'f-time', m.invalid_required),
        invalidField(form, 'f-textarea', m.invalid_required),
        invalidField(form, 'f-select', m.invalid_required),
        invalidField(form, 'f-checkbox', m.invalid_required),
        invalidField(form, 'f-radio', m.invalid_required),
        invalidField(form, 'f-acceptance', m.accept_terms),
        invalidField(form, 'f-quiz', m.quiz_answer_not_correct),
        invalidField(form, 'f-file', m.invalid_required),
      ],
    })
    expect(await submissionsOf(form)).toEqual([])
  })

  it('gives each tag type its own message for a wrong value', async () => {
    const form = await createForm(everyType, settings)
    const response = await send(form, {
      'f-text': 'a',
      'f-email': 'not-an-address',
      'f-url': 'javascript:alert(1)',
      'f-tel': '12',
      'f-number': '99',
      'f-range': '0',
      'f-date': '2019-12-31',
      'f-time': '25:00',
      'f-textarea': 'x'.repeat(21),
      'f-select': 'Z',
      'f-checkbox': ['x', 'zz'],
      'f-radio': 'c',
      'f-acceptance': '',
      'f-quiz': '3',
      '_wpcf7_quiz_answer_f-quiz': quizAnswerHash(secret, '2'),
      'f-file': new File(['plain text, not a PDF'], 'notes.pdf', { type: 'application/pdf' }),
    })
    const m = { ...defaultMessages, ...extraMessages }
    const body = await response.json()
    expect(body.status).toBe('validation_failed')
    expect(body.invalid_fields).toEqual([
      invalidField(form, 'f-text', m.invalid_too_short),
      invalidField(form, 'f-email', m.invalid_email),
      invalidField(form, 'f-url', m.invalid_url),
      invalidField(form, 'f-tel', m.invalid_tel),
      invalidField(form, 'f-number', m.number_too_large),
      invalidField(form, 'f-range', m.number_too_small),
      invalidField(form, 'f-date', m.date_too_early),
      invalidField(form, 'f-time', m.invalid_time),
      invalidField(form, 'f-textarea', m.invalid_too_long),
      invalidField(form, 'f-select', m.invalid_choice),
      invalidField(form, 'f-checkbox', m.invalid_choice),
      invalidField(form, 'f-radio', m.invalid_choice),
      invalidField(form, 'f-acceptance', m.accept_terms),
      invalidField(form, 'f-quiz', m.quiz_answer_not_correct),
      invalidField(form, 'f-file', m.upload_file_type_invalid),
    ])
  })

  it('accepts the same form filled in correctly', async () => {
    const form = await createForm(everyType, settings)
    const response = await send(form, {
      'f-text': 'ab',
      'f-email': 'ada@example.com',
      'f-url': 'example.com',
      'f-tel': '+44 20 7946 0958',
      'f-number': '5',
      'f-range': '3',
      'f-date': '2024-02-29',
      'f-time': '09:30',
      'f-textarea': 'short',
      'f-select': 'B',
      'f-checkbox[]': ['x', 'y'],
      'f-radio': 'a',
      'f-acceptance': '1',
      'f-quiz': ' ２ ',
      '_wpcf7_quiz_answer_f-quiz': quizAnswerHash(secret, '2'),
      'f-file': new File([PDF], 'plan.pdf', { type: 'application/pdf' }),
    })
    expect((await response.json()).status).toBe('mail_sent')
    const [stored] = await submissionsOf(form)
    expect(stored.data).toEqual({
      'f-text': 'ab',
      'f-email': 'ada@example.com',
      'f-url': 'http://example.com',
      'f-tel': '+44 20 7946 0958',
      'f-number': '5',
      'f-range': '3',
      'f-date': '2024-02-29',
      'f-time': '09:30',
      'f-textarea': 'short',
      'f-select': 'B',
      'f-checkbox': ['x', 'y'],
      'f-radio': 'a',
      'f-acceptance': '1',
      'f-hidden': '',
    })
    expect(stored.attachments).toMatchObject([{ field: 'f-file', filename: 'plan.pdf', mimeType: 'application/pdf', size: PDF.length }])
  })

  it('refuses CRLF in the email field with the email message (no header injection reaches storage)', async () => {
    const form = await createForm()
    const response = await send(form, { ...demoValues, 'your-email': 'ada@example.com\r\nBcc: victim@example.com' })
    const body = await response.json()
    expect(body.status).toBe('validation_failed')
    expect(body.invalid_fields).toEqual([invalidField(form, 'your-email', defaultMessages.invalid_email)])
    expect(await submissionsOf(form)).toEqual([])
  })
})

describe('POST …/feedback: acceptance_missing', () => {
  it('answers acceptance_missing for an unticked box and stores nothing', async () => {
    const form = await createForm(`${demoTemplate}\n[acceptance terms] I agree [/acceptance]`)
    const response = await send(form, demoValues)
    expectFeedback(await response.json(), form, 'acceptance_missing', defaultMessages.accept_terms, 'empty')
    expect(await submissionsOf(form)).toEqual([])
  })
})

describe('POST …/feedback: spam', () => {
  async function expectSpam(form: ContactForm, response: Response, reason: string) {
    expect(response.status).toBe(200)
    expectFeedback(await response.json(), form, 'spam', defaultMessages.spam, 'empty')
    const stored = await submissionsOf(form)
    expect(stored.at(-1)).toMatchObject({ status: 'spam', spamReason: reason, mailStatus: 'none', data: demoValues })
  }

  it('flags a filled honeypot', async () => {
    const form = await createForm()
    await expectSpam(form, await send(form, { ...demoValues, [HONEYPOT_FIELD]: 'https://spam.example' }), 'honeypot')
  })

  it('flags a post sooner than 3 s after the form was shown', async () => {
    const form = await createForm()
    await expectSpam(form, await send(form, demoValues, { started: signStartedAt(secret, Date.now() - 1000) }), 'too_fast')
  })

  it('flags a missing or forged start token', async () => {
    const form = await createForm()
    await expectSpam(form, await send(form, demoValues, { started: null }), 'invalid_start_token')
    const forged = `${Date.now() - 60_000}.${'0'.repeat(64)}`
    await expectSpam(form, await send(form, demoValues, { started: forged }), 'invalid_start_token')
  })

  it('flags a disallowed word in a value, in any case', async () => {
    const form = await createForm(demoTemplate, { additionalSettings: 'disallowed_words: casino, cheap pills' })
    const values = { ...demoValues, 'your-message': 'Best CASINO bonus' }
    const response = await send(form, values)
    expectFeedback(await response.json(), form, 'spam', defaultMessages.spam, 'empty')
    expect((await submissionsOf(form))[0]).toMatchObject({ status: 'spam', spamReason: 'disallowed_words', data: values })
  })

  it('flags a disallowed word in the user agent or the address', async () => {
    const form = await createForm(demoTemplate, { additionalSettings: 'disallowed_words: badbot, 2001:db8:dead' })
    await expectSpam(form, await send(form, demoValues, { userAgent: 'BadBot/1.0' }), 'disallowed_words')
    await expectSpam(form, await send(form, demoValues, { ip: '2001:db8:dead::1' }), 'disallowed_words')
  })

  it('flags a missing or one-character user agent', async () => {
    const form = await createForm()
    await expectSpam(form, await send(form, demoValues, { userAgent: null }), 'user_agent')
    await expectSpam(form, await send(form, demoValues, { userAgent: 'x' }), 'user_agent')
  })

  it('refuses an address after 10 submissions in 10 minutes with 429, counted in the database, and stores nothing of it', async () => {
    const form = await createForm()
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) expect((await (await send(form, demoValues, { ip })).json()).status).toBe('mail_sent')
    const refused = await send(form, demoValues, { ip })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await refused.json()).code).toBe('wpcf7_too_many_requests')
    // Another address is not affected. (More in contact-form-limits.test.ts.)
    expect((await (await send(form, demoValues)).json()).status).toBe('mail_sent')
    expect((await submissionsOf(form)).map((doc) => doc.status)).toEqual(Array(11).fill('mail_sent'))
  })

  it('keeps a spam submission’s file described but never writes its bytes', async () => {
    const form = await createForm(`${demoTemplate}\n[file upload filetypes:jpg]`)
    const response = await send(form, { ...demoValues, [HONEYPOT_FIELD]: 'x', upload: new File([JPEG], 'me.jpg') })
    expect((await response.json()).status).toBe('spam')
    const [stored] = await submissionsOf(form)
    expect(stored.attachments).toMatchObject([{ field: 'upload', filename: 'me.jpg', storedAs: null, mimeType: 'image/jpeg', size: JPEG.length }])
  })
})

describe('POST …/feedback: aborted and mail_failed', () => {
  it('answers aborted when a before-mail hook aborts, and stores the submission unmailed', async () => {
    const form = await createForm()
    const response = await handleFeedback(payload, feedbackRequest(form, demoValues), String(form.id), { ...defaultDeps, beforeMail: () => true })
    expectFeedback(await response.json(), form, 'aborted', defaultMessages.aborted, 'hash')
    expect(await submissionsOf(form)).toMatchObject([{ status: 'aborted', mailStatus: 'none' }])
  })

  it('answers mail_failed when the mail cannot be queued, and keeps the submission with the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const form = await createForm()
    const deps = {
      ...defaultDeps,
      queueMail: async () => {
        throw new Error('The outbox is unreachable')
      },
    }
    const response = await handleFeedback(payload, feedbackRequest(form, demoValues), String(form.id), deps)
    expectFeedback(await response.json(), form, 'mail_failed', defaultMessages.mail_sent_ng, 'hash')
    expect(await submissionsOf(form)).toMatchObject([{ status: 'mail_failed', mailStatus: 'failed', mailError: 'The outbox is unreachable', data: demoValues }])
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })
})

describe('POST …/feedback: request errors', () => {
  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await response.json()
    expect(body).toEqual({ code, message: expect.any(String), data: { status } })
    expect(body.message.length).toBeGreaterThan(20)
    return body
  }

  it('answers 415 for a JSON body and for an urlencoded body', async () => {
    const form = await createForm()
    const url = `http://localhost/wp-json/contact-form-7/v1/contact-forms/${form.id}/feedback`
    const json = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoValues) })
    expect((await expectError(await postFeedback(json, params(form.id)), 415, 'wpcf7_unsupported_media_type')).message).toContain('multipart/form-data')
    const urlencoded = new Request(url, { method: 'POST', body: new URLSearchParams(demoValues) })
    await expectError(await postFeedback(urlencoded, params(form.id)), 415, 'wpcf7_unsupported_media_type')
  })

  it('answers 404 for an unknown, non-numeric or out-of-range form id', async () => {
    const form = await createForm()
    for (const id of ['999999999', 'abc', '12abc', '0', '-1', '99999999999999999999']) {
      await expectError(await postFeedback(feedbackRequest(form, demoValues), params(id)), 404, 'wpcf7_not_found')
    }
  })

  it('answers 400 when the unit tag is missing', async () => {
    const form = await createForm()
    await expectError(await send(form, demoValues, { unitTag: null }), 400, 'wpcf7_missing_unit_tag')
    await expectError(await send(form, demoValues, { unitTag: '<>"' }), 400, 'wpcf7_missing_unit_tag')
    expect(await submissionsOf(form)).toEqual([])
  })

  it('answers 413 for a body over 10 MB, announced or not', async () => {
    const form = await createForm(`${demoTemplate}\n[file upload limit:20mb]`)
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.jpg')
    await expectError(await send(form, { ...demoValues, upload: big }), 413, 'wpcf7_payload_too_large')
    const announced = feedbackRequest(form, demoValues, { headers: { 'content-length': String(50 * 1024 * 1024) } })
    await expectError(await postFeedback(announced, params(form.id)), 413, 'wpcf7_payload_too_large')
    expect(await submissionsOf(form)).toEqual([])
  })

  it('answers 400 for 10,000 fields', async () => {
    const form = await createForm()
    const fields = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`field-${i}`, 'x']))
    await expectError(await send(form, { ...demoValues, ...fields }), 400, 'wpcf7_too_many_fields')
  })

  it('answers 400 for a malformed multipart body', async () => {
    const form = await createForm()
    const request = new Request(`http://localhost/wp-json/contact-form-7/v1/contact-forms/${form.id}/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', 'user-agent': BROWSER },
      body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
    })
    await expectError(await postFeedback(request, params(form.id)), 400, 'wpcf7_malformed_body')
  })
})

describe('POST …/feedback: uploaded files', () => {
  it('stores files under generated names inside DATA_DIR/form-uploads, whatever the visitor named them', async () => {
    const form = await createForm(`${demoTemplate}\n[file photo filetypes:jpg] [file invoice filetypes:jpg|pdf]`)
    const response = await send(form, {
      ...demoValues,
      photo: new File([JPEG], '../../../../etc/passwd.jpg', { type: 'image/jpeg' }),
      invoice: new File([JPEG], 'invoice.php.jpg', { type: 'application/x-php' }),
    })
    expect((await response.json()).status).toBe('mail_sent')
    const [stored] = await submissionsOf(form)
    const attachments = stored.attachments ?? []
    expect(attachments.map(({ field, filename, mimeType, size }) => ({ field, filename, mimeType, size }))).toEqual([
      { field: 'photo', filename: 'passwd.jpg', mimeType: 'image/jpeg', size: JPEG.length },
      { field: 'invoice', filename: 'invoice_php.jpg', mimeType: 'image/jpeg', size: JPEG.length },
    ])
    const uploads = path.join(dataDir, 'form-uploads')
    for (const attachment of attachments) {
      expect(attachment.storedAs).toMatch(/^form-uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}$/)
      const file = path.resolve(dataDir, attachment.storedAs ?? '')
      expect(path.relative(uploads, file).startsWith('..')).toBe(false)
      expect(fs.readFileSync(file).equals(JPEG)).toBe(true)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    }
    // Both files of one submission share its folder.
    expect(new Set(attachments.map((a) => path.dirname(a.storedAs ?? ''))).size).toBe(1)
    expect(fs.existsSync(path.resolve(dataDir, '../etc/passwd.jpg'))).toBe(false)
  })
})

describe('GET …/contact-forms/{id}/refill', () => {
  it('gives each quiz a question with its answer hash, and a fresh start token', async () => {
    const form = await createForm(`${demoTemplate}\n[quiz q "1+1=?|2" "2+2=?|4"]`)
    const before = Date.now()
    const response = await getRefill(new Request(`http://localhost/x`, { headers: { 'X-WP-Nonce': 'abc123' } }), params(form.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['quiz', 'started'])
    const [question, hash] = body.quiz.q
    const answer = { '1+1=?': '2', '2+2=?': '4' }[question as '1+1=?' | '2+2=?']
    expect(answer).toBeDefined()
    expect(hash).toBe(quizAnswerHash(secret, answer ?? ''))
    expect(readStartedAt(secret, body.started)).toBeGreaterThanOrEqual(before)
  })

  it('answers only the start token for a form without a quiz, and 404 for an unknown form', async () => {
    const form = await createForm()
    const body = await (await getRefill(new Request('http://localhost/x'), params(form.id))).json()
    expect(Object.keys(body)).toEqual(['started'])
    expect((await getRefill(new Request('http://localhost/x'), params('nope'))).status).toBe(404)
  })
})

describe('GET …/contact-forms/{id}/feedback/schema', () => {
  it('publishes the rules of each tag in CF7’s schema shape, with the form’s messages', async () => {
    const form = await createForm('[text* name maxlength:80] [email your-email] [number n min:1 max:9 step:2] [select s "A" "B"] [radio r "X" "Y"] [range v] [file f limit:2kb filetypes:pdf]', {
      messages: { invalid_required: 'Required, please.' },
    })
    const response = await getSchema(new Request('http://localhost/x'), params(form.id))
    expect(response.status).toBe(200)
    // CF7 6.x's schema 2024-10 (issue 17, items 14 to 16): strings for thresholds and bases, no maxitems
    // for a select, CF7's sentence for a radio group's maxitems, and a range's 0 to 100.
    expect(await response.json()).toEqual({
      version: 'Contact Form 7 SWV Schema 2024-10',
      locale: 'en_US',
      rules: [
        { rule: 'required', field: 'name', error: 'Required, please.' },
        { rule: 'maxlength', field: 'name', error: defaultMessages.invalid_too_long, threshold: '80' },
        { rule: 'email', field: 'your-email', error: defaultMessages.invalid_email },
        { rule: 'maxlength', field: 'your-email', error: defaultMessages.invalid_too_long, threshold: '400' },
        { rule: 'number', field: 'n', error: defaultMessages.invalid_number },
        { rule: 'minnumber', field: 'n', error: defaultMessages.number_too_small, threshold: '1' },
        { rule: 'maxnumber', field: 'n', error: defaultMessages.number_too_large, threshold: '9' },
        { rule: 'stepnumber', field: 'n', error: defaultMessages.invalid_number, base: '1', interval: 2 },
        { rule: 'enum', field: 's', error: extraMessages.invalid_choice, accept: ['A', 'B'] },
        { rule: 'required', field: 'r', error: 'Required, please.' },
        { rule: 'maxitems', field: 'r', error: 'Too many items are selected.', threshold: '1' },
        { rule: 'enum', field: 'r', error: extraMessages.invalid_choice, accept: ['X', 'Y'] },
        { rule: 'number', field: 'v', error: defaultMessages.invalid_number },
        { rule: 'minnumber', field: 'v', error: defaultMessages.number_too_small, threshold: '0' },
        { rule: 'maxnumber', field: 'v', error: defaultMessages.number_too_large, threshold: '100' },
        { rule: 'file', field: 'f', error: defaultMessages.upload_file_type_invalid, accept: ['.pdf'] },
        { rule: 'maxfilesize', field: 'f', error: defaultMessages.upload_file_too_large, threshold: '2048' },
      ],
    })
    expect((await getSchema(new Request('http://localhost/x'), params('999999999'))).status).toBe(404)
  })
})

describe('POST /contact-form/{id}/submit (without JavaScript)', () => {
  function browserPost(form: ContactForm, body: URLSearchParams | FormData, accept = 'text/html,application/xhtml+xml'): Request {
    return new Request(`http://localhost/contact-form/${form.id}/submit`, {
      method: 'POST',
      headers: { ...visitorHeaders({}), accept, host: 'localhost:3000' },
      body,
    })
  }

  function urlencoded(form: ContactForm, fields: Record<string, string>): URLSearchParams {
    return new URLSearchParams({ ...hiddenFields(form, {}), ...fields })
  }

  it('redirects a browser to the result page with the tips and values in a signed cookie', async () => {
    const form = await createForm()
    const response = await postNoJs(browserPost(form, urlencoded(form, { ...demoValues, 'your-email': 'nope' })), params(form.id))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/contact-form/${form.id}`)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${RESULT_COOKIE}=[^;]+; Path=/contact-form/${form.id}; Max-Age=120; HttpOnly; SameSite=Lax$`))
    const result = decodeResult(secret, cookie.split(';')[0].split('=')[1], Date.now())
    expect(result).toMatchObject({
      formId: form.id,
      postId: 5,
      ordinal: 1,
      status: 'validation_failed',
      message: defaultMessages.validation_error,
      invalidFields: [{ field: 'your-email', message: defaultMessages.invalid_email, idref: null }],
      values: { ...demoValues, 'your-email': 'nope' },
      returnTo: '/contact',
    })
    expect(await submissionsOf(form)).toEqual([])
  })

  it('stores a valid urlencoded post and shows mail_sent with the form reset', async () => {
    const form = await createForm()
    const response = await postNoJs(browserPost(form, urlencoded(form, demoValues)), params(form.id))
    expect(response.status).toBe(303)
    const result = decodeResult(secret, (response.headers.get('set-cookie') ?? '').split(';')[0].split('=')[1], Date.now())
    expect(result).toMatchObject({ status: 'mail_sent', message: defaultMessages.mail_sent_ok, values: {}, invalidFields: [] })
    expect(await submissionsOf(form)).toMatchObject([{ status: 'mail_sent', mailStatus: 'queued', data: demoValues }])
  })

  it('answers JSON to a client that does not ask for HTML, and 415 for other bodies', async () => {
    const form = await createForm()
    const response = await postNoJs(browserPost(form, urlencoded(form, demoValues), 'application/json'), params(form.id))
    expect(response.status).toBe(200)
    expectFeedback(await response.json(), form, 'mail_sent', defaultMessages.mail_sent_ok, 'hash')
    const text = new Request(`http://localhost/contact-form/${form.id}/submit`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' })
    expect((await postNoJs(text, params(form.id))).status).toBe(415)
  })
})

describe('the contact-form block', () => {
  /** The hidden inputs of rendered markup, by name. */
  function hiddenInputs(html: string): Record<string, string> {
    const inputs = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)]
    return Object.fromEntries(inputs.map((match) => [match[1], match[2]]))
  }

  it('renders the real form, posting without JavaScript to the submit route, with tokens the API accepts', async () => {
    const form = await createForm()
    const element = await ContactFormBlockView({ block: { blockType: 'contactForm', heading: 'Write to us', form }, payload, pageId: 42, ordinal: 2 })
    const html = renderToStaticMarkup(element)
    const unitTag = unitTagOf(form.id, 42, 2)
    expect(html).toContain('<h2>Write to us</h2>')
    expect(html).toContain(`action="/contact-form/${form.id}/submit#${unitTag}"`)
    expect(html).toContain('name="your-email"')
    const hidden = hiddenInputs(html)
    expect(hidden).toMatchObject({ _wpcf7: String(form.id), _wpcf7_unit_tag: unitTag, _wpcf7_container_post: '42' })

    // A visitor who took 10 s to fill it in gets mail_sent.
    const request = new Request('http://localhost/feedback', { method: 'POST', headers: visitorHeaders({}), body: multipart({ ...hidden, ...demoValues }) })
    const response = await handleFeedback(payload, request, String(form.id), { ...defaultDeps, now: () => Date.now() + 10_000 })
    expectFeedback(await response.json(), form, 'mail_sent', defaultMessages.mail_sent_ok, 'hash', unitTag)
    expect(await submissionsOf(form)).toMatchObject([{ meta: { unitTag, containerPost: 42 } }])
  })
})

describe('contact-forms: the template field', () => {
  it('refuses a template with a broken form-tag, naming its line and tag', async () => {
    const errors = await validationErrors(createForm('<label> Name [text* your-name] </label>\n[emial* your-email]'))
    expect(errors.form).toContain('Line 2, [emial* your-email]: unknown form-tag type “emial”.')
  })
})
