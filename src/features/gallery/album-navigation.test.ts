import { describe, expect, it } from 'vitest'

import { backState, openItemState, resolveAlbumPosition, type AlbumItemRef } from './album-navigation'
import { defaultViewState, galleryHref, parseGalleryQuery, viewStateOf, type ViewState } from './url-state'

// Album 1 (the root) holds galleries 10 and 11 and album 2; album 2 holds gallery 12 and album 3;
// album 3 holds gallery 13. Album 4 is elsewhere on the site and holds gallery 14.
const albums: Record<number, AlbumItemRef[]> = {
  1: [
    { relationTo: 'galleries', id: 10 },
    { relationTo: 'galleries', id: 11 },
    { relationTo: 'albums', id: 2 },
  ],
  2: [
    { relationTo: 'galleries', id: 12 },
    { relationTo: 'albums', id: 3 },
  ],
  3: [{ relationTo: 'galleries', id: 13 }],
  4: [{ relationTo: 'galleries', id: 14 }],
}
const itemsOf = (id: number) => albums[id]
const at = (state: ViewState) => resolveAlbumPosition(1, state, itemsOf)

/** Follows a link the way a browser would: through the URL and back. */
function throughUrl(state: ViewState): ViewState {
  const result = parseGalleryQuery(new URLSearchParams(galleryHref('/albums/root', null, 0, state).split('?')[1] ?? ''))
  if (!result.ok) throw new Error(result.message)
  return viewStateOf(result.query, 0)
}

describe('album navigation', () => {
  it('shows the root album at its page when nothing is opened', () => {
    expect(at({ ...defaultViewState, page: 2 })).toEqual({ kind: 'album', albumId: 1, isRoot: true, state: { ...defaultViewState, page: 2 } })
  })

  it('opens a sub-album, a gallery inside it, and goes back page by page', () => {
    const rootPage2 = at({ ...defaultViewState, page: 2 })
    if (rootPage2.kind !== 'album') throw new Error('expected an album')

    const intoAlbum2 = throughUrl(openItemState(rootPage2, { relationTo: 'albums', id: 2 })!)
    const album2 = at(intoAlbum2)
    expect(album2).toMatchObject({ kind: 'album', albumId: 2, isRoot: false })
    if (album2.kind !== 'album') throw new Error('expected an album')

    // Page 3 of album 2, then gallery 12 from there.
    const album2Page3 = at({ ...album2.state, page: 3 })
    if (album2Page3.kind !== 'album') throw new Error('expected an album')
    const intoGallery = throughUrl(openItemState(album2Page3, { relationTo: 'galleries', id: 12 })!)
    expect(intoGallery).toMatchObject({ albumGalleryId: 12, type: 'gallery', previousAlbumIds: [2, 1], previousAlbumPages: [3, 2], page: 1 })
    expect(at(intoGallery)).toMatchObject({ kind: 'gallery', galleryId: 12, parentId: 2 })

    // Paging inside the gallery keeps the way back.
    const galleryPage4 = throughUrl({ ...intoGallery, page: 4 })
    const back = throughUrl(backState(galleryPage4))
    expect(at(back)).toMatchObject({ kind: 'album', albumId: 2, state: { page: 3 } })

    const backToRoot = throughUrl(backState(back))
    expect(backToRoot).toEqual({ ...defaultViewState, page: 2 })
    expect(galleryHref('/albums/root', null, 0, backToRoot)).toBe('/albums/root?page_number_0=2')
  })

  it('opens a gallery straight from the root album', () => {
    const root = at(defaultViewState)
    if (root.kind !== 'album') throw new Error('expected an album')
    const state = openItemState(root, { relationTo: 'galleries', id: 11 })!
    expect(state).toMatchObject({ albumGalleryId: 11, type: 'gallery', previousAlbumIds: [1], previousAlbumPages: [1] })
    expect(at(state)).toMatchObject({ kind: 'gallery', galleryId: 11, parentId: 1 })
    expect(backState(state)).toEqual(defaultViewState)
  })

  it('treats a view name in type_ as a gallery opened in that view', () => {
    expect(at({ ...defaultViewState, albumGalleryId: 10, type: 'masonry', previousAlbumIds: [1], previousAlbumPages: [1] })).toMatchObject({
      kind: 'gallery',
      galleryId: 10,
    })
  })

  it.each([
    ['a gallery from another album', { albumGalleryId: 14, type: 'gallery', previousAlbumIds: [4], previousAlbumPages: [1] }],
    ['a path that does not end at the root', { albumGalleryId: 14, type: 'gallery', previousAlbumIds: [4, 2], previousAlbumPages: [1, 1] }],
    ['a broken link in the path', { albumGalleryId: 13, type: 'gallery', previousAlbumIds: [3, 1], previousAlbumPages: [1, 1] }],
    ['an album called a gallery', { albumGalleryId: 2, type: 'gallery', previousAlbumIds: [1], previousAlbumPages: [1] }],
    ['an item without a path', { albumGalleryId: 10, type: 'gallery', previousAlbumIds: [], previousAlbumPages: [] }],
    ['an unknown album on the path', { albumGalleryId: 10, type: 'gallery', previousAlbumIds: [99, 1], previousAlbumPages: [1, 1] }],
  ] as const)('shows the root album from the start for %s', (_, patch) => {
    expect(at({ ...defaultViewState, page: 5, ...patch, previousAlbumIds: [...patch.previousAlbumIds], previousAlbumPages: [...patch.previousAlbumPages] })).toEqual({
      kind: 'album',
      albumId: 1,
      isRoot: true,
      state: defaultViewState,
    })
  })

  it('refuses to open deeper than the path limit', () => {
    const deep = { ...defaultViewState, albumGalleryId: 2, type: 'album' as const, previousAlbumIds: Array.from({ length: 20 }, (_, i) => i + 100), previousAlbumPages: Array(20).fill(1) }
    expect(openItemState({ kind: 'album', albumId: 2, isRoot: false, state: deep }, { relationTo: 'galleries', id: 12 })).toBeNull()
  })
})
