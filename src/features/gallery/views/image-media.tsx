import type { CSSProperties } from 'react'

import { Picture } from '@/features/media/picture'
import type { GalleryImage } from '@/payload-types'

import { aspectRatio } from '../layout/masonry'

type Props = {
  image: GalleryImage
  /** The `sizes` attribute: how wide the image shows. */
  sizes: string
  priority?: boolean
  /** '' when a visible title beside the image already names the link. */
  alt: string
  /**
   * `natural`: the frame keeps the image's own aspect ratio (masonry, mosaic, blog style);
   * `thumbnail`: the grid's thumbnail ratio, the image cropped to fill it.
   */
  frame: 'natural' | 'thumbnail'
}

/**
 * A gallery image in a frame whose size is known before the image loads (from the width and
 * height the record carries), so nothing moves while images arrive. Uploaded photos get their
 * responsive AVIF/WebP variants; embeds and imported images their thumbnail URL.
 */
export function ImageMedia({ image, sizes, priority = false, alt, frame }: Props) {
  const media = typeof image.image === 'object' && image.image ? image.image : null
  const style = frame === 'natural' ? ({ aspectRatio: String(aspectRatio(image)) } as CSSProperties) : undefined
  return (
    <span className={`gallery-frame gallery-frame--${frame}`} style={style}>
      {media ? (
        <Picture media={media} alt={alt} sizes={sizes} priority={priority} />
      ) : image.thumbUrl ? (
        <img
          src={image.thumbUrl}
          alt={alt}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className="gallery-frame__missing">{image.alt}</span>
      )}
    </span>
  )
}
