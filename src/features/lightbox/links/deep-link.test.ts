import { describe, expect, it } from 'vitest'

import { hashFor, parseDeepLink, parseHash, withoutHash } from './deep-link'

describe('the popup’s deep links', () => {
  it('read #bwg{galleryId}/{imageId}, and write it back the same', () => {
    expect(parseHash('#bwg12/345')).toEqual({ galleryId: 12, imageId: 345 })
    expect(parseHash(hashFor(7, 9))).toEqual({ galleryId: 7, imageId: 9 })
    expect(parseDeepLink('#bwg12/345', '?image_id=9')).toEqual({ galleryId: 12, imageId: 345, search: null, tagIds: null, sort: null, openEcommerce: false })
  })

  it('ignore anything malformed: no link, so nothing opens and nothing complains', () => {
    for (const hash of ['#bwg', '#bwg12', '#bwg12/', '#bwg0/4', '#bwg1/0', '#bwg1/99999999999', '#bwg1/2/3', '#bwgx/2', '#other', '#bwg-1/2']) {
      expect(parseHash(hash)).toBeNull()
      expect(parseDeepLink(hash, '')).toBeNull()
    }
    expect(parseDeepLink('', '?image_id=abc')).toBeNull()
    expect(parseDeepLink('', '?image_id=0')).toBeNull()
    expect(parseDeepLink('', '?image_id=3000000000')).toBeNull()
  })

  it('read image_id with its filter, search, order and e-commerce parameters', () => {
    expect(parseDeepLink('', '?image_id=42&filter_tag=3,x,5&filter_search_name=%20sea%20%20cliffs%20&filtersortby=alt&open_ecommerce=1')).toEqual({
      galleryId: null,
      imageId: 42,
      search: 'sea cliffs',
      tagIds: [3, 5],
      sort: 'title',
      openEcommerce: true,
    })
    expect(parseDeepLink('', '?image_id=42&filtersortby=nonsense&open_ecommerce=yes')).toMatchObject({ sort: null, openEcommerce: false, tagIds: null, search: null })
    expect(parseDeepLink('', `?image_id=42&filter_search_name=${'a'.repeat(500)}`)?.search).toHaveLength(200)
  })

  it('leave the address without its hash on close', () => {
    expect(withoutHash({ pathname: '/galleries/sea', search: '?page_number_0=2' })).toBe('/galleries/sea?page_number_0=2')
  })
})
