import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageMetadata } from '@/features/site/metadata'
import { getSite } from '@/features/site/queries.server'

import { GalleryView } from './gallery-view'
import { getAlbumBySlug, getGalleryBySlug } from './queries.server'
import { parseGalleryQuery, type GalleryQuery, type RawQuery } from './url-state'

/**
 * The gallery page /galleries/{slug} and the album page /albums/{slug}, shared by their cached
 * routes and their dynamic twins (docs/decisions/008-gallery-state-in-the-url.md). Each shows
 * one gallery view, index 0.
 */

export async function galleryPageMetadata(slug: string): Promise<Metadata> {
  const [site, gallery] = await Promise.all([getSite(), getGalleryBySlug(slug)])
  if (!gallery) return { title: `Gallery not found · ${site.title}` }
  return pageMetadata({ site, title: gallery.name, description: gallery.description, image: gallery.previewImage, path: `/galleries/${slug}` })
}

export async function GalleryPageView({ slug, query = null }: { slug: string; query?: GalleryQuery | null }) {
  const gallery = await getGalleryBySlug(slug)
  if (!gallery) notFound()
  return (
    <div className="page">
      <h1 className="page__title">{gallery.name}</h1>
      {gallery.description && <p className="page__lead">{gallery.description}</p>}
      <GalleryView source={{ relationTo: 'galleries', value: gallery }} viewIndex={0} path={`/galleries/${slug}`} query={query} headingLevel={2} eager />
    </div>
  )
}

export async function albumPageMetadata(slug: string): Promise<Metadata> {
  const [site, album] = await Promise.all([getSite(), getAlbumBySlug(slug)])
  if (!album) return { title: `Album not found · ${site.title}` }
  return pageMetadata({ site, title: album.name, description: album.description, image: album.previewImage, path: `/albums/${slug}` })
}

export async function AlbumPageView({ slug, query = null }: { slug: string; query?: GalleryQuery | null }) {
  const album = await getAlbumBySlug(slug)
  if (!album) notFound()
  return (
    <div className="page">
      <h1 className="page__title">{album.name}</h1>
      {album.description && <p className="page__lead">{album.description}</p>}
      <GalleryView source={{ relationTo: 'albums', value: album }} viewIndex={0} path={`/albums/${slug}`} query={query} headingLevel={2} eager />
    </div>
  )
}

/**
 * The gallery state of a twin route's request. The proxy has already answered 400 for anything
 * unparseable, so a failure here (a request that bypassed it) just shows the default state.
 */
export function galleryQueryOf(searchParams: RawQuery): GalleryQuery | null {
  const parsed = parseGalleryQuery(searchParams)
  return parsed.ok ? parsed.query : null
}

/** Metadata of a twin: the state's page is not indexed; its canonical address is the plain page. */
export function statefulMetadata(metadata: Metadata): Metadata {
  return { ...metadata, robots: { index: false, follow: true } }
}
