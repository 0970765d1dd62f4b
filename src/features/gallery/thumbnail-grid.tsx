import Link from 'next/link'
import type { CSSProperties } from 'react'

import { Picture } from '@/features/media/picture'
import type { GalleryImage } from '@/payload-types'

type Props = {
  gallerySlug: string
  images: GalleryImage[]
  thumbWidth: number
  thumbHeight: number
  /** Headings level of the gallery this grid belongs to, for the image titles. */
  showTitles?: boolean
  /** The first images are above the fold on a gallery page: load them at once. */
  eagerCount?: number
}

/**
 * The thumbnails view: every thumbnail is a real link to the photo's own page, so the gallery
 * works without JavaScript and each photo has an address to share.
 */
export function ThumbnailGrid({ gallerySlug, images, thumbWidth, thumbHeight, showTitles = false, eagerCount = 0 }: Props) {
  const style = { '--thumb-width': `${thumbWidth}px`, '--thumb-ratio': `${thumbWidth} / ${thumbHeight}` } as CSSProperties
  return (
    <ul className="thumbnails" style={style}>
      {images.map((image, index) => {
        const media = typeof image.image === 'object' ? image.image : null
        // With the title shown beside it, the title names the link and the image is decorative.
        const alt = showTitles ? '' : image.alt
        return (
          <li key={image.id}>
            <Link href={`/galleries/${gallerySlug}/${image.id}`} className="thumbnails__link">
              {media ? (
                <Picture media={media} alt={alt} sizes={`(max-width: 480px) 50vw, ${thumbWidth}px`} priority={index < eagerCount} />
              ) : image.thumbUrl ? (
                <img src={image.thumbUrl} alt={alt} width={thumbWidth} height={thumbHeight} loading="lazy" />
              ) : (
                <span className="thumbnails__missing">{image.alt}</span>
              )}
              {showTitles && <span className="thumbnails__title">{image.alt}</span>}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
