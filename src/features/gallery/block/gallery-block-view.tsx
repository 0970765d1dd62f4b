import Link from 'next/link'

import { GalleryView, type GallerySource } from '@/features/gallery/gallery-view'
import type { GalleryQuery } from '@/features/gallery/url-state'
import { Picture } from '@/features/media/picture'
import type { Gallery, Page } from '@/payload-types'

type GalleryData = Extract<NonNullable<Page['layout']>[number], { blockType: 'gallery' }>

type Props = { block: GalleryData; viewIndex: number; path: string; galleryQuery: GalleryQuery | null }

/**
 * A gallery or album embedded in a page, in the view the editor chose. Several can sit on one
 * page: each has its own view index, so each keeps its own page, search and sort in the URL.
 */
export async function GalleryBlock({ block, viewIndex, path, galleryQuery }: Props) {
  const source = block.source
  if (!source || typeof source.value !== 'object') return null
  const headingId = `gallery-${viewIndex}-heading`
  return (
    <section className="gallery-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading || source.value.name}</h2>
      <GalleryView source={source as GallerySource} viewIndex={viewIndex} path={path} query={galleryQuery} blockView={block.view} headingLevel={3} />
    </section>
  )
}

export function GalleryCard({ gallery, href = `/galleries/${gallery.slug}` }: { gallery: Pick<Gallery, 'name' | 'slug' | 'description' | 'previewImage'>; href?: string }) {
  const preview = typeof gallery.previewImage === 'object' ? gallery.previewImage : null
  return (
    <Link href={href} className="card">
      {preview && <Picture media={preview} alt="" sizes="(max-width: 640px) 100vw, 360px" />}
      <span className="card__title">{gallery.name}</span>
      {gallery.description && <span className="card__text">{gallery.description}</span>}
    </Link>
  )
}
