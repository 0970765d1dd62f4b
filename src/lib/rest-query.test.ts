import { describe, expect, it } from 'vitest'

import { isCrudWrite, refuseJsonBody, refuseRestQuery } from './rest-query'

const check = (query: string) => refuseRestQuery(new URLSearchParams(query))

describe('refuseRestQuery', () => {
  // Regression (hardening issue, item 6): each of these reached Payload and answered 500.
  it.each([
    ['where[title][near]=1', /point fields/],
    ['where=abc', /JSON object/],
    ['where=1', /JSON object/],
    ['where={"title":{"near":"1,2"}}', /point fields/],
    ['data={', /JSON object/],
    ['limit=-5', /whole number/],
    ['limit=abc', /whole number/],
    ['limit=1e3', /whole number/],
    ['page=0', /1 or more/],
    // Regression: a page number too large was told to be "a whole number of 0 or more", which it was.
    ['page=99999999999', /^page must be at most 999999999/],
    ['depth=999', /0 to 10/],
    // Regression: a repeated or bracketed limit reached Payload as a list or an object (a probe of the REST API).
    ['limit=1&limit=2', /^limit must be given once, as a whole number, e\.g\. limit=10\.$/],
    ['limit[]=1&limit[]=2', /^limit must be given once/],
    ['limit[a]=1', /^limit must be given once/],
    ['page=1&page=2', /^page must be given once/],
    // Regression: the jobs runner's queue as a list (queue[]=x) failed inside Payload with a 500.
    ['queue[]=x', /^queue must be given once, as a name, e\.g\. queue=default\.$/],
    ['queue=a&queue=b', /^queue must be given once/],
    ['allQueues[a]=1', /^allQueues must be given once, as true or false, e\.g\. allQueues=true\.$/],
  ])('refuses %s with a 400 that says why', (query, message) => {
    const refusal = check(query)
    expect(refusal?.status).toBe(400)
    expect(refusal?.message).toMatch(message)
  })

  it('lets ordinary queries through', () => {
    expect(check('')).toBeNull()
    expect(check('limit=10&page=2&depth=1&sort=-updatedAt')).toBeNull()
    expect(check('where[title][equals]=Home&where[or][0][slug][like]=a')).toBeNull()
    expect(check('where={"title":{"equals":"Home"}}')).toBeNull()
    expect(check('queue=default&allQueues=true&silent=true')).toBeNull()
    expect(check('limit=0')).toBeNull() // left to the collection rule: admins may ask for all rows
  })
})

describe('isCrudWrite', () => {
  const collections = new Set(['media', 'gallery-images', 'pages', 'users', 'form-submissions'])
  it("marks writes through Payload's CRUD routes, not reads, sign-in or custom endpoints", () => {
    expect(isCrudWrite('POST', ['media'], collections)).toBe(true)
    expect(isCrudWrite('PATCH', ['gallery-images', '3'], collections)).toBe(true)
    expect(isCrudWrite('DELETE', ['pages'], collections)).toBe(true)
    expect(isCrudWrite('POST', ['globals', 'site'], collections)).toBe(true)
    expect(isCrudWrite('GET', ['pages'], collections)).toBe(false)
    expect(isCrudWrite('POST', ['users', 'login'], collections)).toBe(false)
    expect(isCrudWrite('POST', ['users', 'forgot-password'], collections)).toBe(false)
    expect(isCrudWrite('POST', ['form-submissions', '4', 'resend'], collections)).toBe(false)
    expect(isCrudWrite('POST', ['revalidate'], collections)).toBe(false)
  })
})

describe('refuseJsonBody', () => {
  it('refuses JSON that does not parse into an object', () => {
    expect(refuseJsonBody('application/json', '{')?.status).toBe(400)
    expect(refuseJsonBody('application/json; charset=utf-8', '"x"')?.status).toBe(400)
    expect(refuseJsonBody('application/json', '{"email":"a@b.c"}')).toBeNull()
    expect(refuseJsonBody('application/json', '')).toBeNull()
    expect(refuseJsonBody('multipart/form-data; boundary=x', '{')).toBeNull()
  })
})
