/**
 * Files sent with a contact form, with S3_BUCKET set (decision 028), against a local s3rver and
 * an SMTP server in this test process, on SQLite and on PostgreSQL: the files go to the private
 * bucket and not to DATA_DIR, the mail carries them, the admin downloads them, and a submission
 * that cannot be stored leaves nothing behind.
 */
import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'
import { s3SettingsFrom } from '@/lib/s3-settings'
import type { ContactForm, FormSubmission } from '@/payload-types'

import { startS3Server } from '../../scripts/lib/s3-server.mjs'
import { testPayload } from '../setup/payload'
import { adminAuthorization, createForm, feedbackRequest, PDF, rest, submissionsOf } from './contact-form-helpers'
import { SmtpSink, waitFor } from './smtp-sink'

type ContactFormServer = typeof import('@/features/contact-form/index.server')

const sink = new SmtpSink()
let s3: Awaited<ReturnType<typeof startS3Server>>
let client: S3Client
let payload: Payload
let contactForm: ContactFormServer
let form: ContactForm

async function keys(prefix: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}

async function post(fields: Record<string, string | File>): Promise<{ status: string; stored: FormSubmission }> {
  const { POST } = await import('@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/feedback/route')
  const secret = contactForm.deriveContactFormSecret(payload.secret)
  const response = await POST(feedbackRequest(form, secret, fields), { params: Promise.resolve({ id: String(form.id) }) })
  const body: { status: string } = await response.json()
  const stored = (await submissionsOf(payload, form)).at(-1)
  if (!stored) throw new Error(`Nothing was stored (status ${body.status}).`)
  return { status: body.status, stored }
}

beforeAll(async () => {
  s3 = await startS3Server()
  await sink.start()
  // Before Payload is created in this worker: the environment is read once.
  Object.assign(process.env, s3.env, { SMTP_URL: sink.url })
  // The client the app itself would make from these settings.
  client = new S3Client(s3SettingsFrom(parseEnv(s3.env))!.client)
  payload = await testPayload()
  contactForm = await import('@/features/contact-form/index.server')
  form = await createForm(payload, {
    form: '<label> Your email [email* your-email] </label>\n<label> Plan [file your-file filetypes:pdf] </label>\n[submit "Send"]',
    mail: { recipient: 'owner@example.com', sender: 'Vitrine <website@example.com>', subject: 'A plan', body: 'From [your-email]', attachments: '[your-file]' },
  })
})

afterAll(async () => {
  await contactForm?.mailDeliveryIdle()
  await sink.stop()
  client?.destroy()
  await s3?.close()
})

describe('with S3_BUCKET set, a file sent with a contact form', () => {
  it('is kept in the bucket, not in DATA_DIR, mailed as an attachment, and downloaded by an admin', async () => {
    const { status, stored } = await post({ 'your-email': 'ada@example.com', 'your-file': new File([PDF], 'plan.pdf', { type: 'application/pdf' }) })
    expect(status).toBe('mail_sent')
    const storedAs = stored.attachments?.[0]?.storedAs ?? ''
    expect(storedAs).toMatch(/^form-uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}$/)
    expect(await keys('form-uploads/')).toContain(storedAs)
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: storedAs }))
    expect(Buffer.compare(Buffer.from(await object.Body!.transformToByteArray()), PDF)).toBe(0)
    expect(fs.existsSync(path.resolve(process.env.DATA_DIR ?? '', storedAs))).toBe(false)

    const messageId = `<contact-form.${stored.id}.${Date.parse(stored.createdAt)}.mail@localhost>`
    await waitFor('the mail to arrive', () => sink.withMessageId(messageId).length > 0)
    const [received] = sink.withMessageId(messageId)
    expect(received.parsed.attachments.map((file) => file.filename)).toEqual(['plan.pdf'])
    expect(Buffer.compare(received.parsed.attachments[0].content, PDF)).toBe(0)

    const download = await rest('GET', `/api/form-submissions/${stored.id}/attachments/0`, { authorization: await adminAuthorization(payload) })
    expect(download.status).toBe(200)
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), PDF)).toBe(0)
  })

  it('is deleted from the bucket with its submission', async () => {
    const { stored } = await postQueuedOnly()
    const storedAs = stored.attachments?.[0]?.storedAs ?? ''
    expect(await keys('form-uploads/')).toContain(storedAs)
    await contactForm.mailDeliveryIdle()
    await payload.delete({ collection: 'form-submissions', id: stored.id, overrideAccess: true })
    expect(await keys('form-uploads/')).not.toContain(storedAs)
  })

  it('whose object is gone from the bucket is a download that says so', async () => {
    const { stored } = await postQueuedOnly()
    const storedAs = stored.attachments?.[0]?.storedAs ?? ''
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: storedAs }))
    const download = await rest('GET', `/api/form-submissions/${stored.id}/attachments/0`, { authorization: await adminAuthorization(payload) })
    expect(download.status).toBe(404)
    expect(await download.json()).toMatchObject({ errors: [{ message: 'This file is no longer stored.' }] })
  })
})

/** A post whose mail is queued but not started. */
async function postQueuedOnly(): Promise<{ stored: FormSubmission }> {
  const secret = contactForm.deriveContactFormSecret(payload.secret)
  const fields = { 'your-email': 'grace@example.com', 'your-file': new File([PDF], 'lost.pdf', { type: 'application/pdf' }) }
  const response = await contactForm.handleFeedback(payload, feedbackRequest(form, secret, fields), String(form.id), { ...contactForm.defaultDeps, startMail: undefined })
  expect((await response.json()).status).toBe('mail_sent')
  const stored = (await submissionsOf(payload, form)).at(-1)
  if (!stored) throw new Error('Nothing was stored.')
  return { stored }
}
