import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { pageMetadata } from '@/features/site'
import { getSite } from '@/features/site/index.server'

import { GalleryView } from './gallery-view'
import { getAlbumBySlug, getGalleryBySlug } from './queries.server'
import type { GalleryQuery } from './url-state'

/**
 * The gallery page /galleries/{slug} and the album page /albums/{slug}, shared by their cached
 * routes and their dynamic twins (docs/decisions/008-gallery-state-in-the-url.md). Each shows
 * one gallery view, index 0.
 */

type ViewProps = { payload: Payload; slug: string; query?: GalleryQuery | null }

export async function galleryPageMetadata(payload: Payload, slug: string): Promise<Metadata> {
  const [site, gallery] = await Promise.all([getSite(payload), getGalleryBySlug(payload, slug)])
  if (!gallery) return { title: `Gallery not found · ${site.title}` }
  return pageMetadata({ site, title: gallery.name, description: gallery.description, image: gallery.previewImage, path: `/galleries/${slug}` })
}

export async function GalleryPageView({ payload, slug, query = null }: ViewProps) {
  const gallery = await getGalleryBySlug(payload, slug)
  if (!gallery) notFound()
  return (
    <div className="page">
      <h1 className="page__title">{gallery.name}</h1>
      {gallery.description && <p className="page__lead">{gallery.description}</p>}
      <GalleryView
        payload={payload}
        source={{ relationTo: 'galleries', value: gallery }}
        viewIndex={0}
        path={`/galleries/${slug}`}
        query={query}
        headingLevel={2}
        eager
      />
    </div>
  )
}

export async function albumPageMetadata(payload: Payload, slug: string): Promise<Metadata> {
  const [site, album] = await Promise.all([getSite(payload), getAlbumBySlug(payload, slug)])
  if (!album) return { title: `Album not found · ${site.title}` }
  return pageMetadata({ site, title: album.name, description: album.description, image: album.previewImage, path: `/albums/${slug}` })
}

export async function AlbumPageView({ payload, slug, query = null }: ViewProps) {
  const album = await getAlbumBySlug(payload, slug)
  if (!album) notFound()
  return (
    <div className="page">
      <h1 className="page__title">{album.name}</h1>
      {album.description && <p className="page__lead">{album.description}</p>}
      <GalleryView payload={payload} source={{ relationTo: 'albums', value: album }} viewIndex={0} path={`/albums/${slug}`} query={query} headingLevel={2} eager />
    </div>
  )
}
