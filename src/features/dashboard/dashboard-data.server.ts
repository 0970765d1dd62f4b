import 'server-only'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { whereFor } from '@/features/moderation'

import { createdDay, rowsOf } from './sql.server'
import {
  dayOf,
  fillDays,
  lastDays,
  ratingBuckets,
  submissionsPerDay,
  topPaths,
  viewsByKind,
  viewsPerGallery,
  WINDOW_DAYS,
  type DashboardData,
  type PageViewRow,
} from './stats'

export type { DashboardData } from './stats'

/** Page view rows the dashboard reads at most (paths × days); a site with more shows the busiest. */
const MAX_PAGE_VIEW_ROWS = 50_000

/**
 * Everything the admin's dashboard draws, for the last 30 days (today included, UTC): a few
 * grouped queries on indexed columns (day, created_at, status), never a document per row.
 * Admin-only: the caller has checked the session.
 */
export async function dashboardData(payload: Payload, now: Date = new Date()): Promise<DashboardData> {
  const days = lastDays(dayOf(now), WINDOW_DAYS)
  const first = days[0]
  const since = `${first}T00:00:00.000Z`
  const dayOfRow = createdDay(payload)

  const [viewRows, imageRows, ratingRows, submissionRows, failureRows, imageComments, postComments] = await Promise.all([
    rowsOf<{ path: string; day: string; views: unknown }>(
      payload,
      sql`SELECT path, day, views FROM page_views WHERE day >= ${first} ORDER BY views DESC LIMIT ${MAX_PAGE_VIEW_ROWS}`,
    ),
    rowsOf<{ day: string; count: unknown }>(payload, sql`SELECT day, count(*) AS count FROM image_hits WHERE day >= ${first} GROUP BY day`),
    rowsOf<{ rate: unknown; count: unknown }>(payload, sql`SELECT rate, count(*) AS count FROM image_ratings WHERE created_at >= ${since} GROUP BY rate`),
    rowsOf<{ day: string; status: string; count: unknown }>(
      payload,
      sql`SELECT ${dayOfRow} AS day, status, count(*) AS count FROM form_submissions WHERE created_at >= ${since} GROUP BY 1, 2`,
    ),
    rowsOf<{ day: string; count: unknown }>(
      payload,
      sql`SELECT ${dayOfRow} AS day, count(*) AS count FROM form_submissions
          WHERE created_at >= ${since} AND (mail_status = 'failed' OR mail2_status = 'failed') GROUP BY 1`,
    ),
    payload.count({ collection: 'image-comments', where: whereFor('image', 'pending'), overrideAccess: true }),
    payload.count({ collection: 'post-comments', where: whereFor('post', 'pending'), overrideAccess: true }),
  ])

  const views: PageViewRow[] = viewRows.map((row) => ({ path: row.path, day: row.day, views: Number(row.views) }))
  const perGallery = viewsPerGallery(views)
  const names = new Map<string, string>()
  if (perGallery.length) {
    const found = await payload.find({
      collection: 'galleries',
      where: { slug: { in: perGallery.map((gallery) => gallery.slug) } },
      select: { name: true, slug: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const gallery of found.docs) if (gallery.slug) names.set(gallery.slug, gallery.name)
  }

  return {
    days,
    pageViews: viewsByKind(days, views),
    galleries: perGallery.map((gallery) => ({ ...gallery, name: names.get(gallery.slug) ?? gallery.slug })),
    topPages: topPaths(views),
    imageViews: fillDays(days, imageRows.map((row) => ({ day: row.day, count: Number(row.count) }))),
    ratings: ratingBuckets(ratingRows.map((row) => ({ rate: Number(row.rate), count: Number(row.count) }))),
    submissions: submissionsPerDay(days, submissionRows.map((row) => ({ day: row.day, status: row.status, count: Number(row.count) }))),
    mailFailures: fillDays(days, failureRows.map((row) => ({ day: row.day, count: Number(row.count) }))),
    pending: { imageComments: imageComments.totalDocs, postComments: postComments.totalDocs },
  }
}
