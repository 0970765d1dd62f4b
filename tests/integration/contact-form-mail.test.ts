/**
 * The contact form's mail outbox against a real SMTP server running in this test process
 * (smtp-server, messages read back with mailparser), on this run's database (SQLite and
 * PostgreSQL). SMTP_URL points at that server before Payload is created, so Payload's own
 * nodemailer adapter does the sending. A "restart" is a second process (`npm run jobs`) on the
 * same database.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { ContactForm, FormSubmission } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createAdmin, ctx, unique } from './content-helpers'
import {
  adminAuthorization,
  createForm,
  feedbackRequest,
  type FieldValue,
  makeJobsDue,
  mailJobsOf,
  PDF,
  rest,
  runJobsInChild,
  submissionsOf,
} from './contact-form-helpers'
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
  if (payload.email.name !== 'nodemailer') throw new Error('Payload was created without SMTP_URL: the mail tests need their own Payload.')
  contactForm = await import('@/features/contact-form/index.server')
  secret = contactForm.deriveContactFormSecret(payload.secret)
})

afterEach(async () => {
  // A background delivery of one test must not reach into the next.
  await contactForm.mailDeliveryIdle()
  await sink.start().catch(() => undefined)
})

afterAll(async () => {
  await contactForm?.mailDeliveryIdle()
  await sink.stop()
})

const owner = 'owner@example.com'
const template = `<label> Your name [text* your-name] </label>
<label> Your email [email* your-email] </label>
<label> Subject [text* your-subject] </label>
<label> Message [textarea your-message] </label>
<label> Plan [file your-file filetypes:pdf] </label>
[submit "Send"]`

const mail = {
  recipient: owner,
  sender: '[_site_title] <website@example.com>',
  subject: 'Vitrine "[your-subject]"',
  additionalHeaders: 'Reply-To: [your-email]',
  body: 'From: [your-name] <[your-email]>\nSubject: [your-subject]\nPage: [_post_title] [_post_url]\nForm: [_contact_form_title]\nFile: [your-file]\n\n[your-message]',
  attachments: '[your-file]',
}

const values = { 'your-name': 'Ada Lovelace', 'your-email': 'ada@example.com', 'your-subject': 'Engines', 'your-message': 'Hello\nfrom London' }

/** A post through the real route handler (which starts delivery in the background). */
async function post(form: ContactForm, fields: Record<string, FieldValue>, containerPost = 0): Promise<{ status: string; submission: FormSubmission }> {
  const { POST } = await import('@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/feedback/route')
  const response = await POST(feedbackRequest(form, secret, fields, containerPost), { params: Promise.resolve({ id: String(form.id) }) })
  const body: { status: string } = await response.json()
  const stored = (await submissionsOf(payload, form)).at(-1)
  if (!stored) throw new Error(`Nothing was stored (status ${body.status}).`)
  return { status: body.status, submission: stored }
}

/** A post whose mail is queued but not started, so a test decides who runs the queue. */
async function postQueuedOnly(form: ContactForm, fields: Record<string, FieldValue>): Promise<FormSubmission> {
  const response = await contactForm.handleFeedback(payload, feedbackRequest(form, secret, fields), String(form.id), { ...contactForm.defaultDeps, startMail: undefined })
  expect((await response.json()).status).toBe('mail_sent')
  const stored = (await submissionsOf(payload, form)).at(-1)
  if (!stored) throw new Error('Nothing was stored.')
  return stored
}

async function reload(submissionId: number): Promise<FormSubmission> {
  return payload.findByID({ collection: 'form-submissions', id: submissionId, overrideAccess: true, depth: 0 })
}

function messageIdOf(stored: FormSubmission, which: 'mail' | 'mail2' = 'mail'): string {
  return `<contact-form.${stored.id}.${Date.parse(stored.createdAt)}.${which}@localhost>`
}

/** The header lines of a raw message (before the first blank line), unfolded. */
function headerLines(raw: string): string[] {
  return raw.split(/\r\n\r\n/)[0].replace(/\r\n[ \t]+/g, ' ').split('\r\n')
}

/** Tests that start `npm run jobs` in a child process: it compiles the app with tsx first, which takes a while on a busy machine. */
const CHILD_PROCESS_TIMEOUT_MS = 180_000

