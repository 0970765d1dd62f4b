import { describe, expect, it } from 'vitest'

import { parseSetRequest } from './set-query'

const parse = (query: string) => parseSetRequest(new URLSearchParams(query))

describe('the popup set’s query', () => {
  it('reads a set and its window', () => {
    expect(parse('search=%20sea%20%20cliffs&tags=3,4,3&sort=rating&offset=50&limit=20')).toEqual({
      ok: true,
      request: { search: 'sea cliffs', tagIds: [3, 4], sort: 'rating', seed: null, offset: 50, limit: 20, image: null },
    })
    expect(parse('image=12')).toMatchObject({ ok: true, request: { image: 12, offset: 0, limit: 50 } })
  })

  it('refuses what no popup sends, with a sentence', () => {
    const refused = (query: string) => {
      const result = parse(query)
      return result.ok ? null : result.message
    }
    expect(refused('sort=zzz')).toMatch(/order must be one of/)
    expect(refused('sort=random')).toMatch(/needs its seed/)
    expect(refused('limit=101')).toMatch(/limit must be a whole number from 1 to 100/)
    expect(refused('limit=0')).toMatch(/limit/)
    expect(refused('offset=-1')).toMatch(/offset/)
    expect(refused('image=abc')).toMatch(/photo id/)
    expect(refused('tags=1,x')).toMatch(/Tags are whole numbers/)
    expect(refused(`tags=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`)).toMatch(/at most 20 tags/)
    expect(refused(`search=${'a'.repeat(201)}`)).toMatch(/too long/)
    expect(refused('image=1&image=2')).toMatch(/more than once/)
  })
})
