/**
 * Helpers of the mail and inbox tests (not a test file): forms, a visitor's multipart post, a
 * signed-in admin's REST calls, and the outbox's jobs. Nothing here imports the Payload config
 * statically, so a test file can set SMTP_URL before Payload is created.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { Payload } from 'payload'

import { HONEYPOT_FIELD, STARTED_FIELD } from '@/features/contact-form'
import { signStartedAt } from '@/features/contact-form/index.server'
import type { ContactForm, FormSubmission, PayloadJob } from '@/payload-types'

import { ctx, unique } from './content-helpers'

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Vitrine test'
export const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1')

/** A documentation address of its own for each post, so the per-IP rate limit never crosses tests. */
export function uniqueIp(): string {
  const hex = randomBytes(8).toString('hex').match(/.{4}/g) ?? []
  return `2001:db8::${hex.join(':')}`
}

export async function createForm(payload: Payload, data: Partial<ContactForm> & Pick<ContactForm, 'form'>): Promise<ContactForm> {
  return payload.create({ collection: 'contact-forms', data: { title: `Mail form ${unique()}`, ...data }, overrideAccess: true, context: ctx })
}

export type FieldValue = string | string[] | File

/** A visitor's multipart post to the feedback endpoint, with the hidden fields a rendered form carries. */
export function feedbackRequest(form: ContactForm, secret: string, fields: Record<string, FieldValue>, containerPost = 0): Request {
  const body = new FormData()
  const all: Record<string, FieldValue> = {
    _wpcf7: String(form.id),
    _wpcf7_unit_tag: `wpcf7-f${form.id}-p${containerPost}-o1`,
    _wpcf7_container_post: String(containerPost),
    [HONEYPOT_FIELD]: '',
    [STARTED_FIELD]: signStartedAt(secret, Date.now() - 10_000),
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) {
    if (Array.isArray(value)) for (const item of value) body.append(name, item)
    else body.append(name, value)
  }
  return new Request(`http://localhost/wp-json/contact-form-7/v1/contact-forms/${form.id}/feedback`, {
    method: 'POST',
    headers: { 'x-forwarded-for': uniqueIp(), 'user-agent': BROWSER, referer: 'http://localhost:3000/contact' },
    body,
  })
}

export async function submissionsOf(payload: Payload, form: ContactForm): Promise<FormSubmission[]> {
  const { docs } = await payload.find({ collection: 'form-submissions', where: { form: { equals: form.id } }, overrideAccess: true, depth: 0, sort: 'id', pagination: false })
  return docs
}

/** The outbox's send jobs of one submission that are still in the table (completed ones are deleted). */
export async function mailJobsOf(payload: Payload, submissionId: number): Promise<PayloadJob[]> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendSubmissionMail' } }, overrideAccess: true, depth: 0, pagination: false })
  return docs.filter((job) => (job.input as { submissionId?: number } | null)?.submissionId === submissionId)
}

/** Makes the retry of these jobs due now, as if their backoff had passed. */
export async function makeJobsDue(payload: Payload, jobs: readonly PayloadJob[], extra: Partial<PayloadJob> = {}): Promise<void> {
  for (const job of jobs) {
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString(), ...extra }, overrideAccess: true })
  }
}

/** A signed-in admin's `Authorization` header for Payload's REST API. */
export async function adminAuthorization(payload: Payload): Promise<string> {
  const email = `admin-${unique()}@example.com`
  const password = `pw-${unique()}-${unique()}`
  await payload.create({ collection: 'users', data: { email, password, name: 'Inbox admin' }, overrideAccess: true, context: ctx })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error('The admin could not sign in.')
  return `JWT ${token}`
}

/** Calls Payload's REST API through the app's own route handlers (`/api/...`). */
export async function rest(method: 'GET' | 'POST', apiPath: string, headers: Record<string, string> = {}): Promise<Response> {
  const routes = await import('@/app/(payload)/api/[...slug]/route')
  const url = new URL(apiPath, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  return routes[method](new Request(url, { method, headers }), { params: Promise.resolve({ slug }) })
}

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Runs `npm run jobs` in a second process against this run's database: a real other process
 * (an app "restarted" in between). `env` overrides this process's environment.
 */
export function runJobsInChild(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    // As `npm run jobs` runs it: outside Next, `server-only` resolves to its empty module.
    const outsideNext = path.join(root, 'scripts/lib/outside-next.mjs')
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--import', outsideNext, 'scripts/run-jobs.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}
