import { describe, expect, it } from 'vitest'

import { LIKE_FLOOD, parsePostId, readLikeBody } from './like-rules'

describe('the like request', () => {
  it('takes the post id as a form field, text or JSON', () => {
    expect(readLikeBody('application/x-www-form-urlencoded', 'id=12')).toEqual({ ok: true, id: 12 })
    expect(readLikeBody('text/plain;charset=UTF-8', 'id=7')).toEqual({ ok: true, id: 7 })
    expect(readLikeBody(null, 'id=3')).toEqual({ ok: true, id: 3 })
    expect(readLikeBody('application/json', '{"id":12}')).toEqual({ ok: true, id: 12 })
    expect(readLikeBody('application/json; charset=utf-8', '{"id":"12"}')).toEqual({ ok: true, id: 12 })
  })

  it('answers a malformed body with a 400 and a sentence', () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'id=abc'],
      ['application/x-www-form-urlencoded', 'id=1&id=2'],
      ['application/x-www-form-urlencoded', 'id=-4'],
      ['application/x-www-form-urlencoded', 'id=0'],
      ['application/x-www-form-urlencoded', 'id=1.5'],
      ['application/x-www-form-urlencoded', 'id=99999999999'],
      ['application/json', '{"id":'],
      ['application/json', '[12]'],
      ['application/json', '{"id":null}'],
      ['application/json', '{"id":{"$gt":0}}'],
    ]) {
      const result = readLikeBody(type, body)
      expect(result, `${type} ${body}`).toMatchObject({ ok: false, error: { status: 400, message: 'Send the id of the post to like, for example id=12.' } })
    }
  })

  it('refuses other body types with a 415', () => {
    expect(readLikeBody('multipart/form-data; boundary=x', '')).toMatchObject({ ok: false, error: { status: 415 } })
  })

  it('accepts ids up to the database’s integer range', () => {
    expect(parsePostId(2_147_483_647)).toBe(2_147_483_647)
    expect(parsePostId('2147483648')).toBeNull()
  })

  it('limits one address to 30 likes in 10 minutes', () => {
    expect(LIKE_FLOOD).toEqual({ max: 30, windowMs: 600_000 })
  })
})