describe('delivery', () => {
  it('delivers a submission within moments of answering: headers, body with mail-tags replaced, and the attachment', async () => {
    const page = await payload.create({ collection: 'pages', data: { title: 'Contact us', slug: `contact-${unique()}`, _status: 'published' }, overrideAccess: true, context: ctx })
    const form = await createForm(payload, { form: template, mail })
    const plan = new File([PDF], 'plan.pdf', { type: 'application/pdf' })
    const { status, submission: stored } = await post(form, { ...values, 'your-file': plan }, page.id)
    expect(status).toBe('mail_sent')

    // Nobody runs the queue here: the post itself started delivery.
    await waitFor('the mail to arrive', () => sink.withMessageId(messageIdOf(stored)).length > 0)
    const [received, ...more] = sink.withMessageId(messageIdOf(stored))
    expect(more).toEqual([])
    expect(received.rcptTo).toEqual([owner])
    expect(received.parsed.to).toMatchObject({ text: owner })
    expect(received.parsed.from).toMatchObject({ value: [{ address: 'website@example.com', name: 'Vitrine' }] })
    expect(received.parsed.subject).toBe('Vitrine "Engines"')
    expect(received.parsed.replyTo).toMatchObject({ value: [{ address: 'ada@example.com' }] })
    expect(received.parsed.text?.trim()).toBe(
      `From: Ada Lovelace <ada@example.com>\nSubject: Engines\nPage: Contact us http://localhost:3000/${page.slug}\nForm: ${form.title}\nFile: plan.pdf\n\nHello\nfrom London`,
    )
    expect(received.parsed.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType }))).toEqual([{ filename: 'plan.pdf', contentType: 'application/pdf' }])
    expect(Buffer.compare(received.parsed.attachments[0].content, PDF)).toBe(0)

    await waitFor('the submission to be marked sent', async () => (await reload(stored.id)).mailStatus === 'sent')
    expect(await reload(stored.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 1, mailError: null, mail2Status: 'none', mailSentAt: expect.any(String) })
    // The job is deleted once its run has finished, just after the handler marked the mail sent.
    await contactForm.mailDeliveryIdle()
    expect(await mailJobsOf(payload, stored.id)).toEqual([])
  })

  it('sends the autoresponder (mail 2) to the visitor when it is on', async () => {
    const form = await createForm(payload, {
      form: template,
      mail,
      mail2: { active: true, recipient: '[your-email]', sender: 'Vitrine <website@example.com>', subject: 'Thanks, [your-name]', body: 'We got: [your-subject]', additionalHeaders: `Reply-To: ${owner}` },
    })
    const { submission: stored } = await post(form, values)
    await waitFor('both mails', () => sink.withMessageId(messageIdOf(stored)).length + sink.withMessageId(messageIdOf(stored, 'mail2')).length === 2)
    const [reply] = sink.withMessageId(messageIdOf(stored, 'mail2'))
    expect(reply.rcptTo).toEqual(['ada@example.com'])
    expect(reply.parsed.subject).toBe('Thanks, Ada Lovelace')
    expect(reply.parsed.text?.trim()).toBe('We got: Engines')
    await contactForm.mailDeliveryIdle()
    expect(await reload(stored.id)).toMatchObject({ mailStatus: 'sent', mail2Status: 'sent', mail2Attempts: 1 })
  })
})

describe('[_site_admin_email]', () => {
  it('is the site’s admin email, else the email of the first admin', async () => {
    const site = await payload.findGlobal({ slug: 'site', overrideAccess: true })
    const form = await createForm(payload, { form: template, mail: { ...mail, recipient: '[_site_admin_email]' } })
    try {
      await payload.updateGlobal({ slug: 'site', data: { adminEmail: null }, overrideAccess: true, context: ctx })
      await createAdmin(payload) // at least one, when this test runs alone
      const [firstAdmin] = (await payload.find({ collection: 'users', sort: 'createdAt', limit: 1, overrideAccess: true })).docs
      const first = await postQueuedOnly(form, values)
      await contactForm.runMailQueue(payload)
      await payload.updateGlobal({ slug: 'site', data: { adminEmail: 'inbox@example.com' }, overrideAccess: true, context: ctx })
      const second = await postQueuedOnly(form, values)
      await contactForm.runMailQueue(payload)
      expect(sink.withMessageId(messageIdOf(first)).map((received) => received.rcptTo)).toEqual([[firstAdmin.email]])
      expect(sink.withMessageId(messageIdOf(second)).map((received) => received.rcptTo)).toEqual([['inbox@example.com']])
    } finally {
      await payload.updateGlobal({ slug: 'site', data: { adminEmail: site.adminEmail ?? null }, overrideAccess: true, context: ctx })
    }
  })
})

