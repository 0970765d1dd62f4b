import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { galleryImagesAsServed } from '@/features/media/index.server'
import { setUrl } from '@/features/lightbox/index.server'
import { SlideshowView } from '@/features/slideshow'
import type { Album, Gallery } from '@/payload-types'

import { backState, openItemState, resolveAlbumPosition, type AlbumPosition } from './album-navigation'
import { GalleryControls } from './controls/gallery-controls'
import { LoadMore, Pager } from './controls/pager'
import { GalleryEnhancer } from './gallery-enhancer.client'
import { getGalleryImagePage } from './images.server'
import { setParamsOf } from './photo-position.server'
import {
  albumItemRefs,
  getAlbumItemsPage,
  getAlbumsOnPath,
  getGalleryById,
  getGallerySettings,
  listTags,
  type AlbumCard,
  type AlbumOnPath,
} from './queries.server'
import { newRandomSeed } from './random-order'
import { defaultViewState, galleryHref, viewStateOf, type GalleryQuery, type ViewState } from './url-state'
import { isImageView, type ImageView } from './view-names'
import { imageQueryFor, viewSettings } from './view-settings'
import { AlbumView } from './views/album-view'
import { BlogStyleView } from './views/blog-style-view'
import { MasonryView } from './views/masonry-view'
import { MosaicView } from './views/mosaic-view'
import { ThumbnailsView } from './views/thumbnails-view'
import type { ImagesViewProps } from './views/types'

/** The renderer of each image view. */
const imageViewRenderers: Record<ImageView, (props: ImagesViewProps) => ReactNode> = {
  thumbnails: ThumbnailsView,
  masonry: MasonryView,
  mosaic: MosaicView,
  blog_style: BlogStyleView,
  slideshow: ({ gallery, images, more }) => <SlideshowView gallery={gallery} images={images} more={more} />,
}

export type GallerySource = { relationTo: 'galleries'; value: Gallery } | { relationTo: 'albums'; value: Album }

type Level = 2 | 3 | 4

type Props = {
  payload: Payload
  source: GallerySource
  /** The view index `{view}` of the URL parameters: 0 for the first gallery view on a page. */
  viewIndex: number
  /** The page's path, for links and the form's action. */
  path: string
  /** Every view's state from the URL; null on the cached page without parameters. */
  query: GalleryQuery | null
  /** The view an editor chose for a block (for an album: the view its galleries open in). */
  blockView?: string | null
  /** Level of the first heading inside the view. */
  headingLevel: Level
  /** The view is at the top of its page: its first images load at once. */
  eager?: boolean
}

const deeper = (level: Level): Level => Math.min(4, level + 1) as Level

/**
 * One gallery view: a gallery in any image view, or an album and whatever is opened inside it,
 * with search, tags, sort and paging, all rendered on the server from the URL's state.
 */
export async function GalleryView({ payload, source, viewIndex, path, query, blockView, headingLevel, eager = false }: Props) {
  const state = viewStateOf(query, viewIndex)
  const common = { payload, viewIndex, path, query }
  if (source.relationTo === 'galleries') {
    return (
      <GalleryImages
        {...common}
        gallery={source.value}
        state={state}
        requested={isImageView(state.type) ? state.type : blockView}
        headingLevel={headingLevel}
        eager={eager}
      />
    )
  }

  const album = source.value
  let position: AlbumPosition = { kind: 'album', albumId: album.id, isRoot: true, state }
  const onPath = new Map<number, AlbumOnPath>()
  if (state.albumGalleryId) {
    const ids = [...state.previousAlbumIds, ...(state.type === 'album' ? [state.albumGalleryId] : [])].filter((id) => id !== album.id)
    for (const [id, found] of await getAlbumsOnPath(payload, [...new Set(ids)])) onPath.set(id, found)
  }
  onPath.set(album.id, { id: album.id, name: album.name, items: albumItemRefs(album), previewStyle: album.previewStyle ?? 'compact' })
  if (state.albumGalleryId) position = resolveAlbumPosition(album.id, state, (id) => onPath.get(id)?.items)

  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  const back = (parentName: string) => (
    <p className="gallery-back">
      <a href={galleryHref(path, query, viewIndex, backState(position.state))} data-gallery-nav="album">
        <span aria-hidden="true">← </span>Back to {parentName}
      </a>
    </p>
  )

  if (position.kind === 'gallery') {
    const gallery = await getGalleryById(payload, position.galleryId)
    if (gallery) {
      return (
        <GalleryImages
          {...common}
          gallery={gallery}
          state={position.state}
          requested={isImageView(state.type) ? state.type : isImageView(blockView) ? blockView : null}
          headingLevel={deeper(headingLevel)}
          eager={eager}
          before={
            <>
              {back(onPath.get(position.parentId)?.name ?? album.name)}
              <Heading className="gallery-view__title">{gallery.name}</Heading>
            </>
          }
        />
      )
    }
    // The gallery is gone or unpublished: show the album from its start.
    position = { kind: 'album', albumId: album.id, isRoot: true, state: defaultViewState }
  }

  const settings = await getGallerySettings(payload)
  const current = onPath.get(position.albumId) ?? onPath.get(album.id)!
  const page = await getAlbumItemsPage(payload, current.items, position.state.page, settings.imagesPerPage)
  const from = { ...position, state: { ...position.state, page: page.page } }
  const hrefOf = (item: AlbumCard) => {
    const next = openItemState(from, item.ref)
    if (next) return { href: galleryHref(path, query, viewIndex, next), inPlace: true }
    // Past the depth limit an item opens on its own page.
    return { href: `/${item.ref.relationTo}/${item.doc.slug}`, inPlace: false }
  }
  return (
    <GalleryEnhancer viewIndex={viewIndex} disableRightClick={Boolean(settings.disableRightClick)}>
      {!position.isRoot && (
        <>
          {back(onPath.get(position.state.previousAlbumIds[0])?.name ?? album.name)}
          <Heading className="gallery-view__title">{current.name}</Heading>
        </>
      )}
      {page.items.length ? (
        <AlbumView
          items={page.items}
          hrefOf={hrefOf}
          headingLevel={position.isRoot ? headingLevel : deeper(headingLevel)}
          previewStyle={current.previewStyle}
        />
      ) : (
        <p className="gallery-empty">There is nothing in this album yet.</p>
      )}
      <Pager
        label={`Pages of ${current.name}`}
        path={path}
        query={query}
        viewIndex={viewIndex}
        state={position.state}
        page={page.page}
        totalPages={page.totalPages}
        exact
        hasNext={page.page < page.totalPages}
      />
    </GalleryEnhancer>
  )
}

