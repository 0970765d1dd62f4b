import { describe, expect, it } from 'vitest'

import { dataProblem } from './rest-data'
import type { QueryField } from './rest-where'

const fields: QueryField[] = [
  { name: 'alt', type: 'text' },
  { name: 'embedUrl', type: 'text' },
  { name: 'order', type: 'number' },
  { name: 'gallery', type: 'relationship', relationTo: 'galleries' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'tags', type: 'relationship', relationTo: 'gallery-tags', hasMany: true },
  { name: 'items', type: 'relationship', relationTo: ['galleries', 'albums'] },
  { name: 'keywords', type: 'text', hasMany: true },
  { name: 'downloads', type: 'array', flattenedFields: [{ name: 'label', type: 'text' }, { name: 'price', type: 'number' }] },
  { name: 'meta', type: 'group', flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  { name: 'layout', type: 'blocks', blocks: [{ slug: 'hero', flattenedFields: [{ name: 'heading', type: 'text' }, { name: 'image', type: 'upload', relationTo: 'media' }] }] },
]

describe('dataProblem', () => {
  it.each([
    [{}],
    [{ alt: 'Sunset', embedUrl: 'https://www.youtube.com/watch?v=x', order: 3, gallery: 12, image: '7' }],
    [{ alt: null, order: '4', gallery: { id: 12 }, image: null }],
    [{ gallery: 2147483647, image: '2147483647' }],
    [{ tags: [1, 2], items: { relationTo: 'albums', value: 1 }, keywords: ['a', 'b'] }],
    [{ unknown: { any: 'thing' } }],
    [{ downloads: [{ label: 'Print', price: 12.5 }, null], meta: { image: 3 }, layout: [{ blockType: 'hero', heading: 'Hi', image: 4 }, { blockType: 'other', x: 1 }] }],
  ])('accepts %j', (data) => {
    expect(dataProblem(data, fields)).toBeNull()
  })

  // Regression: each answered 500 (a probe of the REST API as an admin).
  it.each([
    [{ embedUrl: 123 }, 'embedUrl must be a piece of text.'],
    [{ embedUrl: { a: 1 } }, 'embedUrl must be a piece of text.'],
    [{ embedUrl: ['https://www.youtube.com/watch?v=x'] }, 'embedUrl must be a piece of text.'],
    [{ embedUrl: 'https://www.youtube.com/watch?v=x', gallery: 'abc' }, 'gallery must be the id of a document in galleries, such as 12.'],
    [{ gallery: { id: 'x' } }, 'gallery must be the id of a document in galleries, such as 12.'],
    [{ image: -1 }, 'image must be the id of a document in media, such as 12.'],
    [{ order: 'many' }, 'order must be a number.'],
    // Ids are PostgreSQL integers: a bigger number reached the database.
    [{ gallery: 99999999999 }, 'gallery must be the id of a document in galleries, such as 12.'],
    [{ gallery: '2147483648' }, 'gallery must be the id of a document in galleries, such as 12.'],
    [{ image: 1.5 }, 'image must be the id of a document in media, such as 12.'],
    // Regression: in a list row, Infinity (JSON 1e309) was stored as null and 2^53 + 1 broke reads.
    [{ downloads: [{ price: 1 }, { price: Infinity }] }, 'downloads[1].price must be a number between -9007199254740991 and 9007199254740991.'],
    [{ meta: { image: 'abc' } }, 'meta.image must be the id of a document in media, such as 12.'],
    [{ layout: [{ blockType: 'hero', image: 99999999999 }] }, 'layout[0].image must be the id of a document in media, such as 12.'],
  ])('refuses %j', (data, message) => {
    expect(dataProblem(data, fields)).toBe(message)
  })
})