describe('hostile input', () => {
  it('delivers script tags in every field escaped in an HTML mail', async () => {
    const form = await createForm(payload, {
      form: template,
      mail: { ...mail, useHtml: true, body: '<p>[your-name]</p><p>[your-email]</p><p>[your-subject]</p><div>[your-message]</div>' },
    })
    const hostile = {
      'your-name': '<script>alert(1)</script>',
      'your-email': 'ada@example.com',
      'your-subject': '<img src=x onerror="alert(2)">',
      'your-message': '</div><script>document.location="//evil.example"</script>',
    }
    const { submission: stored } = await post(form, hostile)
    await waitFor('the HTML mail', () => sink.withMessageId(messageIdOf(stored)).length > 0)
    const html = String(sink.withMessageId(messageIdOf(stored))[0].parsed.html)
    expect(html).not.toMatch(/<script|<img|<\/div><script/)
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(html).toContain('<p>&lt;img src=x onerror=&quot;alert(2)&quot;&gt;</p>')
    expect(html).toContain('<div>&lt;/div&gt;&lt;script&gt;document.location=&quot;//evil.example&quot;&lt;/script&gt;</div>')
  })

  it('never lets CRLF in a field reach a header: the email field is refused, other fields stay on one line', async () => {
    const form = await createForm(payload, {
      form: `${template}\n[text your-reply]`,
      mail: { ...mail, subject: '[your-subject]', additionalHeaders: 'Reply-To: [your-reply]\nX-Name: [your-name]' },
    })
    const refused = await contactForm.handleFeedback(
      payload,
      feedbackRequest(form, secret, { ...values, 'your-email': 'ada@example.com\r\nBcc: victim@example.com' }),
      String(form.id),
    )
    expect((await refused.json()).status).toBe('validation_failed')

    const injected = '\r\nBcc: victim@example.com\r\nX-Injected: yes'
    const { submission: stored } = await post(form, {
      ...values,
      'your-name': `Eve${injected}`,
      'your-subject': `Hi${injected}\r\n\r\n<fake body>`,
      'your-reply': `eve@example.com${injected}`,
    })
    await waitFor('the mail', () => sink.withMessageId(messageIdOf(stored)).length > 0)
    const [received] = sink.withMessageId(messageIdOf(stored))
    expect(received.rcptTo).toEqual([owner])
    const lines = headerLines(received.raw)
    expect(lines.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([])
    expect(received.parsed.subject).toBe('Hi Bcc: victim@example.com X-Injected: yes <fake body>')
    expect(received.parsed.headers.get('x-name')).toBe('Eve Bcc: victim@example.com X-Injected: yes')
  })
})

describe('the SMTP server is down', () => {
  it('stores the submission, answers mail_sent, and delivers exactly once when the server is back, from another process', async () => {
    const form = await createForm(payload, { form: template, mail })
    await sink.stop()
    const { status, submission: stored } = await post(form, values)
    expect(status).toBe('mail_sent')

    // The first try, started by the post, found no server.
    await contactForm.mailDeliveryIdle()
    const afterFirstTry = await reload(stored.id)
    expect(afterFirstTry).toMatchObject({ status: 'mail_sent', mailStatus: 'queued', mailAttempts: 1 })
    expect(afterFirstTry.mailError).toMatch(/ECONNREFUSED|connect/i)
    const [job] = await mailJobsOf(payload, stored.id)
    expect(job).toMatchObject({ totalTried: 1, hasError: false, processing: false })
    expect(Date.parse(String(job.waitUntil))).toBeGreaterThan(Date.now())

    // The server comes back; this app is "restarted": another process runs the queue once the backoff has passed.
    await sink.start()
    await makeJobsDue(payload, [job])
    const child = await runJobsInChild({ SMTP_URL: sink.url })
    expect(child.code, child.output).toBe(0)
    expect(sink.withMessageId(messageIdOf(stored))).toHaveLength(1)
    expect(await reload(stored.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailError: null })

    // Running the queue again, here and in another process, or a duplicate job, sends nothing more.
    await contactForm.runMailQueue(payload)
    const again = await runJobsInChild({ SMTP_URL: sink.url })
    expect(again.code, again.output).toBe(0)
    await payload.jobs.queue({ task: 'sendSubmissionMail', input: { submissionId: stored.id, which: 'mail' }, queue: contactForm.MAIL_QUEUE })
    await contactForm.runMailQueue(payload)
    expect(sink.withMessageId(messageIdOf(stored))).toHaveLength(1)
    expect(await mailJobsOf(payload, stored.id)).toEqual([])
  }, CHILD_PROCESS_TIMEOUT_MS)

  it('marks the mail failed for the admin after the last retry', async () => {
    const form = await createForm(payload, { form: template, mail })
    await sink.stop()
    const stored = await postQueuedOnly(form, values)
    await contactForm.runMailQueue(payload)
    const jobs = await mailJobsOf(payload, stored.id)
    await makeJobsDue(payload, jobs, { totalTried: contactForm.MAIL_RETRIES })
    await contactForm.runMailQueue(payload)
    const failed = await reload(stored.id)
    expect(failed).toMatchObject({ mailStatus: 'failed', mailAttempts: 2 })
    expect(failed.mailError).toMatch(/ECONNREFUSED|connect/i)
    expect(await mailJobsOf(payload, stored.id)).toEqual([])
  })

  it('marks a mail the server refuses for good (5xx) failed at once, and resends it on the admin’s request', async () => {
    const form = await createForm(payload, { form: template, mail: { ...mail, recipient: 'reject@example.com' } })
    const stored = await postQueuedOnly(form, values)
    await contactForm.runMailQueue(payload)
    const failed = await reload(stored.id)
    expect(failed).toMatchObject({ mailStatus: 'failed', mailAttempts: 1 })
    expect(failed.mailError).toMatch(/550/)

    // The editor fixes the recipient; the admin resends from the submission's page.
    await payload.update({ collection: 'contact-forms', id: form.id, data: { mail: { ...mail, recipient: owner } }, overrideAccess: true, context: ctx })
    const authorization = await adminAuthorization(payload)
    expect((await rest('POST', `/api/form-submissions/${stored.id}/resend`)).status).toBe(401)
    const resent = await rest('POST', `/api/form-submissions/${stored.id}/resend`, { authorization })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toEqual({ queued: ['mail'] })
    await contactForm.mailDeliveryIdle()
    await waitFor('the resent mail', () => sink.withMessageId(messageIdOf(stored)).length > 0)
    expect(sink.withMessageId(messageIdOf(stored))).toHaveLength(1)
    expect(await reload(stored.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailError: null })

    const again = await rest('POST', `/api/form-submissions/${stored.id}/resend`, { authorization })
    expect(again.status).toBe(409)
  })
})

describe('exactly once', () => {
  it('sends each mail once when several runners take the same jobs at the same time', async () => {
    const form = await createForm(payload, { form: template, mail })
    const stored: FormSubmission[] = []
    for (let i = 0; i < 5; i++) stored.push(await postQueuedOnly(form, { ...values, 'your-subject': `Race ${i}` }))
    const jobs = (await Promise.all(stored.map((doc) => mailJobsOf(payload, doc.id)))).flat()
    expect(jobs).toHaveLength(5)

    // runByID takes a job even while another runner has it: the lease alone must keep the copies apart.
    await Promise.all([contactForm.runMailQueue(payload), contactForm.runMailQueue(payload), ...jobs.map((job) => payload.jobs.runByID({ id: job.id, silent: true }))])
    // Jobs that lost the race retry later and then find their mail sent.
    await makeJobsDue(payload, (await Promise.all(stored.map((doc) => mailJobsOf(payload, doc.id)))).flat())
    await contactForm.runMailQueue(payload)

    for (const doc of stored) {
      expect(sink.withMessageId(messageIdOf(doc))).toHaveLength(1)
      expect(await reload(doc.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 1 })
    }
  })
})

describe('the end of a message', () => {
  it('reaches the mail server only when the commit window lets it: the envelope and body go first', async () => {
    const sender = `held-${unique()}@example.com`
    const messageId = `<held-${unique()}@localhost>`
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let endAsked = false
    const sending = contactForm.sendWithHeldEnd(payload, { from: sender, to: owner, subject: 'Held', text: 'Body', messageId }, async () => {
      endAsked = true
      await held
    })
    await waitFor('the end to be asked for', () => endAsked)
    // The server accepted the envelope, but has no message: a crash now would leave nothing behind.
    expect(sink.senders).toContain(sender)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sink.withMessageId(messageId)).toEqual([])
    release()
    await sending
    expect(sink.withMessageId(messageId)).toHaveLength(1)
  })
})

