import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import { contentReader } from '@/features/preview/index.server'
import { settingsGlobal } from '@/lib/site-memo'
import type { Album, Gallery, GalleryImage, GallerySetting, GalleryTag } from '@/payload-types'

import type { AlbumItemRef } from './album-navigation'

/**
 * Visitor-side reads of galleries, albums and tags. They run with visitor access
 * (`overrideAccess: false`, no user), so unpublished documents never reach a page. A page of a
 * gallery's images comes from images.server.ts. Every read takes the Payload instance first; the
 * `cache`d ones are read once per render for the same instance and arguments.
 */
const visitor = { overrideAccess: false, draft: false } as const

export const getGallerySettings = cache(async (payload: Payload): Promise<GallerySetting> => {
  return settingsGlobal<GallerySetting>(payload, 'gallery-settings', { depth: 0, as: 'visitor' })
})

// A gallery is read as its newest draft in an admin's live preview (contentReader), else as published.
export const getGalleryBySlug = cache(async (payload: Payload, slug: string): Promise<Gallery | null> => {
  const { docs } = await payload.find({ collection: 'galleries', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...(await contentReader(payload)) })
  return docs[0] ?? null
})

export const getGalleryById = cache(async (payload: Payload, id: number): Promise<Gallery | null> => {
  const { docs } = await payload.find({ collection: 'galleries', where: { id: { equals: id } }, limit: 1, depth: 1, ...(await contentReader(payload)) })
  return docs[0] ?? null
})

export const getAlbumBySlug = cache(async (payload: Payload, slug: string): Promise<Album | null> => {
  // Items stay ids (a page of them is loaded when shown); the preview image is populated.
  const { docs } = await payload.find({
    collection: 'albums',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    populate: { galleries: { slug: true }, albums: { slug: true } },
    ...visitor,
  })
  return docs[0] ?? null
})

export async function listGalleries(payload: Payload): Promise<Gallery[]> {
  const { docs } = await payload.find({ collection: 'galleries', limit: 200, depth: 1, sort: 'name', ...visitor })
  return docs
}

export async function listAlbums(payload: Payload): Promise<Album[]> {
  const { docs } = await payload.find({
    collection: 'albums',
    limit: 200,
    depth: 1,
    sort: 'name',
    populate: { galleries: { slug: true }, albums: { slug: true } },
    ...visitor,
  })
  return docs
}

/** Every tag, for the tag filter (a site has tens of tags, not thousands). */
export const listTags = cache(async (payload: Payload): Promise<Pick<GalleryTag, 'id' | 'name'>[]> => {
  const { docs } = await payload.find({ collection: 'gallery-tags', limit: 200, depth: 0, sort: 'name', select: { name: true }, ...visitor })
  return docs
})

/** An album's items as plain references, whatever depth it was read at. */
export function albumItemRefs(album: Pick<Album, 'items'>): AlbumItemRef[] {
  return (album.items ?? []).flatMap((item) => {
    // A deleted item can come back as null.
    const id = item.value && typeof item.value === 'object' ? item.value.id : item.value
    return typeof id === 'number' ? [{ relationTo: item.relationTo, id }] : []
  })
}

export type AlbumOnPath = { id: number; name: string; items: AlbumItemRef[]; previewStyle: AlbumPreviewStyle }
export type AlbumPreviewStyle = NonNullable<Album['previewStyle']>

/** The given published albums with their names and items, for checking an album path in one query. */
export async function getAlbumsOnPath(payload: Payload, ids: number[]): Promise<Map<number, AlbumOnPath>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'albums',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { name: true, items: true, previewStyle: true },
    ...visitor,
  })
  return new Map(docs.map((doc) => [doc.id, { id: doc.id, name: doc.name, items: albumItemRefs(doc), previewStyle: doc.previewStyle ?? 'compact' }]))
}

export type AlbumCard = { ref: AlbumItemRef; doc: Pick<Gallery | Album, 'id' | 'name' | 'slug' | 'description' | 'previewImage'> }

export type AlbumItemsPage = { items: AlbumCard[]; page: number; perPage: number; total: number; totalPages: number }

/**
 * One page of an album's published items, in the album's order, with what an item's preview
 * card shows. Unpublished items are left out before paging, so every page is full.
 */
export async function getAlbumItemsPage(payload: Payload, refs: AlbumItemRef[], page: number, perPage: number): Promise<AlbumItemsPage> {
  const idsOf = (kind: AlbumItemRef['relationTo']) => refs.filter((ref) => ref.relationTo === kind).map((ref) => ref.id)
  const published = async (collection: 'galleries' | 'albums', ids: number[]) => {
    if (!ids.length) return new Set<number>()
    const { docs } = await payload.find({ collection, where: { id: { in: ids } }, pagination: false, depth: 0, select: { slug: true }, ...visitor })
    return new Set(docs.map((doc) => doc.id))
  }
  const [galleries, albums] = await Promise.all([published('galleries', idsOf('galleries')), published('albums', idsOf('albums'))])
  const visible = refs.filter((ref) => (ref.relationTo === 'galleries' ? galleries : albums).has(ref.id))

  const size = perPage > 0 ? perPage : Math.max(1, visible.length)
  const totalPages = Math.max(1, Math.ceil(visible.length / size))
  const shown = page >= 1 && page <= totalPages ? page : 1
  const slice = visible.slice((shown - 1) * size, shown * size)

  const details = async (collection: 'galleries' | 'albums', ids: number[]) => {
    if (!ids.length) return new Map<number, AlbumCard['doc']>()
    const { docs } = await payload.find({
      collection,
      where: { id: { in: ids } },
      pagination: false,
      depth: 1,
      select: { name: true, slug: true, description: true, previewImage: true },
      ...visitor,
    })
    return new Map(docs.map((doc) => [doc.id, doc as AlbumCard['doc']]))
  }
  const pick = (kind: AlbumItemRef['relationTo']) => slice.filter((ref) => ref.relationTo === kind).map((ref) => ref.id)
  const [galleryDocs, albumDocs] = await Promise.all([details('galleries', pick('galleries')), details('albums', pick('albums'))])
  const items = slice
    .map((ref) => ({ ref, doc: (ref.relationTo === 'galleries' ? galleryDocs : albumDocs).get(ref.id) }))
    .filter((item): item is AlbumCard => Boolean(item.doc))
  return { items, page: shown, perPage: size, total: visible.length, totalPages }
}

export async function getGalleryImage(payload: Payload, galleryId: number, imageId: number): Promise<GalleryImage | null> {
  const { docs } = await payload.find({
    collection: 'gallery-images',
    where: { and: [{ id: { equals: imageId } }, { gallery: { equals: galleryId } }] },
    limit: 1,
    depth: 1,
    ...visitor,
  })
  return docs[0] ?? null
}
