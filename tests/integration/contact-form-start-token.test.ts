/**
 * The fill-time token (`_wpcf7_started`, issue 17, item 9, decision 020): it expires, a visitor's
 * token from `refill` backs one accepted submission, and a cached page's token, shared by every
 * visitor of the page, backs one accepted submission per address. Through the route handlers, on
 * this run's database (SQLite and PostgreSQL).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getRefill } from '@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/refill/route'
import { STARTED_FIELD } from '@/features/contact-form'
import { defaultDeps, deriveContactFormSecret, handleFeedback, signStartedAt } from '@/features/contact-form/index.server'
import type { ContactForm } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createForm, feedbackRequest, submissionsOf, uniqueIp } from './contact-form-helpers'

let payload: Payload
let secret: string

beforeAll(async () => {
  payload = await testPayload()
  secret = deriveContactFormSecret(payload.secret)
})

const HOUR = 3_600_000
const template = '<label> Your email [email* your-email] </label>\n[submit "Send"]'

/** A post with this start token from this address, answered as at `now`; its status and the stored spam reason. */
async function post(form: ContactForm, token: string, options: { ip?: string; now?: number; extra?: Record<string, string> } = {}) {
  const request = feedbackRequest(form, secret, { 'your-email': 'ada@example.com', [STARTED_FIELD]: token, ...options.extra })
  const headers = new Headers(request.headers)
  headers.set('x-forwarded-for', options.ip ?? uniqueIp())
  const now = options.now ?? Date.now()
  const response = await handleFeedback(payload, new Request(request, { headers }), String(form.id), { ...defaultDeps, startMail: undefined, now: () => now })
  const { status } = (await response.json()) as { status: string }
  const stored = (await submissionsOf(payload, form)).at(-1)
  return { status, spamReason: status === 'spam' ? stored?.spamReason : undefined }
}

async function refillToken(form: ContactForm): Promise<string> {
  const response = await getRefill(new Request('http://localhost/x'), { params: Promise.resolve({ id: String(form.id) }) })
  return ((await response.json()) as { started: string }).started
}

describe('its lifetime', () => {
  it('refuses a token older than 24 hours, as spam, and takes one of 23 hours', async () => {
    const form = await createForm(payload, { form: template })
    const now = Date.now()
    expect(await post(form, signStartedAt(secret, now - 25 * HOUR), { now })).toEqual({ status: 'spam', spamReason: 'expired_start_token' })
    expect(await post(form, signStartedAt(secret, now - 23 * HOUR), { now })).toEqual({ status: 'mail_sent', spamReason: undefined })
  })

  it('expires a visitor’s token from refill too', async () => {
    const form = await createForm(payload, { form: template })
    const token = await refillToken(form)
    expect(await post(form, token, { now: Date.now() + 25 * HOUR })).toEqual({ status: 'spam', spamReason: 'expired_start_token' })
  })
})

describe('its reuse', () => {
  it('lets a visitor’s token from refill back one accepted submission, from any address', async () => {
    const form = await createForm(payload, { form: template })
    const token = await refillToken(form)
    const later = Date.now() + 10_000
    expect(await post(form, token, { now: later })).toEqual({ status: 'mail_sent', spamReason: undefined })
    expect(await post(form, token, { now: later })).toEqual({ status: 'spam', spamReason: 'reused_start_token' })
    const [accepted] = await submissionsOf(payload, form)
    expect(accepted.meta?.startToken).toMatch(/^v\.[0-9a-f]{16}$/)
  })

  it('lets every visitor of a cached page use its shared token once per address', async () => {
    const form = await createForm(payload, { form: template })
    const pageToken = signStartedAt(secret, Date.now() - 60_000)
    const [first, second] = [uniqueIp(), uniqueIp()]
    expect(await post(form, pageToken, { ip: first })).toEqual({ status: 'mail_sent', spamReason: undefined })
    expect(await post(form, pageToken, { ip: second })).toEqual({ status: 'mail_sent', spamReason: undefined })
    expect(await post(form, pageToken, { ip: first })).toEqual({ status: 'spam', spamReason: 'reused_start_token' })
    expect((await submissionsOf(payload, form))[0].meta?.startToken).toMatch(/^p\.[0-9a-f]{16}$/)
  })

  it('does not spend a token on a post flagged as spam for another reason', async () => {
    const form = await createForm(payload, { form: template })
    const token = await refillToken(form)
    const later = Date.now() + 10_000
    expect(await post(form, token, { now: later, extra: { _wpcf7_hp_website: 'http://spam.example' } })).toEqual({ status: 'spam', spamReason: 'honeypot' })
    expect(await post(form, token, { now: later })).toEqual({ status: 'mail_sent', spamReason: undefined })
  })

  it('allows reuse on a form whose additional settings say rate_limit: off (load tests)', async () => {
    const form = await createForm(payload, { form: template, additionalSettings: 'rate_limit: off' })
    const token = await refillToken(form)
    const later = Date.now() + 10_000
    expect(await post(form, token, { now: later })).toMatchObject({ status: 'mail_sent' })
    expect(await post(form, token, { now: later })).toMatchObject({ status: 'mail_sent' })
  })
})

describe('the minimum fill time', () => {
  it('counts a visitor’s token from when refill issued it', async () => {
    const form = await createForm(payload, { form: template })
    const token = await refillToken(form)
    expect(await post(form, token, { now: Date.now() + 1_000 })).toEqual({ status: 'spam', spamReason: 'too_fast' })
    expect(await post(form, token, { now: Date.now() + 5_000 })).toEqual({ status: 'mail_sent', spamReason: undefined })
  })
})
