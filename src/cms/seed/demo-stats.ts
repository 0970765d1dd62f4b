/**
 * A month of plausible visits for the demo, so the admin's dashboard (decision 038) has
 * something to draw on a fresh start: page views per path and day, photo views, ratings and
 * contact form submissions (some spam, some refused, a few mails that failed) over the 30 days
 * ending today. Deterministic: the same day and offset always give the same figures, so a test
 * can compute what the seed wrote (`demoStats(today)`).
 */
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '../transaction'

const DAY_MS = 24 * 60 * 60 * 1000
export const DEMO_STATS_DAYS = 30

/** A small seeded generator (mulberry32): the same seed, the same numbers. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The demo paths and about how many views each has on a weekday. */
export const DEMO_PAGE_PATHS: { path: string; daily: number }[] = [
  { path: '/', daily: 60 },
  { path: '/galleries', daily: 22 },
  { path: '/galleries/landscapes', daily: 34 },
  { path: '/galleries/abstracts', daily: 21 },
  { path: '/galleries/videos', daily: 9 },
  { path: '/blog', daily: 12 },
  { path: '/blog/behind-the-landscapes-series', daily: 8 },
  { path: '/blog/welcome-to-the-studio', daily: 4 },
  { path: '/about', daily: 10 },
  { path: '/contact', daily: 7 },
]

export type DemoStats = {
  pageViews: { path: string; day: string; views: number }[]
  imageViews: { day: string; count: number }[]
  ratings: { day: string; stars: number }[]
  submissions: { day: string; status: 'mail_sent' | 'mail_failed' | 'spam' | 'validation_failed'; mailFailed: boolean }[]
}

/** The demo figures for the 30 days ending on `today` (YYYY-MM-DD, UTC). */
export function demoStats(today: string): DemoStats {
  const end = Date.parse(`${today}T00:00:00Z`)
  const stats: DemoStats = { pageViews: [], imageViews: [], ratings: [], submissions: [] }
  for (let ago = DEMO_STATS_DAYS - 1; ago >= 0; ago--) {
    const time = end - ago * DAY_MS
    const day = new Date(time).toISOString().slice(0, 10)
    const next = random(ago * 7919 + 17)
    const weekend = [0, 6].includes(new Date(time).getUTCDay())
    // A slow rise over the month, busier at weekends, and noise.
    const trend = (0.7 + (0.3 * (DEMO_STATS_DAYS - ago)) / DEMO_STATS_DAYS) * (weekend ? 1.3 : 1)
    for (const { path, daily } of DEMO_PAGE_PATHS) {
      const views = Math.round(daily * trend * (0.75 + next() * 0.5))
      if (views > 0) stats.pageViews.push({ path, day, views })
    }
    stats.imageViews.push({ day, count: Math.round(18 * trend * (0.6 + next() * 0.8)) })
    for (let i = Math.floor(next() * 4); i > 0; i--) {
      const roll = next()
      stats.ratings.push({ day, stars: roll < 0.05 ? 1 : roll < 0.12 ? 2 : roll < 0.3 ? 3 : roll < 0.62 ? 4 : 5 })
    }
    for (let i = Math.floor(next() * 5); i > 0; i--) {
      const roll = next()
      const status = roll < 0.55 ? 'mail_sent' : roll < 0.62 ? 'mail_failed' : roll < 0.9 ? 'spam' : 'validation_failed'
      stats.submissions.push({ day, status, mailFailed: status === 'mail_failed' })
    }
  }
  return stats
}

const senders = ['Ada Moreau', 'Luis Ortega', 'Mei Tanaka', 'Sam Okafor', 'Ines Berg', 'Tom Hale']

/** Writes `demoStats` for today into the demo database, inside the seed's transaction. */
export async function seedDemoStats(payload: Payload, req: PayloadRequest, refs: { formId: number }): Promise<void> {
  const base = { req, overrideAccess: true } as const
  const images = await payload.find({ ...base, collection: 'gallery-images', limit: 12, depth: 0, select: { order: true }, sort: 'id' })
  const imageIds = images.docs.map((image) => image.id)
  if (!imageIds.length) return
  const today = new Date().toISOString().slice(0, 10)
  const stats = demoStats(today)
  for (const row of stats.pageViews) await payload.create({ ...base, collection: 'page-views', data: row })
  for (const { day, count } of stats.imageViews) {
    for (let i = 0; i < count; i++) {
      const imageId = imageIds[(i * 7 + day.charCodeAt(9)) % imageIds.length]
      await payload.create({ ...base, collection: 'image-hits', data: { imageId, day, visitorHash: `demo-${day}-${i}`, addressHash: `demo-${i % 9}` } })
    }
  }
  for (const [index, { day, stars }] of stats.ratings.entries()) {
    await payload.create({
      ...base,
      collection: 'image-ratings',
      data: { image: imageIds[index % imageIds.length], rate: stars, visitorHash: `demo-rating-${index}`, addressHash: `demo-${index % 9}`, createdAt: `${day}T10:${String(index % 60).padStart(2, '0')}:00.000Z` },
    })
  }
  await countEngagement(req, imageIds)
  for (const [index, { day, status, mailFailed }] of stats.submissions.entries()) {
    const name = senders[index % senders.length]
    const spam = status === 'spam'
    await payload.create({
      ...base,
      collection: 'form-submissions',
      data: {
        form: refs.formId,
        summary: spam ? 'Cheap followers for your site' : `${name}: print enquiry`,
        data: spam ? { 'your-name': 'Promo', 'your-message': 'Cheap followers!' } : { 'your-name': name, 'your-subject': 'Print enquiry', 'your-message': 'Is this one available as a print?' },
        status,
        ...(spam ? { spamReason: 'Demo: caught by the honeypot.' } : {}),
        mailStatus: status === 'mail_sent' ? 'sent' : mailFailed ? 'failed' : 'none',
        ...(mailFailed ? { mailError: 'Demo: 550 mailbox unavailable', mailAttempts: 3 } : {}),
        read: index % 3 !== 0,
        createdAt: `${day}T${String(8 + (index % 12)).padStart(2, '0')}:15:00.000Z`,
      },
    })
  }
}

/**
 * The photos' own counters from the ratings and views just written, as the lightbox's endpoints
 * keep them (src/features/lightbox/engagement/engagement.server.ts): without this a fresh demo
 * said "Not rated yet" and "0 views" on photos the dashboard counted, and the first visitor's
 * rating jumped the count from 0 to 5.
 */
async function countEngagement(req: PayloadRequest, imageIds: number[]): Promise<void> {
  const query = sql`UPDATE gallery_images SET
      rate_count = (SELECT count(*) FROM image_ratings WHERE image_id = gallery_images.id),
      avg_rating = COALESCE((SELECT avg(rate) FROM image_ratings WHERE image_id = gallery_images.id), 0),
      hit_count = (SELECT count(*) FROM image_hits WHERE image_id = gallery_images.id)
    WHERE id IN (${sql.join(imageIds.map((imageId) => sql`${imageId}`), sql`, `)})`
  await runSql(req, query)
}
