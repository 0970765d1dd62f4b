import { describe, expect, it } from 'vitest'

import { type QueryField, whereProblem } from './rest-where'

const galleries: QueryField[] = [
  { name: 'name', type: 'text' },
  { name: 'published', type: 'checkbox' },
]
const images: QueryField[] = [
  { name: 'alt', type: 'text' },
  { name: 'order', type: 'number' },
  { name: 'createdAt', type: 'date' },
  { name: 'published', type: 'checkbox' },
  { name: 'gallery', type: 'relationship', relationTo: 'galleries' },
  { name: 'tags', type: 'relationship', relationTo: 'gallery-tags', hasMany: true },
  { name: 'meta', type: 'group', flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  { name: 'layout', type: 'blocks', blocks: [{ flattenedFields: [{ name: 'heading', type: 'text' }] }] },
  { name: 'content', type: 'richText' },
]
const fieldsOf = (slug: string) => (slug === 'galleries' ? galleries : undefined)
const problem = (where: unknown) => whereProblem(where, images, fieldsOf)

describe('whereProblem', () => {
  it('refuses an empty member in a list of ids (a fuzz run found HEAD /api/galleries?where[id][in]= answered 500)', () => {
    expect(problem({ id: { in: '' } })).toBe('where[id][in] must list values that are each a number, separated by commas.')
    expect(problem({ id: { not_in: '1,,2' } })).toBe('where[id][not_in] must list values that are each a number, separated by commas.')
    expect(problem({ alt: { in: '' } })).toBeNull()
  })

  it.each([
    [{ alt: { equals: 'Sunset' } }],
    [{ id: { in: '1,2,3' } }],
    [{ id: { in: ['1', '2'] } }],
    [{ order: { greater_than: '5' } }],
    [{ createdAt: { greater_than_equal: '2024-05-01' } }],
    [{ published: { equals: 'true' } }],
    [{ gallery: { equals: '12' } }],
    [{ 'gallery.published': { equals: 'true' } }],
    [{ 'gallery.id': { in: '1,2' } }],
    [{ tags: { all: '1,2' } }],
    [{ 'meta.image': { exists: 'false' } }],
    [{ 'layout.heading': { like: 'Hi' } }],
    [{ content: { like: 'anything' } }],
    [{ gallery: { equals: 'null' } }],
    [{ or: [{ alt: { like: 'a' } }, { and: [{ order: { less_than: 3 } }] }] }],
    [{ or: { 0: { alt: { like: 'a' } } } }],
  ])('accepts %j', (where) => {
    expect(problem(where)).toBeNull()
  })

  it.each([
    [{ id: { in: 'a,b' } }, 'where[id][in] must list values that are each a number, separated by commas.'],
    [{ id: { equals: 'abc' } }, 'where[id][equals] must be a number.'],
    [{ order: { greater_than: 'x' } }, 'where[order][greater_than] must be a number.'],
    [{ createdAt: { equals: 'notadate' } }, 'where[createdAt][equals] must be a date such as 2024-05-01.'],
    [{ createdAt: { greater_than: '2020-99-99' } }, 'where[createdAt][greater_than] must be a date such as 2024-05-01.'],
    [{ alt: { equals: { x: '1' } } }, 'where[alt][equals] must be a piece of text.'],
    [{ id: { all: '1' } }, 'where[id][all] needs a field that holds several values; use in.'],
    [{ alt: { all: 'a' } }, 'where[alt][all] needs a field that holds several values; use in.'],
    [{ 'gallery.published': { equals: 'maybe' } }, 'where[gallery.published][equals] must be true or false.'],
    [{ alt: { exists: 'perhaps' } }, 'where[alt][exists] must be true or false.'],
    [{ alt: { sounds_like: 'x' } }, expect.stringMatching(/^where\[alt\]\[sounds_like\]: sounds_like is not an operator/)],
    [{ alt: 'Sunset' }, 'where[alt] needs an operator, e.g. where[alt][equals]=….'],
    [{ or: 'x' }, 'where[or] must be a list of conditions, e.g. where[or][0][title][equals]=Home.'],
    [{ or: [{ order: { equals: 'NaN' } }] }, 'where[order][equals] must be a number.'],
    [{ unknown: { equals: { any: 'thing' } } }, 'where[unknown][equals] must be a single value.'],
    ['abc', 'where must name fields with operators, e.g. where[title][equals]=Home.'],
  ])('refuses %j', (where, message) => {
    expect(problem(where)).toEqual(message)
  })
})
