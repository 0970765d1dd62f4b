/**
 * A video or post as the photo page and blog style show it: the click-to-load facade around the
 * item's own picture (docs/decisions/010). A server component; the facade's browser code loads
 * only on pages that show one (lazy-embed-facade.client.tsx). Its styles come with the page: the
 * facade is shown, sized and usable before its code arrives, which is after the visitor's first
 * interaction (decision 043); with them in the code's chunk, the box changed size as it came.
 */
import './embed-facade.css'

import { aspectRatio, Picture } from '@/features/media'
import type { GalleryImage } from '@/payload-types'

import { facadeAction, isLocalUrl, type EmbedDisplay } from './embed-display'
import { fitInstagramPost, INSTAGRAM_FOOTER_LIGHTBOX } from './instagram-size'
import { LazyEmbedFacade } from './lazy-embed-facade.client'

type Props = {
  image: GalleryImage
  display: Extract<EmbedDisplay, { type: 'player' }>
  /** The largest box the player may take; an Instagram post is fitted into it with its footer. */
  container: { width: number; height: number }
  /** The `sizes` attribute of the picture. */
  sizes: string
  priority?: boolean
  /** `page`: the photo page, a video at most 80 % of the window's height; `column`: the column's width. */
  variant: 'page' | 'column'
}

export default function EmbeddedPlayer({ image, display, container, sizes, priority = false, variant }: Props) {
  const media = typeof image.image === 'object' && image.image ? image.image : null
  // A video's box has the player's shape (the size the resolver stored on the record), not its
  // picture's: YouTube's fallback picture is 4:3 for a 16:9 video. A post's box follows its picture.
  const hasSize = (box: { width?: number | null; height?: number | null } | null) => Boolean(box?.width && box.height)
  const ratio = aspectRatio((display.framed ? [media, image] : [image, media]).find(hasSize) ?? image, 16 / 9)
  // Instagram's post chrome: the picture plus the lightbox footer (Vitrine's lightbox is the photo page).
  const footer = display.framed ? INSTAGRAM_FOOTER_LIGHTBOX : 0
  const post = footer
    ? fitInstagramPost({ containerWidth: container.width, containerHeight: container.height, mediaWidth: ratio, mediaHeight: 1, footer })
    : null
  return (
    <LazyEmbedFacade
      title={image.alt}
      action={facadeAction(display.kind)}
      providerName={display.providerName}
      src={display.src}
      framed={display.framed}
      ratio={ratio}
      footer={footer}
      className={`embedded-player embedded-player--${variant}`}
      // Fitted for the largest container, scaled down with a narrower one (the ratio holds).
      style={post ? { width: `min(100%, ${post.width}px)` } : undefined}
    >
      {media ? (
        <Picture media={media} alt="" sizes={sizes} priority={priority} />
      ) : isLocalUrl(image.thumbUrl) ? (
        <img src={image.thumbUrl} alt="" width={image.width ?? undefined} height={image.height ?? undefined} decoding="async" />
      ) : null}
    </LazyEmbedFacade>
  )
}
