import { afterEach, describe, expect, it } from 'vitest'

import { createPageViewCounter, isPageAnswer, viewedPath } from './page-views.mjs'

const request = (url, { method = 'GET', headers = {} } = {}) => ({ method, url, headers })

describe('which requests count as a page view', () => {
  it('counts an anonymous GET of a visitor page, without its query', () => {
    expect(viewedPath(request('/galleries/landscapes?page=2'))).toBe('/galleries/landscapes')
    expect(viewedPath(request('/'))).toBe('/')
  })

  it('leaves out other methods, the API, the admin, Next’s files and client requests, sessions and bots', () => {
    expect(viewedPath(request('/', { method: 'HEAD' }))).toBeNull()
    expect(viewedPath(request('/', { method: 'POST' }))).toBeNull()
    expect(viewedPath(request('/api/pages'))).toBeNull()
    expect(viewedPath(request('/admin'))).toBeNull()
    expect(viewedPath(request('/_next/static/chunks/a.js'))).toBeNull()
    expect(viewedPath(request('/blog', { headers: { rsc: '1' } }))).toBeNull()
    expect(viewedPath(request('/blog', { headers: { cookie: 'payload-token=abc' } }))).toBeNull()
    expect(viewedPath(request('/blog', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } }))).toBeNull()
    expect(viewedPath(request('/' + 'a'.repeat(600)))).toBeNull()
  })

  it('counts only answers of 200 with HTML', () => {
    const response = (statusCode, type) => ({ statusCode, getHeader: () => type })
    expect(isPageAnswer(response(200, 'text/html; charset=utf-8'))).toBe(true)
    expect(isPageAnswer(response(404, 'text/html; charset=utf-8'))).toBe(false)
    expect(isPageAnswer(response(304, undefined))).toBe(false)
    expect(isPageAnswer(response(200, 'image/png'))).toBe(false)
  })
})

describe('the counter', () => {
  let counter
  afterEach(() => counter?.stop())

  it('hands over the counts per path and day in one batch, then starts again from zero', async () => {
    const flushed = []
    let time = Date.parse('2026-11-27T23:59:59Z')
    counter = createPageViewCounter({ flush: async (views) => void flushed.push(views), intervalMs: 60_000, now: () => time })
    counter.count('/')
    counter.count('/')
    counter.count('/blog')
    time += 2_000 // past midnight: a new day
    counter.count('/')
    await counter.flushNow()
    expect(flushed).toEqual([
      [
        { path: '/', day: '2026-11-27', views: 2 },
        { path: '/blog', day: '2026-11-27', views: 1 },
        { path: '/', day: '2026-11-28', views: 1 },
      ],
    ])
    await counter.flushNow()
    expect(flushed).toHaveLength(1)
  })

  it('keeps the counts of a failed flush for the next one', async () => {
    const flushed = []
    let fail = true
    counter = createPageViewCounter({
      flush: async (views) => {
        if (fail) throw new Error('down')
        flushed.push(views)
      },
      intervalMs: 60_000,
      now: () => Date.parse('2026-11-27T12:00:00Z'),
    })
    const log = console.error
    console.error = () => {}
    counter.count('/')
    await counter.flushNow()
    console.error = log
    counter.count('/')
    fail = false
    await counter.flushNow()
    expect(flushed).toEqual([[{ path: '/', day: '2026-11-27', views: 2 }]])
  })

  it('keeps at most maxPaths paths between flushes and counts what it dropped', async () => {
    counter = createPageViewCounter({ flush: async () => {}, intervalMs: 60_000, maxPaths: 2 })
    counter.count('/a')
    counter.count('/b')
    counter.count('/c')
    counter.count('/a')
    expect(counter.stats()).toEqual({ paths: 2, dropped: 1 })
  })

  it('flushes on its own every interval', async () => {
    const flushed = []
    counter = createPageViewCounter({ flush: async (views) => void flushed.push(views), intervalMs: 20 })
    counter.count('/')
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(flushed.flat()).toEqual([expect.objectContaining({ path: '/', views: 1 })])
  })
})
