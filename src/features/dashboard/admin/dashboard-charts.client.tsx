'use client'

/**
 * The admin dashboard's charts (recharts, admin-only code: only the admin's import map names this
 * module). Each chart is a figure with a heading and, under it, the same figures as a table
 * behind "Show as table", for screen readers and for anyone who wants the numbers. The charts
 * do not animate when the system asks for reduced motion.
 */
import { useEffect, useId, useState, type ReactNode } from 'react'
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { PAGE_KINDS, shortDay, type DashboardData } from '../stats'

const COLOURS = ['#2f6fdf', '#d9822b', '#2e9e6a', '#b5479c', '#7a7a7a']
const OUTCOMES = [
  { key: 'accepted', label: 'Accepted', colour: '#2e9e6a' },
  { key: 'spam', label: 'Spam', colour: '#d9822b' },
  { key: 'refused', label: 'Refused', colour: '#7a7a7a' },
] as const
const axisTick = { fill: 'var(--theme-elevation-800)', fontSize: 12 }
const CHART_HEIGHT = 240

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}

type Column<Row> = { label: string; value: (row: Row) => ReactNode }

function DataTable<Row>({ caption, columns, rows, rowHeader }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowHeader: Column<Row> }) {
  return (
    <details className="vitrine-dashboard__table">
      <summary>Show as table</summary>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div className="vitrine-dashboard__scroll" tabIndex={0} role="group" aria-label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader.label}</th>
              {columns.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{rowHeader.value(row)}</th>
                {columns.map((column) => (
                  <td key={column.label}>{column.value(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

function ChartCard({ title, summary, children, table, wide }: { title: string; summary: string; children: ReactNode; table: ReactNode; wide?: boolean }) {
  const id = useId()
  return (
    <section className={`vitrine-dashboard__card${wide ? ' vitrine-dashboard__card--wide' : ''}`} aria-labelledby={id} data-chart={title}>
      <h3 id={id}>{title}</h3>
      <p className="vitrine-dashboard__summary">{summary}</p>
      <div className="vitrine-dashboard__chart">{children}</div>
      {table}
    </section>
  )
}

/** A long path shortened for the axis (the table has it whole). */
const shortPath = (path: string) => (path.length > 22 ? `${path.slice(0, 21)}…` : path)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const dayColumn = { label: 'Day', value: (row: { day: string }) => row.day }

export function DashboardCharts({ data }: { data: DashboardData }) {
  const animate = !useReducedMotion()
  const views = data.pageViews.map((row) => ({ ...row, label: shortDay(row.day) }))
  const submissions = data.submissions.map((row) => ({ ...row, label: shortDay(row.day) }))
  const imageViews = data.imageViews.map((row) => ({ ...row, label: shortDay(row.day) }))
  const failures = data.mailFailures.map((row) => ({ ...row, label: shortDay(row.day) }))
  const totalViews = sum(data.pageViews.map((row) => row.total))
  const totalRatings = sum(data.ratings.map((row) => row.ratings))
  const average = totalRatings ? sum(data.ratings.map((row) => row.stars * row.ratings)) / totalRatings : 0
  const totalSubmissions = sum(data.submissions.map((row) => row.accepted + row.spam + row.refused))
  const totalFailures = sum(data.mailFailures.map((row) => row.count))
  const chartProps = { accessibilityLayer: true, margin: { top: 8, right: 8, bottom: 0, left: -16 } }

  return (
    <div className="vitrine-dashboard__grid">
      <ChartCard
        wide
        title="Page views per day"
        summary={`${totalViews} views of visitor pages in the last ${data.days.length} days.`}
        table={
          <DataTable
            caption="Page views per day, by kind of page"
            rowHeader={dayColumn}
            rows={data.pageViews}
            columns={[...PAGE_KINDS.map((kind) => ({ label: kind.label, value: (row: (typeof data.pageViews)[number]) => row[kind.key] })), { label: 'Total', value: (row) => row.total }]}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <AreaChart data={views} {...chartProps} title="Page views per day, by kind of page">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
            <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip />
            <Legend />
            {PAGE_KINDS.map((kind, index) => (
              <Area key={kind.key} type="monotone" dataKey={kind.key} name={kind.label} stackId="views" stroke={COLOURS[index]} fill={COLOURS[index]} fillOpacity={0.35} isAnimationActive={animate} />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Views per gallery"
        summary={data.galleries.length ? `Most viewed: ${data.galleries[0].name} (${data.galleries[0].views}).` : 'No gallery was viewed yet.'}
        table={
          <DataTable
            caption={`Views per gallery, last ${data.days.length} days`}
            rowHeader={{ label: 'Gallery', value: (row) => row.name }}
            rows={data.galleries}
            columns={[{ label: 'Views', value: (row) => row.views }]}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={data.galleries} layout="vertical" {...chartProps} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} title="Views per gallery">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
            <XAxis type="number" allowDecimals={false} tick={axisTick} />
            <YAxis type="category" dataKey="name" tick={axisTick} width={96} interval={0} />
            <Tooltip />
            <Bar dataKey="views" name="Views" fill={COLOURS[2]} isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Most viewed pages"
        summary={data.topPages.length ? `Most viewed: ${data.topPages[0].path} (${data.topPages[0].views}).` : 'No page was viewed yet.'}
        table={
          <DataTable
            caption={`Most viewed pages, last ${data.days.length} days`}
            rowHeader={{ label: 'Page', value: (row) => row.path }}
            rows={data.topPages}
            columns={[{ label: 'Views', value: (row) => row.views }]}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={data.topPages} layout="vertical" {...chartProps} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} title="Most viewed pages">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
            <XAxis type="number" allowDecimals={false} tick={axisTick} />
            <YAxis type="category" dataKey="path" tick={axisTick} width={150} interval={0} tickFormatter={shortPath} />
            <Tooltip />
            <Bar dataKey="views" name="Views" fill={COLOURS[0]} isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Image views per day"
        summary={`${sum(data.imageViews.map((row) => row.count))} photo views in the lightbox (one per visitor, photo and day).`}
        table={<DataTable caption="Image views per day" rowHeader={dayColumn} rows={data.imageViews} columns={[{ label: 'Views', value: (row) => row.count }]} />}
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={imageViews} {...chartProps} title="Image views per day">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
            <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip />
            <Bar dataKey="count" name="Image views" fill={COLOURS[3]} isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Ratings"
        summary={totalRatings ? `${totalRatings} ratings in the last ${data.days.length} days, on average ${average.toFixed(1)} stars.` : 'No ratings in the last 30 days.'}
        table={
          <DataTable
            caption={`Ratings by number of stars, last ${data.days.length} days`}
            rowHeader={{ label: 'Stars', value: (row) => row.stars }}
            rows={data.ratings}
            columns={[{ label: 'Ratings', value: (row) => row.ratings }]}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={data.ratings.map((row) => ({ ...row, label: `${row.stars} ★` }))} {...chartProps} title="Ratings by number of stars">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
            <XAxis dataKey="label" tick={axisTick} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip />
            <Bar dataKey="ratings" name="Ratings" fill={COLOURS[1]} isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Form submissions per day"
        summary={`${totalSubmissions} submissions in the last ${data.days.length} days.`}
        table={
          <DataTable
            caption="Form submissions per day, by outcome"
            rowHeader={dayColumn}
            rows={data.submissions}
            columns={OUTCOMES.map((outcome) => ({ label: outcome.label, value: (row: (typeof data.submissions)[number]) => row[outcome.key] }))}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={submissions} {...chartProps} title="Form submissions per day, by outcome">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
            <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip />
            <Legend />
            {OUTCOMES.map((outcome) => (
              <Bar key={outcome.key} dataKey={outcome.key} name={outcome.label} stackId="outcome" fill={outcome.colour} isAnimationActive={animate} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Mail delivery failures"
        summary={totalFailures ? `${totalFailures} submissions whose mail could not be delivered in the last ${data.days.length} days.` : 'Every mail was delivered.'}
        table={<DataTable caption="Submissions with a failed mail, per day" rowHeader={dayColumn} rows={data.mailFailures} columns={[{ label: 'Failed', value: (row) => row.count }]} />}
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={failures} {...chartProps} title="Submissions with a failed mail, per day">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
            <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip />
            <Bar dataKey="count" name="Failed mails" fill="#c53030" isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  )
}
