/**
 * The contact form against hostile names (issue 17, items 5 and 8): fields named after the
 * properties of Object.prototype, uploads named to run on a server or in a browser, and visitor
 * text aimed at the From of a mail. Through the real route handlers and the outbox, against a
 * real SMTP server in this process, on this run's database (SQLite and PostgreSQL).
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { ContactForm, FormSubmission } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { adminAuthorization, createForm, feedbackRequest, type FieldValue, rest, submissionsOf } from './contact-form-helpers'
import { SmtpSink, waitFor } from './smtp-sink'

type ContactFormServer = typeof import('@/features/contact-form/index.server')

const sink = new SmtpSink()
let payload: Payload
let secret: string
let contactForm: ContactFormServer

beforeAll(async () => {
  await sink.start()
  // Before Payload is created: payload.config.ts reads the environment once, when first imported.
  process.env.SMTP_URL = sink.url
  payload = await testPayload()
  contactForm = await import('@/features/contact-form/index.server')
  secret = contactForm.deriveContactFormSecret(payload.secret)
})

afterEach(async () => {
  await contactForm.mailDeliveryIdle()
})

afterAll(async () => {
  await contactForm?.mailDeliveryIdle()
  await sink.stop()
})

/** Every property of Object.prototype: constructor, __proto__, toString, valueOf, hasOwnProperty, … */
const protoNames = Object.getOwnPropertyNames(Object.prototype)
const owner = 'owner@example.com'

async function post(form: ContactForm, fields: Record<string, FieldValue>): Promise<{ httpStatus: number; body: { status: string; invalid_fields: { field: string }[] } }> {
  const { POST } = await import('@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/feedback/route')
  const response = await POST(feedbackRequest(form, secret, fields), { params: Promise.resolve({ id: String(form.id) }) })
  return { httpStatus: response.status, body: await response.json() }
}

async function mailOf(stored: FormSubmission) {
  const messageId = `<contact-form.${stored.id}.${Date.parse(stored.createdAt)}.mail@localhost>`
  await waitFor('the mail to arrive', () => sink.withMessageId(messageId).length > 0)
  return sink.withMessageId(messageId)[0]
}

