import { describe, expect, it } from 'vitest'

import {
  defaultViewState,
  formHiddenFields,
  galleryHref,
  hasGalleryParams,
  parseGalleryQuery,
  serializeViewState,
  viewStateOf,
  type GalleryQuery,
  type ViewState,
} from './url-state'

function parse(query: string | Record<string, string | string[] | undefined>) {
  return parseGalleryQuery(typeof query === 'string' ? new URLSearchParams(query) : query)
}

function view(query: string, index = 0): ViewState {
  const result = parse(query)
  if (!result.ok) throw new Error(result.message)
  return viewStateOf(result.query, index)
}

function refused(query: string | Record<string, string | string[] | undefined>): string {
  const result = parse(query)
  if (result.ok) throw new Error(`expected a 400 for ${JSON.stringify(query)}`)
  expect(result.status).toBe(400)
  return result.message
}

describe('parseGalleryQuery: the spec’s parameter names, one state per view index', () => {
  it('reads every parameter of a view', () => {
    expect(
      view(
        'page_number_0=3&bwg_load_more_0=1&bwg_search_0=blue+hour&bwg_tag_id_0=4,7&sortImagesByValue_0=rating&type_0=masonry&bwg_random_seed_0=99',
      ),
    ).toEqual({
      ...defaultViewState,
      page: 3,
      loadMore: true,
      search: 'blue hour',
      tagIds: [4, 7],
      sort: 'rating',
      type: 'masonry',
      seed: 99,
    })
  })

  it('keeps views apart by their index', () => {
    const result = parse('page_number_0=2&page_number_1=5&bwg_search_1=hills&sortImagesByValue_12=title')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(viewStateOf(result.query, 0).page).toBe(2)
    expect(viewStateOf(result.query, 1)).toMatchObject({ page: 5, search: 'hills' })
    expect(viewStateOf(result.query, 12).sort).toBe('title')
    expect(viewStateOf(result.query, 3)).toEqual(defaultViewState)
  })

  it('reads the album path: the opened item, the albums above it and their pages', () => {
    expect(view('album_gallery_id_0=8&type_0=gallery&bwg_previous_album_id_0=5,2&bwg_previous_album_page_number_0=3,1')).toMatchObject({
      albumGalleryId: 8,
      type: 'gallery',
      previousAlbumIds: [5, 2],
      previousAlbumPages: [3, 1],
    })
    // The original plugin leaves a trailing comma; a missing page number is the first page.
    expect(view('album_gallery_id_0=8&bwg_previous_album_id_0=5,2,&bwg_previous_album_page_number_0=4')).toMatchObject({
      previousAlbumIds: [5, 2],
      previousAlbumPages: [4, 1],
    })
  })

  it('accepts Next’s searchParams object with repeated tag ids', () => {
    expect(view('bwg_tag_id_0=3&bwg_tag_id_0=5,3').tagIds).toEqual([3, 5])
    const result = parse({ bwg_tag_id_0: ['3', '9'], page_number_0: '2', other: undefined })
    expect(result.ok && viewStateOf(result.query, 0)).toMatchObject({ tagIds: [3, 9], page: 2 })
  })

  it('ignores parameters that are not gallery state', () => {
    expect(parse('utm_source=x&page=4&page_number=2&page_number_x=3&page_number_123=4&_rsc=abc')).toEqual({ ok: true, query: { views: {} } })
    expect(hasGalleryParams(new URLSearchParams('utm_source=x&page_number_123=1'))).toBe(false)
    expect(hasGalleryParams(new URLSearchParams('utm_source=x&bwg_search_0='))).toBe(true)
    expect(hasGalleryParams({ type_4: 'masonry' })).toBe(true)
  })

  it('tidies the search text: spaces collapsed, control characters dropped', () => {
    expect(view('bwg_search_0=%20%20blue%0A%00hour%20%20').search).toBe('blue hour')
    expect(view('bwg_search_0=').search).toBe('')
  })
})