describe('without SMTP_URL', () => {
  it('keeps the mail queued with the error for the admin, and the sweep sends it once SMTP is configured', async () => {
    const form = await createForm(payload, { form: template, mail })
    const stored = await postQueuedOnly(form, values)
    const child = await runJobsInChild({ SMTP_URL: '' })
    expect(child.code, child.output).toBe(0)
    // Payload has our adapter ('none'), so it never says it will write mail to the console.
    expect(child.output).not.toMatch(/No email adapter|written to console/i)
    expect(await reload(stored.id)).toMatchObject({ mailStatus: 'queued', mailAttempts: 0, mailError: contactForm.NO_TRANSPORT_ERROR })
    expect(sink.withMessageId(messageIdOf(stored))).toEqual([])

    // Configured and restarted: the sweep finds the queued mail without a job.
    const swept = await contactForm.sweepSubmissionMail(payload, Date.now() + 3 * 60_000)
    expect(swept.queued).toBeGreaterThanOrEqual(1)
    await contactForm.runMailQueue(payload)
    expect(sink.withMessageId(messageIdOf(stored))).toHaveLength(1)
    expect(await reload(stored.id)).toMatchObject({ mailStatus: 'sent', mailError: null })
  }, CHILD_PROCESS_TIMEOUT_MS)
})

