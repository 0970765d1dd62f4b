import { describe, expect, it } from 'vitest'

import { rankRelated, relatedScore } from './related'

const post = (id: number, categories: number[], tags: string[], publishedAt = '2026-09-01') => ({ id, categories, tags, publishedAt })

describe('related posts', () => {
  const current = post(1, [10, 11], ['studio', 'Prints'])

  it('scores shared categories twice and shared tags once, tags without regard to case', () => {
    expect(relatedScore(current, post(2, [10], []))).toBe(2)
    expect(relatedScore(current, post(3, [], ['prints', 'studio']))).toBe(2)
    expect(relatedScore(current, post(4, [10, 11], ['studio']))).toBe(5)
    expect(relatedScore(current, post(5, [12], ['other']))).toBe(0)
  })

  it('puts the most related first, then the newest, and leaves out the post itself and unrelated ones', () => {
    const ranked = rankRelated(current, [post(1, [10], []), post(2, [10], [], '2026-09-01'), post(3, [10], [], '2026-10-01'), post(4, [10, 11], ['studio']), post(5, [12], [])], 3)
    expect(ranked.map((p) => p.id)).toEqual([4, 3, 2])
  })
})