describe('fields named after Object.prototype’s properties (issue 17, item 5)', () => {
  it('lists the names the test posts', () => {
    expect(protoNames).toEqual(expect.arrayContaining(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__']))
  })

  it('takes a form whose fields are named so, stores exactly its fields and mails their values', async () => {
    const form = await createForm(payload, {
      form: `<label> Name [text* constructor] </label>
<label> Note [textarea toString] </label>
<label> Colour [checkbox valueOf "toString" "constructor"] </label>
<label> Size [select isPrototypeOf "__proto__" "valueOf"] </label>
<label> Other [text hasOwnProperty] </label>
[submit "Send"]`,
      mail: { recipient: owner, sender: 'Vitrine <website@example.com>', subject: 'From [constructor]', body: 'Note: [toString]\nColour: [valueOf]\nSize: [_raw_isPrototypeOf]\nOther: [hasOwnProperty]\nProto: [__proto__]' },
    })
    // Every prototype name posted as a field, its value its own name; the form's own fields get real values.
    const fields: Record<string, FieldValue> = Object.fromEntries(protoNames.map((name) => [name, name]))
    Object.assign(fields, { constructor: 'Ada Lovelace', toString: 'Hello', valueOf: ['toString', 'constructor'], isPrototypeOf: '__proto__', hasOwnProperty: '' })
    const { httpStatus, body } = await post(form, fields)
    expect(httpStatus).toBe(200)
    expect(body.status).toBe('mail_sent')

    const [stored] = await submissionsOf(payload, form)
    expect(stored.data).toEqual({ constructor: 'Ada Lovelace', toString: 'Hello', valueOf: ['toString', 'constructor'], isPrototypeOf: '__proto__', hasOwnProperty: '' })
    const received = await mailOf(stored)
    expect(received.parsed.subject).toBe('From Ada Lovelace')
    // A mail-tag naming no field of the form ([__proto__]) is left as typed, as CF7 leaves unknown tags.
    expect(received.parsed.text?.trim()).toBe('Note: Hello\nColour: toString, constructor\nSize: __proto__\nOther: \nProto: [__proto__]')
  })

  it('answers a form without such fields with its own outcome, whatever extra names are posted', async () => {
    const form = await createForm(payload, { form: '<label> Your email [email* your-email] </label>\n<label> Message [textarea your-message] </label>\n[submit "Send"]', mail: { recipient: owner } })
    const extra = Object.fromEntries(protoNames.map((name) => [name, name]))

    const sent = await post(form, { ...extra, 'your-email': 'ada@example.com', 'your-message': 'constructor' })
    expect(sent).toMatchObject({ httpStatus: 200, body: { status: 'mail_sent' } })
    const [stored] = await submissionsOf(payload, form)
    expect(stored.data).toEqual({ 'your-email': 'ada@example.com', 'your-message': 'constructor' })

    const invalid = await post(form, extra)
    expect(invalid).toMatchObject({ httpStatus: 200, body: { status: 'validation_failed', invalid_fields: [{ field: 'your-email' }] } })
  })

  it('answers the post without JavaScript with its result page, not an error', async () => {
    const form = await createForm(payload, { form: '<label> Name [text* constructor] </label>\n[submit "Send"]' })
    const { POST } = await import('@/app/(site)/contact-form/[id]/submit/route')
    const request = feedbackRequest(form, secret, { ...Object.fromEntries(protoNames.map((name) => [name, name])), constructor: '' })
    const plain = new Request(request.url.replace(/\/wp-json\/.*$/, `/contact-form/${form.id}/submit`), {
      method: 'POST',
      headers: { ...Object.fromEntries(request.headers), accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([...(await request.formData()).entries()].map(([name, value]) => [name, String(value)])),
    })
    const response = await POST(plain, { params: Promise.resolve({ id: String(form.id) }) })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/contact-form/${form.id}`)
    // The outcome the result page shows: the form's own answer (its one field is empty), not "cannot take messages".
    const cookie = /^[^=]+=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
    const result = contactForm.decodeResult(secret, cookie ? decodeURIComponent(cookie) : undefined, Date.now())
    expect(result).toMatchObject({ status: 'validation_failed', invalidFields: [{ field: 'constructor' }] })
  })

  it('exports such columns in the CSV', async () => {
    const form = await createForm(payload, { form: '<label> Name [text* constructor] </label>\n<label> N [text valueOf] </label>\n[submit "Send"]', mail: { recipient: owner } })
    expect((await post(form, { constructor: 'Grace', toString: 'x' })).body.status).toBe('mail_sent')
    const response = await rest('GET', `/api/form-submissions/export.csv?form=${form.id}`, { Authorization: await adminAuthorization(payload) })
    expect(response.status).toBe(200)
    const [header, row] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toContain('constructor')
    expect(row).toContain('Grace')
  })
})

describe('uploads with names that run somewhere (issue 17, item 5)', () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01])
  const dangerous = /\.(php\d?|phtml|phar|html?|xhtml|svgz?|exe|com|bat|cmd|js|mjs|sh|jsp|aspx?|cgi|pl|py|htaccess)$/i

  it('stores them under generated names, keeps the visitor’s name as data, and attaches them under a name whose extension matches the content', async () => {
    const form = await createForm(payload, {
      form: '[file a filetypes:jpg] [file b filetypes:txt] [file c filetypes:txt] [file d filetypes:jpg|txt] [file e filetypes:jpg]\n[submit "Send"]',
      mail: { recipient: owner, sender: 'Vitrine <website@example.com>', subject: 'Files', body: 'Files: [a], [b], [c], [d], [e]', attachments: '[a] [b] [c] [d] [e]' },
    })
    const text = Buffer.from('<html><script>alert(1)</script></html>\n')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>\n')
    const { body } = await post(form, {
      a: new File([JPEG], 'shell.php', { type: 'image/jpeg' }),
      b: new File([text], 'page.html', { type: 'text/html' }),
      c: new File([svg], 'logo.svg', { type: 'image/svg+xml' }),
      d: new File([JPEG], 'setup.exe', { type: 'application/x-msdownload' }),
      e: new File([JPEG], 'holiday photo.JPG', { type: 'image/jpeg' }),
    })
    expect(body.status).toBe('mail_sent')

    const [stored] = await submissionsOf(payload, form)
    expect((stored.attachments ?? []).map(({ field, filename, originalName, mimeType }) => ({ field, filename, originalName, mimeType }))).toEqual([
      { field: 'a', filename: 'shell_php.jpg', originalName: 'shell.php', mimeType: 'image/jpeg' },
      { field: 'b', filename: 'page_html.txt', originalName: 'page.html', mimeType: 'text/plain' },
      { field: 'c', filename: 'logo_svg.txt', originalName: 'logo.svg', mimeType: 'text/plain' },
      { field: 'd', filename: 'setup_exe.jpg', originalName: 'setup.exe', mimeType: 'image/jpeg' },
      { field: 'e', filename: 'holiday photo.JPG', originalName: 'holiday photo.JPG', mimeType: 'image/jpeg' },
    ])
    for (const attachment of stored.attachments ?? []) {
      expect(attachment.storedAs).toMatch(/^form-uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}$/)
      expect(attachment.filename).not.toMatch(dangerous)
    }

    const received = await mailOf(stored)
    const names = received.parsed.attachments.map((file) => file.filename)
    expect(names).toEqual(['shell_php.jpg', 'page_html.txt', 'logo_svg.txt', 'setup_exe.jpg', 'holiday photo.JPG'])
    for (const name of names) expect(name).not.toMatch(dangerous)
    expect(received.parsed.text?.trim()).toBe('Files: shell_php.jpg, page_html.txt, logo_svg.txt, setup_exe.jpg, holiday photo.JPG')
  })
})

describe('the From of a mail (issue 17, item 8)', () => {
  it('never takes its display name or address from what the visitor typed', async () => {
    const form = await createForm(payload, {
      form: '<label> Your name [text* your-name] </label>\n<label> Your email [email* your-email] </label>\n[submit "Send"]',
      mail: { recipient: owner, sender: '[your-name] <website@example.com>', subject: 'Hello', body: 'From [your-name]', additionalHeaders: 'Reply-To: [your-email]' },
    })
    const { body } = await post(form, { 'your-name': 'PayPal Security Team', 'your-email': 'ada@example.com' })
    expect(body.status).toBe('mail_sent')
    const [stored] = await submissionsOf(payload, form)
    const received = await mailOf(stored)
    const site = await payload.findGlobal({ slug: 'site', overrideAccess: true })
    expect(received.parsed.from?.value).toEqual([{ address: 'website@example.com', name: site.title }])
    expect(received.raw).not.toMatch(/^From:.*PayPal/im)
    // Where replies go may still come from the visitor: that is what Reply-To is for.
    expect(received.parsed.replyTo?.value).toEqual([{ address: 'ada@example.com', name: '' }])
  })
})
