import { describe, expect, it } from 'vitest'

import { readFeedBody } from './feed-body'

describe('readFeedBody', () => {
  it('reads JSON and forms', () => {
    expect(readFeedBody('application/json', '{"page": 12, "block": "65f0c0ffee"}')).toEqual({ ok: true, ask: { page: 12, block: '65f0c0ffee' } })
    expect(readFeedBody('application/json; charset=utf-8', '{"page": "12", "block": "a-b_c"}')).toEqual({ ok: true, ask: { page: 12, block: 'a-b_c' } })
    expect(readFeedBody('application/x-www-form-urlencoded', 'page=3&block=abc')).toEqual({ ok: true, ask: { page: 3, block: 'abc' } })
  })

  it.each([
    ['application/json', '{"page": 12'],
    ['application/json', '[12, "a"]'],
    ['application/json', '{"page": 0, "block": "a"}'],
    ['application/json', '{"page": 1.5, "block": "a"}'],
    ['application/json', '{"page": 99999999999, "block": "a"}'],
    ['application/json', '{"page": 1, "block": "<script>"}'],
    ['application/json', '{"page": 1, "block": ["a"]}'],
    ['application/x-www-form-urlencoded', 'page=1&page=2&block=a'],
    ['application/x-www-form-urlencoded', 'block=a'],
  ])('refuses %s %s with a 400 and a sentence', (type, body) => {
    const result = readFeedBody(type, body)
    expect(result).toEqual({ ok: false, refusal: expect.objectContaining({ status: 400, message: expect.stringMatching(/^Name the page and the feed block/) }) })
  })

  it('refuses other media types with a 415', () => {
    expect(readFeedBody('text/xml', '<page/>')).toMatchObject({ ok: false, refusal: { status: 415, message: 'Send the page and block as JSON or as a form, not text/xml.' } })
  })
})
