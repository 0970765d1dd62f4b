/**
 * Moving through an album view: opening a gallery or sub-album inside it, and going back to the
 * album page one came from (the spec's `album_gallery_id_{view}`, `bwg_previous_album_id_{view}`,
 * `bwg_previous_album_page_number_{view}`). Pure: the caller looks the albums up.
 *
 * The path in the URL is checked link by link against the albums themselves: every album on it
 * must contain the next one down, and the root must be the album the page shows. A URL can
 * therefore only reach what the page's album really holds; anything else shows the album from
 * its first page.
 */
import { defaultViewState, limits, type ViewState } from './url-state'

export type AlbumItemRef = { relationTo: 'galleries' | 'albums'; id: number }

export type AlbumPosition =
  | { kind: 'album'; albumId: number; isRoot: boolean; state: ViewState }
  | { kind: 'gallery'; galleryId: number; parentId: number; state: ViewState }

/**
 * Where view `state` is inside the album `rootId`. `itemsOf(id)` gives an album's items, or
 * undefined when the album is unknown or not published.
 */
export function resolveAlbumPosition(rootId: number, state: ViewState, itemsOf: (albumId: number) => AlbumItemRef[] | undefined): AlbumPosition {
  const root: AlbumPosition = { kind: 'album', albumId: rootId, isRoot: true, state: defaultViewState }
  if (!state.albumGalleryId) return { ...root, state }
  const trail = state.previousAlbumIds
  if (!trail.length || trail[trail.length - 1] !== rootId) return root
  const holds = (albumId: number, ref: AlbumItemRef) =>
    itemsOf(albumId)?.some((item) => item.relationTo === ref.relationTo && item.id === ref.id) ?? false
  for (let i = 0; i < trail.length - 1; i++) {
    if (!holds(trail[i + 1], { relationTo: 'albums', id: trail[i] })) return root
  }
  const opensAlbum = state.type === 'album'
  const item: AlbumItemRef = { relationTo: opensAlbum ? 'albums' : 'galleries', id: state.albumGalleryId }
  if (!holds(trail[0], item)) return root
  return opensAlbum
    ? { kind: 'album', albumId: item.id, isRoot: false, state }
    : { kind: 'gallery', galleryId: item.id, parentId: trail[0], state }
}

/** The state that opens `item` from the album page `from` shows; null when the path would get too deep. */
export function openItemState(from: Extract<AlbumPosition, { kind: 'album' }>, item: AlbumItemRef): ViewState | null {
  const { state } = from
  const previousAlbumIds = from.isRoot ? [from.albumId] : [from.albumId, ...state.previousAlbumIds]
  const previousAlbumPages = from.isRoot ? [state.page] : [state.page, ...state.previousAlbumPages]
  if (previousAlbumIds.length > limits.albumDepth) return null
  return {
    ...defaultViewState,
    albumGalleryId: item.id,
    type: item.relationTo === 'albums' ? 'album' : 'gallery',
    previousAlbumIds,
    previousAlbumPages,
  }
}

/** The state of the album page that `state`'s item was opened from (its page kept). */
export function backState(state: ViewState): ViewState {
  const [parent, ...above] = state.previousAlbumIds
  const [page = 1, ...abovePages] = state.previousAlbumPages
  if (parent === undefined || !above.length) return { ...defaultViewState, page }
  return { ...defaultViewState, page, albumGalleryId: parent, type: 'album', previousAlbumIds: above, previousAlbumPages: abovePages }
}
