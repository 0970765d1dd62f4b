import { notFound } from 'next/navigation'

import { getGalleryBySlug, getGalleryImages, getGallerySettings } from '@/features/gallery/queries.server'
import { ThumbnailGrid } from '@/features/gallery/thumbnail-grid'
import { pageMetadata } from '@/features/site/metadata'
import { getSite } from '@/features/site/queries.server'

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params
  const [site, gallery] = await Promise.all([getSite(), getGalleryBySlug(slug)])
  if (!gallery) return { title: `Gallery not found · ${site.title}` }
  return pageMetadata({ site, title: gallery.name, description: gallery.description, image: gallery.previewImage, path: `/galleries/${slug}` })
}

export default async function GalleryPage({ params }: Props) {
  const { slug } = await params
  const gallery = await getGalleryBySlug(slug)
  if (!gallery) notFound()
  const settings = await getGallerySettings()
  const perPage = gallery.view?.imagesPerPage ?? settings.imagesPerPage
  const { images, totalImages } = await getGalleryImages(gallery.id, { perPage })
  return (
    <div className="page">
      <h1 className="page__title">{gallery.name}</h1>
      {gallery.description && <p className="page__lead">{gallery.description}</p>}
      {images.length ? (
        <ThumbnailGrid
          gallerySlug={gallery.slug}
          images={images}
          thumbWidth={settings.thumbWidth}
          thumbHeight={settings.thumbHeight}
          showTitles={gallery.view?.showTitle ?? true}
          eagerCount={8}
        />
      ) : (
        <p>There are no images in this gallery.</p>
      )}
      {totalImages > images.length && (
        <p className="gallery__count">
          Showing {images.length} of {totalImages} photos.
        </p>
      )}
    </div>
  )
}
