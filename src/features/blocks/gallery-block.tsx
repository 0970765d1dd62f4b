import Link from 'next/link'

import { getGalleryImages, getGallerySettings } from '@/features/gallery/queries.server'
import { ThumbnailGrid } from '@/features/gallery/thumbnail-grid'
import { Picture } from '@/features/media/picture'
import type { Album, Gallery, Page } from '@/payload-types'

type GalleryData = Extract<NonNullable<Page['layout']>[number], { blockType: 'gallery' }>

/**
 * A gallery or album embedded in a page. This first version shows a gallery's first page of
 * thumbnails, or an album's galleries; the other views come with the gallery issue.
 */
export async function GalleryBlock({ block, viewIndex }: { block: GalleryData; viewIndex: number }) {
  const source = block.source
  if (!source || typeof source.value !== 'object') return null
  const settings = await getGallerySettings()
  const headingId = `gallery-${viewIndex}-heading`

  if (source.relationTo === 'albums') {
    const album = source.value as Album
    const galleries = (album.items ?? []).map((item) => item.value).filter((value): value is Gallery => typeof value === 'object' && 'slug' in value && !('items' in value))
    return (
      <section className="gallery-block" aria-labelledby={headingId}>
        <h2 id={headingId}>{block.heading || album.name}</h2>
        <ul className="cards">
          {galleries.map((gallery) => (
            <li key={gallery.id}>
              <GalleryCard gallery={gallery} />
            </li>
          ))}
        </ul>
      </section>
    )
  }

  const gallery = source.value as Gallery
  const perPage = gallery.view?.imagesPerPage ?? settings.imagesPerPage
  const { images, totalImages } = await getGalleryImages(gallery.id, { perPage })
  return (
    <section className="gallery-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading || gallery.name}</h2>
      {images.length ? (
        <ThumbnailGrid gallerySlug={gallery.slug} images={images} thumbWidth={settings.thumbWidth} thumbHeight={settings.thumbHeight} />
      ) : (
        <p>There are no images in this gallery.</p>
      )}
      {totalImages > images.length && (
        <p>
          <Link href={`/galleries/${gallery.slug}`}>See all {totalImages} photos of {gallery.name}</Link>
        </p>
      )}
    </section>
  )
}

export function GalleryCard({ gallery }: { gallery: Gallery }) {
  const preview = typeof gallery.previewImage === 'object' ? gallery.previewImage : null
  return (
    <Link href={`/galleries/${gallery.slug}`} className="card">
      {preview && <Picture media={preview} alt="" sizes="(max-width: 640px) 100vw, 360px" />}
      <span className="card__title">{gallery.name}</span>
      {gallery.description && <span className="card__text">{gallery.description}</span>}
    </Link>
  )
}
