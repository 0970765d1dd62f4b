/**
 * The admin's inbox of form submissions through Payload's REST API (the app's own /api route
 * handlers): visitor text comes back as text, the CSV export, and attachment downloads, all for
 * signed-in admins only.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ContactForm, FormSubmission } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { ctx } from './content-helpers'
import { adminAuthorization, createForm, feedbackRequest, type FieldValue, PDF, rest, submissionsOf } from './contact-form-helpers'

let payload: Payload
let secret: string
let authorization: string
let form: ContactForm
let hostile: FormSubmission

const script = '<script>alert("x")</script>'

async function post(fields: Record<string, FieldValue>): Promise<FormSubmission> {
  const { defaultDeps, handleFeedback } = await import('@/features/contact-form/index.server')
  // No delivery in the background: this file is about what the admin reads.
  await handleFeedback(payload, feedbackRequest(form, secret, fields), String(form.id), { ...defaultDeps, startMail: undefined })
  const stored = (await submissionsOf(payload, form)).at(-1)
  if (!stored) throw new Error('Nothing was stored.')
  return stored
}

beforeAll(async () => {
  payload = await testPayload()
  const { deriveContactFormSecret } = await import('@/features/contact-form/index.server')
  secret = deriveContactFormSecret(payload.secret)
  authorization = await adminAuthorization(payload)
  form = await createForm(payload, { form: '[text* your-name] [email* your-email] [textarea your-message] [file your-file filetypes:pdf] [submit "Send"]' })
  hostile = await post({ 'your-name': script, 'your-email': 'ada@example.com', 'your-message': '=HYPERLINK("http://evil.example","click")' })
})

describe('visitor text in the admin', () => {
  it('comes back from the REST API as the text typed, in JSON', async () => {
    expect((await rest('GET', `/api/form-submissions/${hostile.id}`)).status).toBe(403)
    const response = await rest('GET', `/api/form-submissions/${hostile.id}?depth=0`, { authorization })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const doc: FormSubmission = await response.json()
    expect(doc.data).toMatchObject({ 'your-name': script })
    expect(doc.summary).toContain(script)
  })
})

describe('GET /api/form-submissions/export.csv', () => {
  it('is for admins only', async () => {
    const response = await rest('GET', `/api/form-submissions/export.csv?form=${form.id}`)
    expect(response.status).toBe(401)
    expect(await response.text()).not.toContain('script')
  })

  it('exports a form’s submissions as CSV, script tags as text and formulas neutralised', async () => {
    const response = await rest('GET', `/api/form-submissions/export.csv?form=${form.id}`, { authorization })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="form-${form.id}-submissions-\\d{4}-\\d{2}-\\d{2}\\.csv"$`))
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const csv = await response.text()
    const [header, row, end] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe('"id","submitted","form","status","spam reason","mail","mail (2)","read","your-name","your-email","your-message","attachments","remote IP","user agent","page"')
    expect(row).toContain(`"${hostile.id}",`)
    expect(row).toContain('"<script>alert(""x"")</script>","ada@example.com","\'=HYPERLINK(""http://evil.example"",""click"")"')
    expect(end).toBe('')
  })

  it('answers 400 for a malformed form id and 404 for an unknown form', async () => {
    expect((await rest('GET', '/api/form-submissions/export.csv?form=abc', { authorization })).status).toBe(400)
    expect((await rest('GET', '/api/form-submissions/export.csv?form=99999999', { authorization })).status).toBe(404)
  })
})

describe('deleting a submission', () => {
  // Regression: the files a visitor sent stayed in storage after the admin deleted the submission.
  it('deletes the files the visitor sent with it', async () => {
    const stored = await post({ 'your-name': 'Ada', 'your-email': 'ada@example.com', 'your-file': new File([PDF], 'plan.pdf', { type: 'application/pdf' }) })
    const file = path.resolve(process.env.DATA_DIR ?? '', stored.attachments?.[0]?.storedAs ?? '')
    expect(fs.existsSync(file)).toBe(true)
    await payload.delete({ collection: 'form-submissions', id: stored.id, overrideAccess: true, context: ctx })
    expect(fs.existsSync(file)).toBe(false)
    expect(fs.existsSync(path.dirname(file)), 'its folder').toBe(false)
  })
})

describe('GET /api/form-submissions/{id}/attachments/{index}', () => {
  it('streams the stored file to admins as a download that is never sniffed', async () => {
    const stored = await post({ 'your-name': 'Ada', 'your-email': 'ada@example.com', 'your-file': new File([PDF], 'plan.php.pdf', { type: 'text/html' }) })
    expect((await rest('GET', `/api/form-submissions/${stored.id}/attachments/0`)).status).toBe(401)

    const response = await rest('GET', `/api/form-submissions/${stored.id}/attachments/0`, { authorization })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="plan_php.pdf"; filename*=UTF-8''plan_php.pdf`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), PDF)).toBe(0)

    expect((await rest('GET', `/api/form-submissions/${stored.id}/attachments/1`, { authorization })).status).toBe(404)
    expect((await rest('GET', `/api/form-submissions/${stored.id}/attachments/x`, { authorization })).status).toBe(404)
  })

  it('never serves a file outside the uploads folder, even when the stored path was tampered with', async () => {
    const dataDir = path.resolve(process.env.DATA_DIR ?? '')
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'not for download')
    const tampered = await payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        status: 'spam',
        data: {},
        attachments: [
          { field: 'your-file', filename: 'a.pdf', storedAs: '../secret.txt', mimeType: 'application/pdf', size: 1 },
          { field: 'your-file', filename: 'b.pdf', storedAs: 'form-uploads/../secret.txt', mimeType: 'application/pdf', size: 1 },
          { field: 'your-file', filename: 'c.pdf', storedAs: null, mimeType: 'application/pdf', size: 1 },
        ],
      },
      overrideAccess: true,
      context: ctx,
    })
    for (const index of [0, 1, 2]) {
      const response = await rest('GET', `/api/form-submissions/${tampered.id}/attachments/${index}`, { authorization })
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('not for download')
    }
  })
})

describe('delivery fields', () => {
  it('cannot be changed by an admin’s save (only the outbox writes them)', async () => {
    const saved = await payload.update({
      collection: 'form-submissions',
      id: hostile.id,
      data: { read: true, mailStatus: 'sent', mailAttempts: 99 },
      user: await payload.find({ collection: 'users', limit: 1, overrideAccess: true }).then((result) => result.docs[0]),
      overrideAccess: false,
      context: ctx,
    })
    expect(saved).toMatchObject({ read: true, mailStatus: 'queued', mailAttempts: 0 })
  })
})
