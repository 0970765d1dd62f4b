import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { dashboardData } from '../dashboard-data.server'
import { DashboardCharts } from './dashboard-charts.client'

// The admin screens' shared styles, for `vitrine-screen__hidden` (all scoped to their own classes).
import '@/cms/admin/admin-screens.css'
import './dashboard.css'

/**
 * The admin home's dashboard, above Payload's collection cards (`admin.components.beforeDashboard`):
 * what waits for moderation, then the last 30 days in charts. Read on the server for a signed-in
 * admin only (the admin shows nothing without one anyway).
 */
export async function Dashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const data = await dashboardData(payload)
  const adminRoute = payload.config.routes.admin
  const pending = [
    // To the moderation screen, where they are approved or rejected, each beside its photo or post.
    { label: 'Photo comments waiting for approval', count: data.pending.imageComments, href: `${adminRoute}/moderation?state=pending&kind=image` },
    { label: 'Post comments waiting for approval', count: data.pending.postComments, href: `${adminRoute}/moderation?state=pending&kind=post` },
  ]
  return (
    <section className="vitrine-dashboard" aria-labelledby="vitrine-dashboard-title">
      {/* Payload's dashboard has no level-one heading: the page's name, for screen readers (the breadcrumb shows it). */}
      <h1 className="vitrine-screen__hidden">Dashboard</h1>
      <h2 id="vitrine-dashboard-title">The last {data.days.length} days</h2>
      <ul className="vitrine-dashboard__pending" aria-label="Waiting for moderation">
        {pending.map((item) => (
          <li key={item.label}>
            <a href={item.href}>
              <strong>{item.count}</strong> {item.label}
            </a>
          </li>
        ))}
      </ul>
      <DashboardCharts data={data} />
    </section>
  )
}