describe('parseGalleryQuery: hostile input gives the first page or a clear 400, never an exception', () => {
  it.each([
    ['negative page', 'page_number_0=-3'],
    ['page zero', 'page_number_0=0'],
    ['huge page', 'page_number_0=99999999999999999999'],
    ['page beyond the limit', 'page_number_0=1000001'],
    ['fractional page', 'page_number_0=2.5'],
    ['exponent', 'page_number_0=1e5'],
    ['SQL in the page', "page_number_0=1;DROP TABLE gallery_images"],
    ['empty page', 'page_number_0='],
  ])('%s → page 1', (_, query) => {
    expect(view(query).page).toBe(1)
  })

  it('drops unknown sort keys, views and load-more values', () => {
    expect(view("sortImagesByValue_0=id;DELETE FROM users").sort).toBeNull()
    expect(view('sortImagesByValue_0=RATING').sort).toBeNull()
    expect(view('sortImagesByValue_0=__proto__').sort).toBeNull()
    expect(view('type_0=<script>').type).toBeNull()
    expect(view('bwg_load_more_0=yes').loadMore).toBe(false)
  })

  it('keeps only whole tag ids that fit the database, without duplicates', () => {
    expect(view("bwg_tag_id_0=1 OR 1=1,2,-3,4.5,99999999999,2147483648,2147483647,2").tagIds).toEqual([2, 2147483647])
  })

  it('forgets an album path that is not a list of ids, and the item it led to', () => {
    expect(view("album_gallery_id_0=8&bwg_previous_album_id_0=5' OR '1'='1")).toMatchObject({ albumGalleryId: null, previousAlbumIds: [] })
    expect(view('album_gallery_id_0=8&bwg_previous_album_id_0=5,99999999999')).toMatchObject({ albumGalleryId: null })
    expect(view('album_gallery_id_0=abc&bwg_previous_album_id_0=5').albumGalleryId).toBeNull()
    // A path without an item means nothing.
    expect(view('bwg_previous_album_id_0=5&bwg_previous_album_page_number_0=2').previousAlbumIds).toEqual([])
  })

  it('treats SQL in the search as plain text (it is a bound parameter, never SQL)', () => {
    expect(view("bwg_search_0=' OR 1=1 --").search).toBe("' OR 1=1 --")
    expect(view('bwg_search_0=100%25_off').search).toBe('100%_off')
  })

  it('refuses a 10 kB search, title or description with a 400 that says why', () => {
    expect(refused(`bwg_search_0=${'a'.repeat(10_000)}`)).toBe('The search text is too long: use at most 200 characters.')
    expect(refused(`title_0=${'a'.repeat(10_000)}`)).toBe('The title is too long: use at most 200 characters.')
    expect(refused(`description_1=${'x'.repeat(201)}`)).toBe('The description is too long: use at most 200 characters.')
    expect(view(`bwg_search_0=${'a'.repeat(200)}`).search).toHaveLength(200)
  })

  it('refuses a parameter given twice (an array) with a 400', () => {
    expect(refused('page_number_0=1&page_number_0=2')).toBe('page_number_0 is given more than once.')
    expect(refused({ sortImagesByValue_3: ['rating', 'title'] })).toBe('sortImagesByValue_3 is given more than once.')
  })

  it('refuses floods: too many tags, too deep an album path, too many parameters', () => {
    expect(refused(`bwg_tag_id_0=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`)).toBe('Choose at most 20 tags.')
    expect(refused(`album_gallery_id_0=1&bwg_previous_album_id_0=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`)).toBe(
      'The album path is too deep: at most 20 albums.',
    )
    expect(refused(`album_gallery_id_0=1&bwg_previous_album_id_0=${'1,'.repeat(5000)}`)).toBe('The album path is too deep: at most 20 albums.')
    expect(refused(Array.from({ length: 101 }, (_, i) => `bwg_tag_id_0=${i + 1}`).join('&'))).toBe('Too many gallery parameters: at most 100.')
  })
})

describe('serializeViewState and galleryHref: links that keep every other view as it is', () => {
  const query: GalleryQuery = {
    views: {
      0: { ...defaultViewState, page: 2, search: 'hills' },
      1: { ...defaultViewState, sort: 'random', seed: 42, page: 3 },
    },
  }

  it('leaves defaults out', () => {
    expect(serializeViewState(0, defaultViewState)).toEqual([])
    expect(galleryHref('/galleries/landscapes', null, 0, defaultViewState)).toBe('/galleries/landscapes')
  })

  it('round-trips a state through the URL', () => {
    const state: ViewState = {
      page: 4,
      loadMore: true,
      search: 'blue & gold',
      tagIds: [3, 8],
      sort: 'random',
      seed: 1234,
      type: 'gallery',
      albumGalleryId: 9,
      previousAlbumIds: [5, 2],
      previousAlbumPages: [2, 1],
    }
    const href = galleryHref('/albums/portfolio', null, 7, state)
    expect(view(href.split('?')[1], 7)).toEqual(state)
  })

  it('changes one view and keeps the others', () => {
    const href = galleryHref('/', query, 0, { ...viewStateOf(query, 0), page: 3 })
    expect(href).toBe('/?page_number_0=3&bwg_search_0=hills&page_number_1=3&sortImagesByValue_1=random&bwg_random_seed_1=42')
    expect(galleryHref('/', query, 2, { ...defaultViewState, sort: 'title' })).toBe(
      '/?page_number_0=2&bwg_search_0=hills&page_number_1=3&sortImagesByValue_1=random&bwg_random_seed_1=42&sortImagesByValue_2=title',
    )
  })

  it('gives a form the other views’ state and this view’s place, but not its page or filters', () => {
    const state: ViewState = { ...defaultViewState, page: 3, search: 'x', albumGalleryId: 9, type: 'gallery', previousAlbumIds: [5], previousAlbumPages: [2] }
    expect(formHiddenFields({ views: { ...query.views, 0: state } }, 0, state)).toEqual([
      ['page_number_1', '3'],
      ['sortImagesByValue_1', 'random'],
      ['bwg_random_seed_1', '42'],
      ['album_gallery_id_0', '9'],
      ['bwg_previous_album_id_0', '5'],
      ['bwg_previous_album_page_number_0', '2'],
      ['type_0', 'gallery'],
    ])
  })
})
