/**
 * Round-trips every field of contact forms and form submissions through Payload's local API,
 * and checks their Contact Form 7 defaults.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { defaultMessages } from '@/features/contact-form'
import type { ContactForm } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { ctx, unique } from './content-helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A minimal contact form: the template and mail settings have defaults. */
async function createForm(title = `Form ${unique()}`): Promise<ContactForm> {
  return payload.create({ collection: 'contact-forms', data: { title } as ContactForm, overrideAccess: true, context: ctx })
}

describe('contact-forms', () => {
  it('round-trips every field: template, both mails, every message and additional settings', async () => {
    const messages = Object.fromEntries(Object.keys(defaultMessages).map((key, index) => [key, `Custom message ${index} for ${key}`]))
    const data = {
      title: `Quote request ${unique()}`,
      form: '<label> Name [text* your-name] </label>\n[email* your-email]\n[file your-file]\n[submit "Send"]',
      mail: {
        recipient: 'owner@example.com',
        sender: 'Site <site@example.com>',
        subject: 'Quote: [your-name]',
        additionalHeaders: 'Reply-To: [your-email]\nCc: office@example.com',
        body: 'From [your-name] <[your-email]>',
        attachments: '[your-file]',
        useHtml: true,
        excludeBlank: true,
      },
      mail2: {
        active: true,
        recipient: '[your-email]',
        sender: 'Site <noreply@example.com>',
        subject: 'We received your request',
        additionalHeaders: 'Reply-To: owner@example.com',
        body: 'Thank you, [your-name].',
        attachments: '[your-file]',
        useHtml: true,
        excludeBlank: true,
      },
      messages,
      additionalSettings: 'acceptance_as_validation: on\nsubscribers_only: true',
    }
    const created = await payload.create({ collection: 'contact-forms', data, overrideAccess: true, context: ctx })
    const read = await payload.findByID({ collection: 'contact-forms', id: created.id, overrideAccess: true })

    expect(read.title).toBe(data.title)
    expect(read.form).toBe(data.form)
    expect(read.mail).toEqual(data.mail)
    expect(read.mail2).toEqual(data.mail2)
    expect(read.messages).toEqual(messages)
    expect(Object.keys(read.messages ?? {}).sort()).toEqual(Object.keys(defaultMessages).sort())
    expect(read.additionalSettings).toBe(data.additionalSettings)
  })

  it('defaults the template and both mails to those of Contact Form 7', async () => {
    const created = await createForm()
    const read = await payload.findByID({ collection: 'contact-forms', id: created.id, overrideAccess: true })
    expect(read.form).toContain('[email* your-email autocomplete:email]')
    expect(read.form).toContain('[submit "Submit"]')
    expect(read.mail).toMatchObject({
      recipient: '[_site_admin_email]',
      sender: '[_site_title] <wordpress@[_site_url]>',
      subject: '[_site_title] "[your-subject]"',
      additionalHeaders: 'Reply-To: [your-email]',
      useHtml: false,
      excludeBlank: false,
    })
    expect(read.mail?.body).toContain('Message Body:\n[your-message]')
    expect(read.mail2).toMatchObject({
      active: false,
      recipient: '[your-email]',
      sender: '[_site_title] <wordpress@[_site_url]>',
      subject: '[_site_title] "[your-subject]"',
      additionalHeaders: 'Reply-To: [_site_admin_email]',
      useHtml: false,
      excludeBlank: false,
    })
    expect(read.mail2?.body).toContain('This email is a receipt for your contact form submission')
    // Blank messages fall back to the defaults at display time: nothing is stored.
    for (const key of Object.keys(defaultMessages)) expect(read.messages?.[key as keyof typeof defaultMessages] ?? null, key).toBeNull()
  })
})

describe('form-submissions', () => {
  it('round-trips every field, the posted data, attachments and meta', async () => {
    const form = await createForm()
    const data = {
      form: form.id,
      summary: 'Ada Lovelace <ada@example.com>: Engines',
      data: {
        'your-name': 'Ada Lovelace',
        'your-email': 'ada@example.com',
        'your-message': 'Zoë says hello ✓\nSecond line.',
        choices: ['one', 'two'],
        nested: { count: 3, accepted: true, empty: null },
      },
      status: 'mail_failed' as const,
      spamReason: 'none',
      mailStatus: 'failed' as const,
      mailAttempts: 3,
      mailError: 'Connection refused',
      attachments: [
        { field: 'your-file', filename: 'plan.pdf', originalName: 'Plan (final).pdf', storedAs: `uploads/${unique()}.pdf`, mimeType: 'application/pdf', size: 12345 },
        { field: 'your-photo', filename: 'me.jpg', originalName: 'me.jpg', storedAs: `uploads/${unique()}.jpg`, mimeType: 'image/jpeg', size: 678 },
      ],
      meta: {
        remoteIp: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        url: 'https://example.com/contact',
        unitTag: 'wpcf7-f12-p34-o1',
        containerPost: 34,
        startToken: `token-${unique()}`,
      },
      read: true,
    }
    const created = await payload.create({ collection: 'form-submissions', data, overrideAccess: true, context: ctx })
    const read = await payload.findByID({ collection: 'form-submissions', id: created.id, overrideAccess: true, depth: 0 })

    expect(read.form).toBe(form.id)
    expect(read.summary).toBe(data.summary)
    expect(read.data).toEqual(data.data)
    expect(read.status).toBe('mail_failed')
    expect(read.spamReason).toBe('none')
    expect(read.mailStatus).toBe('failed')
    expect(read.mailAttempts).toBe(3)
    expect(read.mailError).toBe('Connection refused')
    expect(read.attachments?.map(({ id: _id, ...row }) => row)).toEqual(data.attachments)
    expect(read.meta).toEqual(data.meta)
    expect(read.read).toBe(true)
  })

  it('defaults to not mailed, no attempts and unread', async () => {
    const form = await createForm()
    const created = await payload.create({
      collection: 'form-submissions',
      data: { form: form.id, data: { 'your-name': 'Bob' }, status: 'spam' },
      overrideAccess: true,
      context: ctx,
    })
    const read = await payload.findByID({ collection: 'form-submissions', id: created.id, overrideAccess: true, depth: 0 })
    expect(read).toMatchObject({ mailStatus: 'none', mailAttempts: 0, read: false, status: 'spam' })
  })

  it('accepts only the listed statuses', async () => {
    const form = await createForm()
    await expect(
      payload.create({
        collection: 'form-submissions',
        data: { form: form.id, data: {}, status: 'delivered' as never },
        overrideAccess: true,
        context: ctx,
      }),
    ).rejects.toThrow(/status/i)
  })
})
