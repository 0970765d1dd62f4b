import { describe, expect, it } from 'vitest'

import { dataFor, MAX_ITEMS, mergePage, parseActionRequest, parseListQuery, stateOf, whereFor } from './moderation-rules'

describe('whereFor', () => {
  it('filters post comments by their status', () => {
    expect(whereFor('post', 'pending')).toEqual({ status: { equals: 'pending' } })
    expect(whereFor('post', 'rejected')).toEqual({ status: { equals: 'rejected' } })
  })

  it('filters image comments by published and rejected: pending is neither', () => {
    expect(whereFor('image', 'pending')).toEqual({ and: [{ published: { equals: false } }, { or: [{ rejected: { equals: false } }, { rejected: { exists: false } }] }] })
    expect(whereFor('image', 'approved')).toEqual({ published: { equals: true } })
    expect(whereFor('image', 'rejected')).toEqual({ and: [{ published: { equals: false } }, { rejected: { equals: true } }] })
  })
})

describe('dataFor and stateOf', () => {
  it('writes what each kind stores, and reads it back', () => {
    expect(dataFor('post', 'approve')).toEqual({ status: 'approved' })
    expect(dataFor('post', 'reject')).toEqual({ status: 'rejected' })
    expect(dataFor('image', 'approve')).toEqual({ published: true, rejected: false })
    expect(dataFor('image', 'reject')).toEqual({ published: false, rejected: true })
    expect(stateOf('post', { status: 'rejected' })).toBe('rejected')
    expect(stateOf('post', { status: 'odd' })).toBe('pending')
    expect(stateOf('image', { published: true })).toBe('approved')
    expect(stateOf('image', { published: false })).toBe('pending')
    expect(stateOf('image', { published: false, rejected: true })).toBe('rejected')
  })
})

describe('parseListQuery', () => {
  it('defaults to the first page of everything pending', () => {
    expect(parseListQuery(new URLSearchParams())).toEqual({ ok: true, value: { state: 'pending', kind: 'all', page: 1 } })
    expect(parseListQuery(new URLSearchParams('state=rejected&kind=post&page=3'))).toEqual({ ok: true, value: { state: 'rejected', kind: 'post', page: 3 } })
  })

  it('refuses anything else with a sentence', () => {
    for (const query of ['state=spam', 'kind=pages', 'page=0', 'page=abc', 'page=101', 'page=-1']) {
      const result = parseListQuery(new URLSearchParams(query))
      expect(result.ok, query).toBe(false)
      if (!result.ok) expect(result.message).toMatch(/ must be /)
    }
  })
})

describe('parseActionRequest', () => {
  it('accepts an action and comments of both kinds, each once', () => {
    expect(
      parseActionRequest({
        action: 'approve',
        items: [
          { kind: 'post', id: 3 },
          { kind: 'image', id: 3 },
          { kind: 'post', id: 3 },
        ],
      }),
    ).toEqual({ ok: true, value: { action: 'approve', items: [{ kind: 'post', id: 3 }, { kind: 'image', id: 3 }] } })
  })

  it('refuses bad input with a sentence', () => {
    const bad: unknown[] = [
      null,
      [],
      'approve',
      { action: 'publish', items: [{ kind: 'post', id: 1 }] },
      { action: 'approve' },
      { action: 'approve', items: [] },
      { action: 'approve', items: [{ kind: 'page', id: 1 }] },
      { action: 'approve', items: [{ kind: 'post', id: '1' }] },
      { action: 'approve', items: [{ kind: 'post', id: 0 }] },
      { action: 'approve', items: [{ kind: 'post', id: 1.5 }] },
      { action: 'delete', items: Array.from({ length: MAX_ITEMS + 1 }, (_, id) => ({ kind: 'post', id: id + 1 })) },
    ]
    for (const body of bad) {
      const result = parseActionRequest(body)
      expect(result.ok, JSON.stringify(body)?.slice(0, 80)).toBe(false)
      if (!result.ok) expect(result.message).toMatch(/\.$/)
    }
  })
})

describe('mergePage', () => {
  it('merges both kinds newest first and cuts one page', () => {
    const images = [
      { kind: 'image', id: 9, createdAt: '2026-11-03T00:00:00.000Z' },
      { kind: 'image', id: 8, createdAt: '2026-11-01T00:00:00.000Z' },
    ]
    const posts = [
      { kind: 'post', id: 5, createdAt: '2026-11-02T00:00:00.000Z' },
      { kind: 'post', id: 4, createdAt: '2026-11-01T00:00:00.000Z' },
    ]
    expect(mergePage([images, posts], 1, 3).map((item) => `${item.kind}${item.id}`)).toEqual(['image9', 'post5', 'image8'])
    expect(mergePage([images, posts], 2, 3).map((item) => `${item.kind}${item.id}`)).toEqual(['post4'])
  })
})
