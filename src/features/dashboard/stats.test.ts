import { describe, expect, it } from 'vitest'

import { fillDays, gallerySlugOf, lastDays, pageKind, ratingBuckets, shortDay, submissionOutcome, submissionsPerDay, topPaths, viewsByKind, viewsPerGallery } from './stats'

describe('dashboard figures', () => {
  it('lists the 30 days ending today, oldest first, across a month and a year', () => {
    const days = lastDays('2026-01-02')
    expect(days).toHaveLength(30)
    expect(days[0]).toBe('2025-12-04')
    expect(days.at(-1)).toBe('2026-01-02')
    expect(lastDays('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
  })

  it('fills days without rows with zeros and ignores days outside the window', () => {
    const days = ['2026-11-25', '2026-11-26', '2026-11-27']
    expect(fillDays(days, [{ day: '2026-11-26', count: 4 }, { day: '2026-11-26', count: 1 }, { day: '2026-10-01', count: 9 }])).toEqual([
      { day: '2026-11-25', count: 0 },
      { day: '2026-11-26', count: 5 },
      { day: '2026-11-27', count: 0 },
    ])
  })

  it('tells the kind of page from its path', () => {
    expect(pageKind('/')).toBe('home')
    expect(pageKind('/about')).toBe('pages')
    expect(pageKind('/galleries')).toBe('galleries')
    expect(pageKind('/galleries/landscapes/12')).toBe('galleries')
    expect(pageKind('/albums/portfolio')).toBe('galleries')
    expect(pageKind('/gallery-state/galleries/x')).toBe('galleries')
    expect(pageKind('/blog')).toBe('blog')
    expect(pageKind('/blog/hello')).toBe('blog')
    expect(pageKind('/contact-form/3')).toBe('other')
    expect(pageKind('/a/b')).toBe('other')
  })

  it('finds the gallery of a gallery page, its photos and its state view', () => {
    expect(gallerySlugOf('/galleries/landscapes')).toBe('landscapes')
    expect(gallerySlugOf('/galleries/landscapes/12')).toBe('landscapes')
    expect(gallerySlugOf('/gallery-state/galleries/abstracts')).toBe('abstracts')
    expect(gallerySlugOf('/galleries')).toBeNull()
    expect(gallerySlugOf('/albums/portfolio')).toBeNull()
  })

  it('sums views per day and kind, every day present', () => {
    const days = ['2026-11-26', '2026-11-27']
    const rows = [
      { path: '/', day: '2026-11-27', views: 5 },
      { path: '/galleries/x', day: '2026-11-27', views: 3 },
      { path: '/galleries/x/4', day: '2026-11-27', views: 2 },
      { path: '/about', day: '2026-11-25', views: 100 },
    ]
    expect(viewsByKind(days, rows)).toEqual([
      { day: '2026-11-26', total: 0, home: 0, pages: 0, galleries: 0, blog: 0, other: 0 },
      { day: '2026-11-27', total: 10, home: 5, pages: 0, galleries: 5, blog: 0, other: 0 },
    ])
  })

  it('ranks pages and galleries by their views over the window', () => {
    const rows = [
      { path: '/galleries/a', day: '2026-11-26', views: 2 },
      { path: '/galleries/a', day: '2026-11-27', views: 2 },
      { path: '/galleries/a/7', day: '2026-11-27', views: 1 },
      { path: '/galleries/b', day: '2026-11-27', views: 5 },
      { path: '/', day: '2026-11-27', views: 9 },
    ]
    expect(topPaths(rows, 2)).toEqual([
      { path: '/', views: 9 },
      { path: '/galleries/b', views: 5 },
    ])
    expect(viewsPerGallery(rows)).toEqual([
      { slug: 'a', views: 5 },
      { slug: 'b', views: 5 },
    ])
  })

  it('buckets ratings into one to five stars', () => {
    expect(ratingBuckets([{ rate: 5, count: 3 }, { rate: 1, count: 1 }, { rate: 5, count: 2 }, { rate: 0, count: 7 }, { rate: 6, count: 1 }])).toEqual([
      { stars: 1, ratings: 1 },
      { stars: 2, ratings: 0 },
      { stars: 3, ratings: 0 },
      { stars: 4, ratings: 0 },
      { stars: 5, ratings: 5 },
    ])
  })

  it('groups submissions by outcome per day', () => {
    expect(submissionOutcome('mail_sent')).toBe('accepted')
    expect(submissionOutcome('mail_failed')).toBe('accepted')
    expect(submissionOutcome('spam')).toBe('spam')
    expect(submissionOutcome('validation_failed')).toBe('refused')
    expect(submissionOutcome('aborted')).toBe('refused')
    expect(
      submissionsPerDay(['2026-11-26', '2026-11-27'], [
        { day: '2026-11-27', status: 'mail_sent', count: 2 },
        { day: '2026-11-27', status: 'mail_failed', count: 1 },
        { day: '2026-11-27', status: 'spam', count: 4 },
        { day: '2026-11-27', status: 'acceptance_missing', count: 1 },
      ]),
    ).toEqual([
      { day: '2026-11-26', accepted: 0, spam: 0, refused: 0 },
      { day: '2026-11-27', accepted: 3, spam: 4, refused: 1 },
    ])
  })

  it('writes a day short for an axis', () => {
    expect(shortDay('2026-11-07')).toBe('7 Nov')
  })
})