describe('the sweep', () => {
  it('queues a submission stored but never queued (a crash between the two)', async () => {
    const form = await createForm(payload, { form: template, mail })
    const stranded = await payload.create({
      collection: 'form-submissions',
      data: { form: form.id, status: 'mail_sent', mailStatus: 'none', data: values, summary: 'stranded' },
      overrideAccess: true,
      context: ctx,
    })
    expect((await contactForm.sweepSubmissionMail(payload)).queued).toBe(0) // too young: it may still be on its way
    expect((await contactForm.sweepSubmissionMail(payload, Date.now() + 3 * 60_000)).queued).toBeGreaterThanOrEqual(1)
    expect(await reload(stranded.id)).toMatchObject({ mailStatus: 'queued' })
    await contactForm.runMailQueue(payload)
    expect(sink.withMessageId(messageIdOf(stranded))).toHaveLength(1)
  })

  it('reads submissions and jobs in pages: every stranded one of a backlog is queued once, and one with a job is left alone', async () => {
    const form = await createForm(payload, { form: template, mail })
    const stranded = []
    for (let i = 0; i < 5; i++) {
      stranded.push(
        await payload.create({
          collection: 'form-submissions',
          data: { form: form.id, status: 'mail_sent', mailStatus: 'none', data: values, summary: `stranded ${i}` },
          overrideAccess: true,
          context: ctx,
        }),
      )
    }
    const withJob = await postQueuedOnly(form, values)
    // Pages of two: the five stranded ones and the queued one span several pages of both reads.
    const swept = await contactForm.sweepSubmissionMail(payload, Date.now() + 3 * 60_000, 2)
    expect(swept.queued).toBeGreaterThanOrEqual(5)
    for (const submission of stranded) {
      expect(await reload(submission.id)).toMatchObject({ mailStatus: 'queued' })
      expect(await mailJobsOf(payload, submission.id)).toHaveLength(1)
    }
    expect(await mailJobsOf(payload, withJob.id)).toHaveLength(1)
    // A second sweep finds every one of them with its job.
    await contactForm.sweepSubmissionMail(payload, Date.now() + 3 * 60_000, 2)
    for (const submission of [...stranded, withJob]) expect(await mailJobsOf(payload, submission.id)).toHaveLength(1)
    await contactForm.runMailQueue(payload)
    for (const submission of [...stranded, withJob]) expect(sink.withMessageId(messageIdOf(submission))).toHaveLength(1)
  })

  it('hands a job left "processing" by a dead process back to the queue', async () => {
    const form = await createForm(payload, { form: template, mail })
    const stored = await postQueuedOnly(form, values)
    const [job] = await mailJobsOf(payload, stored.id)
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })
    await contactForm.runMailQueue(payload)
    expect(sink.withMessageId(messageIdOf(stored))).toEqual([])

    expect((await contactForm.sweepSubmissionMail(payload, Date.now() + 20 * 60_000)).released).toBeGreaterThanOrEqual(1)
    await contactForm.runMailQueue(payload)
    expect(sink.withMessageId(messageIdOf(stored))).toHaveLength(1)
  })
})
