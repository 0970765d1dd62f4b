import type { CSSProperties } from 'react'

import { embedDisplay, embedNote, isEmbed, isLocalUrl } from '@/features/embeds'
import { aspectRatio, Picture } from '@/features/media'
import type { GalleryImage } from '@/payload-types'

import type { ImageLoading } from './types'
import './image-media.css'

type Props = Frame & {
  image: GalleryImage
  /** The `sizes` attribute: how wide the image shows. */
  sizes: string
  /** How it loads (loadingAt): lazily unless it is in the view's first screen. */
  loading?: ImageLoading
  /** '' when a visible title beside the image already names the link. */
  alt: string
}

/**
 * `natural`: the frame keeps the image's own aspect ratio (masonry, mosaic, blog style);
 * `thumbnail`: the grid's thumbnail ratio (`ratio`, width / height), the image cropped to fill
 * it, so a frame of 2:1 or wider is served the photo's cropped tile.
 */
type Frame = { frame: 'natural'; ratio?: undefined } | { frame: 'thumbnail'; ratio: number }

/**
 * A gallery image in a frame whose size is known before the image loads (from the width and
 * height the record carries), so nothing moves while images arrive. Uploaded photos get their
 * responsive AVIF/WebP variants, and so do embeds (their picture is a local media copy);
 * imported images their thumbnail URL. A video or post gets a play badge; the words for it are
 * in the link's name (EmbedNote). An embed that is not ready shows its picture, or its title in
 * an empty frame: never a remote thumbnail, which would contact the provider unasked.
 */
export function ImageMedia({ image, sizes, loading = 'lazy', alt, frame, ratio }: Props) {
  const media = typeof image.image === 'object' && image.image ? image.image : null
  const style = frame === 'natural' ? ({ aspectRatio: String(aspectRatio(image)), '--frame-ratio': String(aspectRatio(image)) } as CSSProperties) : undefined
  const thumbUrl = isEmbed(image) ? (isLocalUrl(image.thumbUrl) ? image.thumbUrl : null) : image.thumbUrl
  const playable = embedNote(embedDisplay(image)) !== null
  return (
    <span className={`gallery-frame gallery-frame--${frame}`} style={style}>
      {media ? (
        <Picture media={media} alt={alt} sizes={sizes} priority={loading === 'priority'} eager={loading === 'eager'} frameRatio={ratio} />
      ) : thumbUrl ? (
        <img
          src={thumbUrl}
          alt={alt}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          decoding="async"
        />
      ) : (
        <span className="gallery-frame__missing">{image.alt}</span>
      )}
      {playable && <span className="gallery-frame__play" aria-hidden="true" />}
    </span>
  )
}

/**
 * " (video)" or " (Instagram post)" for the link of a video or post, read after its title; nothing
 * for a photo. Visually hidden: the play badge shows it.
 */
export function EmbedNote({ image }: { image: GalleryImage }) {
  const note = embedNote(embedDisplay(image))
  return note ? <span className="visually-hidden"> {note}</span> : null
}