type GalleryImagesProps = {
  payload: Payload
  gallery: Gallery
  state: ViewState
  requested: string | null | undefined
  viewIndex: number
  path: string
  query: GalleryQuery | null
  headingLevel: Level
  eager: boolean
  before?: ReactNode
}

const count = new Intl.NumberFormat('en')

async function GalleryImages({ payload, gallery, state, requested, viewIndex, path, query, headingLevel, eager, before }: GalleryImagesProps) {
  const settings = viewSettings(gallery, await getGallerySettings(payload), requested)
  // A random order keeps its seed in every link, so paging continues the same order. Without
  // one in the URL, this render picks it (on the cached page: once per render of the cache).
  const imageQuery = imageQueryFor(gallery.id, state, settings, newRandomSeed)
  const { sort, seed = null } = imageQuery
  const linkState: ViewState = { ...state, seed }
  const [result, tags] = await Promise.all([getGalleryImagePage(payload, imageQuery), settings.showTagFilter ? listTags(payload) : null])
  // Watermarked URLs throughout when the gallery bakes the watermark in (docs/decisions/011).
  const images = await galleryImagesAsServed(payload, gallery, result.images)
  const filtered = Boolean(state.search || state.tagIds.length)
  const shownState = { ...linkState, page: result.page }
  const View = imageViewRenderers[settings.view]
  const last = result.firstIndex + result.images.length
  const showStatus = result.images.length > 0 && (result.hasNext || result.page > 1 || filtered)
  // The popup browses the set this view shows: same gallery, filters and order (and seed).
  const lightbox = settings.lightbox ? { galleryId: gallery.id, search: state.search, tagIds: state.tagIds, sort, seed } : null
  return (
    <GalleryEnhancer viewIndex={viewIndex} disableRightClick={settings.disableRightClick} lightbox={lightbox}>
      {before}
      <GalleryControls
        name={gallery.name}
        path={path}
        query={query}
        viewIndex={viewIndex}
        state={linkState}
        sort={sort}
        showSearch={settings.showSearch}
        showSort={settings.showSort}
        tags={tags}
      />
      {showStatus && (
        <p className="gallery-status">
          Images {count.format(result.firstIndex + 1)}–{count.format(last)} of{' '}
          {result.totalIsExact ? count.format(result.total) : `more than ${count.format(result.total)}`}
        </p>
      )}
      {result.images.length ? (
        <View
          images={images}
          settings={settings}
          gallery={gallery}
          gallerySlug={gallery.slug}
          headingLevel={headingLevel}
          eager={eager}
          photoQuery={setParamsOf({ search: state.search, tagIds: state.tagIds, sort: state.sort, seed })}
          more={result.hasNext ? { url: setUrl({ galleryId: gallery.id, search: state.search, tagIds: state.tagIds, sort, seed }, { offset: 0 }), total: result.total, start: result.firstIndex } : undefined}
        />
      ) : (
        // The original plugin's two messages: an empty gallery, and a search or filter that finds nothing.
        <p className="gallery-empty" role="status">
          {filtered ? 'There are no images.' : 'There are no images in this gallery.'}
        </p>
      )}
      {settings.loadMore ? (
        <LoadMore path={path} query={query} viewIndex={viewIndex} state={shownState} page={result.page} hasNext={result.hasNext} />
      ) : (
        <Pager
          label={`Pages of ${gallery.name}`}
          path={path}
          query={query}
          viewIndex={viewIndex}
          state={shownState}
          page={result.page}
          totalPages={result.totalPages}
          exact={result.totalIsExact}
          hasNext={result.hasNext}
        />
      )}
    </GalleryEnhancer>
  )
}
