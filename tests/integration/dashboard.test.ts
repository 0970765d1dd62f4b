/**
 * The admin dashboard's data (decision 038) on this run's database, SQLite and PostgreSQL: page
 * views counted by our server's counter reach the database through `POST /api/record-page-views`
 * and add up; the dashboard's figures are those in the database; nobody writes page views
 * through the REST API, and only an admin reads them.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardData } from '@/features/dashboard/index.server'
import { revalidateToken } from '@/lib/revalidate-token'

import { createPageViewCounter } from '../../scripts/lib/page-views.mjs'
import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'
import { adminAuthorization, createForm } from './contact-form-helpers'
import { api } from './rest-helpers'

let payload: Payload
let admin: string

beforeAll(async () => {
  payload = await testPayload()
  admin = await adminAuthorization(payload)
})

const record = (body: unknown, headers: Record<string, string> = { 'x-vitrine-revalidate': revalidateToken(payload.secret) }) =>
  api('POST', '/api/record-page-views', { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

async function viewsOf(path: string, day: string): Promise<number | null> {
  const found = await payload.find({ collection: 'page-views', where: { and: [{ path: { equals: path } }, { day: { equals: day } }] }, overrideAccess: true })
  expect(found.docs.length).toBeLessThanOrEqual(1)
  return found.docs[0]?.views ?? null
}

const today = () => new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

describe('page view counting', () => {
  it('adds each flush of the server’s counter to the path and day’s row', async () => {
    const path = `/galleries/counted-${unique()}`
    const counter = createPageViewCounter({
      intervalMs: 60_000,
      flush: async (views: unknown) => {
        const response = await record({ views })
        expect(response.status).toBe(200)
      },
    })
    try {
      for (let i = 0; i < 3; i++) counter.count(path)
      await counter.flushNow()
      expect(await viewsOf(path, today())).toBe(3)
      counter.count(path)
      counter.count(path)
      await counter.flushNow()
      expect(await viewsOf(path, today())).toBe(5)
    } finally {
      counter.stop()
    }
  })

  it('sums two instances’ flushes of the same path and day arriving at once', async () => {
    const path = `/about-${unique()}`
    const day = daysAgo(1)
    const results = await Promise.all([record({ views: [{ path, day, views: 4 }] }), record({ views: [{ path, day, views: 6 }, { path, day, views: 1 }] })])
    expect(results.map((response) => response.status)).toEqual([200, 200])
    expect(await viewsOf(path, day)).toBe(11)
  })

  it('takes counts only from our own server, and refuses a bad count with a sentence', async () => {
    const body = { views: [{ path: `/x-${unique()}`, day: today(), views: 1 }] }
    const anonymous = await record(body, {})
    expect(anonymous.status).toBe(403)
    expect((await anonymous.json()).message).toMatch(/own server/)
    expect((await record(body, { authorization: admin })).status).toBe(403)
    expect((await record(body, { 'x-vitrine-revalidate': 'f'.repeat(64) })).status).toBe(403)
    const bad = await record({ views: [{ path: 'no-slash', day: today(), views: 1 }] })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/path must start with/)
    expect(await viewsOf(body.views[0].path, today())).toBeNull()
  })

  it('refuses writes through the REST API and reads without a session', async () => {
    const data = JSON.stringify({ path: `/rest-${unique()}`, day: today(), views: 99 })
    const json = { 'content-type': 'application/json' }
    expect([401, 403]).toContain((await api('POST', '/api/page-views', { headers: json, body: data })).status)
    expect([401, 403]).toContain((await api('POST', '/api/page-views', { headers: json, body: data, authorization: admin })).status)
    expect([401, 403]).toContain((await api('GET', '/api/page-views')).status)
    const [row] = (await payload.find({ collection: 'page-views', limit: 1, overrideAccess: true })).docs
    expect([401, 403]).toContain((await api('PATCH', `/api/page-views/${row.id}`, { headers: json, body: JSON.stringify({ views: 1 }), authorization: admin })).status)
    expect((await api('GET', '/api/page-views?limit=1', { authorization: admin })).status).toBe(200)
  })
})

describe('the dashboard’s figures', () => {
  it('shows what the database holds for the last 30 days', async () => {
    const before = await dashboardData(payload)
    const slug = `dash-${unique()}`
    const gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Dashboard gallery ${slug}`, slug, published: true }), overrideAccess: true, context: ctx })
    const media = await createMedia(payload)
    const image = await payload.create({ collection: 'gallery-images', data: withDefaults({ gallery: gallery.id, alt: 'A photo', image: media.id, published: true }), overrideAccess: true, context: ctx })
    const yesterday = daysAgo(1)
    expect((await record({ views: [{ path: `/galleries/${slug}`, day: yesterday, views: 40 }, { path: `/galleries/${slug}/${image.id}`, day: today(), views: 2 }, { path: `/galleries/${slug}`, day: daysAgo(40), views: 1000 }] })).status).toBe(200)
    for (let i = 0; i < 3; i++) {
      await payload.create({ collection: 'image-hits', data: { imageId: image.id, day: yesterday, visitorHash: `v-${slug}-${i}`, addressHash: 'a' }, overrideAccess: true })
    }
    for (const [i, rate] of [5, 5, 2].entries()) {
      await payload.create({ collection: 'image-ratings', data: { image: image.id, rate, visitorHash: `r-${slug}-${i}` }, overrideAccess: true, context: ctx })
    }
    const form = await createForm(payload, { form: '[text your-name]' })
    const at = `${yesterday}T12:00:00.000Z`
    for (const [status, mailStatus] of [['mail_sent', 'sent'], ['mail_failed', 'failed'], ['spam', 'none'], ['validation_failed', 'none']] as const) {
      await payload.create({ collection: 'form-submissions', data: { form: form.id, data: {}, status, mailStatus, createdAt: at }, overrideAccess: true, context: ctx })
    }
    await payload.create({ collection: 'image-comments', data: { image: image.id, name: 'Held', comment: 'Waiting', published: false }, overrideAccess: true, context: ctx })

    const after = await dashboardData(payload)
    expect(after.days).toHaveLength(30)
    expect(after.days.at(-1)).toBe(today())
    const onDay = <Row extends { day: string }>(rows: Row[], day: string) => rows.find((row) => row.day === day)!
    expect(onDay(after.pageViews, yesterday).galleries - onDay(before.pageViews, yesterday).galleries).toBe(40)
    expect(onDay(after.pageViews, today()).galleries - onDay(before.pageViews, today()).galleries).toBe(2)
    // The 1000 views of 40 days ago are outside the window.
    expect(after.galleries.find((row) => row.slug === slug)).toEqual({ slug, name: `Dashboard gallery ${slug}`, views: 42 })
    expect(onDay(after.imageViews, yesterday).count - onDay(before.imageViews, yesterday).count).toBe(3)
    expect(after.ratings.map((row, i) => row.ratings - before.ratings[i].ratings)).toEqual([0, 1, 0, 0, 2])
    const submissions = onDay(after.submissions, yesterday)
    const submissionsBefore = onDay(before.submissions, yesterday)
    expect({ accepted: submissions.accepted - submissionsBefore.accepted, spam: submissions.spam - submissionsBefore.spam, refused: submissions.refused - submissionsBefore.refused }).toEqual({ accepted: 2, spam: 1, refused: 1 })
    expect(onDay(after.mailFailures, yesterday).count - onDay(before.mailFailures, yesterday).count).toBe(1)
    expect(after.pending.imageComments - before.pending.imageComments).toBe(1)
  })
})
