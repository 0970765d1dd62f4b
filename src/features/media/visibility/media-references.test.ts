import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { findMediaReferences, mediaIdsIn, uploadsInRichText } from './media-references'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'cover', type: 'upload', relationTo: 'media' },
  { name: 'author', type: 'relationship', relationTo: 'users' },
  { name: 'secret', type: 'upload', relationTo: 'media', access: { read: () => false } },
  { name: 'meta', type: 'group', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  { type: 'row', fields: [{ name: 'icon', type: 'upload', relationTo: 'media' }] },
  { type: 'tabs', tabs: [{ name: 'look', fields: [{ name: 'logo', type: 'upload', relationTo: 'media' }] }, { label: 'Plain', fields: [{ name: 'badge', type: 'upload', relationTo: 'media' }] }] },
  { name: 'slides', type: 'array', fields: [{ name: 'picture', type: 'upload', relationTo: 'media' }] },
  { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      { slug: 'hero', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
      { slug: 'text', fields: [{ name: 'content', type: 'richText' }] },
    ],
  },
] as unknown as Field[]

const upload = (value: unknown) => ({ type: 'upload', relationTo: 'media', value, id: 'x', fields: null, version: 3 })
const text = (...nodes: object[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: nodes }] } })

describe('findMediaReferences', () => {
  it('finds every upload field visitors receive, with its query path and top-level field', () => {
    expect(findMediaReferences(fields)).toEqual({
      paths: ['cover', 'meta.image', 'icon', 'look.logo', 'badge', 'slides.picture', 'photos', 'layout.image'],
      topFields: ['cover', 'meta', 'icon', 'look', 'badge', 'slides', 'photos', 'layout'],
      richText: true,
    })
  })

  it('refuses a field that may point at several collections, rather than miss it', () => {
    const polymorphic = [{ name: 'either', type: 'upload', relationTo: ['media', 'other'] }] as unknown as Field[]
    expect(() => findMediaReferences(polymorphic)).toThrow(/"either" may point at several collections/)
  })

  it('finds nothing in fields without uploads', () => {
    expect(findMediaReferences([{ name: 'title', type: 'text' }] as Field[])).toEqual({ paths: [], topFields: [], richText: false })
  })
})

describe('mediaIdsIn', () => {
  it('collects the ids of every upload a document shows, populated or not, rich text included', () => {
    const doc = {
      cover: 1,
      secret: 99,
      author: 98,
      meta: { image: { id: 2, url: '/x' } },
      icon: 3,
      look: { logo: 4 },
      badge: '5',
      slides: [{ picture: 6 }, { picture: null }],
      photos: [7, { id: 8 }],
      layout: [
        { blockType: 'hero', image: 9 },
        { blockType: 'text', content: text(upload(10), upload({ id: 11 })) },
        { blockType: 'unknown', image: 97 },
      ],
    }
    expect(mediaIdsIn(fields, doc)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it('reads nothing from an empty or partial document', () => {
    expect(mediaIdsIn(fields, null)).toEqual([])
    expect(mediaIdsIn(fields, { title: 'x', layout: 'nonsense', meta: null })).toEqual([])
  })
})

describe('uploadsInRichText', () => {
  it('finds upload nodes of the collection at any depth, and ignores others', () => {
    const other = { type: 'upload', relationTo: 'documents', value: 5 }
    const nested = { type: 'list', children: [{ type: 'listitem', children: [upload(3)] }] }
    expect(uploadsInRichText(text(upload(1), other, nested, upload('abc')))).toEqual([1, 3])
    expect(uploadsInRichText(null)).toEqual([])
    expect(uploadsInRichText('text')).toEqual([])
  })
})
