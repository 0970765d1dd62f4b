/**
 * One slide of the popup and its filmstrip thumbnail. A photo is yet-another-react-lightbox's own
 * image slide (loading indicator until it has loaded, responsive `srcset`); a video or post shows
 * at once as the click-to-load facade (docs/decisions/010) sized to the slide, with Instagram's
 * 132 px lightbox footer under a post. Only the current image and its neighbours load pictures;
 * slides further away (kept for the filmstrip) stay empty.
 */
import { Suspense, type CSSProperties, type MouseEvent } from 'react'
import { ImageSlide, LoadingIcon, useLightboxProps, type ContainerRect } from 'yet-another-react-lightbox'

import { fitInstagramPost, INSTAGRAM_FOOTER_LIGHTBOX, LazyEmbedFacade } from '@/features/embeds'

import { usePopup } from '../popup-context'
import type { PopupItem } from '../popup-item'

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    /** A position in the gallery's set; what is there is loaded a window at a time. */
    vitrine: { type: 'vitrine'; position: number }
  }
}

const fit = (item: PopupItem, rect: ContainerRect) => {
  const ratio = item.width / item.height
  const width = Math.min(rect.width, rect.height * ratio)
  return { width: Math.floor(width), height: Math.floor(width / ratio) }
}

export function PopupSlide({ position, offset, rect }: { position: number; offset: number; rect: ContainerRect }) {
  const popup = usePopup()
  const { render } = useLightboxProps()
  const item = popup.itemAt(position)
  const protect = popup.settings.disableRightClick ? (event: MouseEvent) => event.preventDefault() : undefined

  if (!item) {
    return (
      <div className="vitrine-popup__placeholder" role="status">
        <LoadingIcon className="yarl__icon yarl__slide_loading" />
        <span className="visually-hidden">Loading</span>
      </div>
    )
  }
  // Neighbours load ahead; anything further is only a place in the filmstrip.
  if (Math.abs(offset) > 1) return null

  const embed = item.embed
  if (embed?.type === 'player' && offset === 0) {
    const footer = embed.framed ? INSTAGRAM_FOOTER_LIGHTBOX : 0
    const box = footer
      ? fitInstagramPost({ containerWidth: rect.width, containerHeight: rect.height, mediaWidth: item.width, mediaHeight: item.height, footer })
      : fit(item, rect)
    const picture = item.src ? <img src={item.src} alt="" width={item.width} height={item.height} onContextMenu={protect} /> : null
    // The facade's code loads on its first use: the picture shows meanwhile, and the wait stays
    // inside this slide (a suspension reaching the lightbox would hide and re-show all of it).
    return (
      <Suspense fallback={<div className="vitrine-popup__embed" style={{ width: box.width }}>{picture}</div>}>
        <LazyEmbedFacade
          key={item.id}
          title={item.title}
          action={embed.action}
          providerName={embed.providerName}
          src={embed.src}
          framed={embed.framed}
          ratio={item.width / item.height}
          footer={footer}
          className="vitrine-popup__embed"
          style={{ width: box.width } as CSSProperties}
          onActivate={popup.pauseAutoplay}
        >
          {picture}
        </LazyEmbedFacade>
      </Suspense>
    )
  }
  if (!item.src) {
    return <p className="vitrine-popup__unavailable">This video or post is not available at the moment.</p>
  }
  return (
    <div className="vitrine-popup__photo">
      <ImageSlide
        slide={{ src: item.src, srcSet: item.srcSet, width: item.width, height: item.height, alt: item.title }}
        offset={offset}
        rect={rect}
        render={render}
        imageFit="contain"
        imageProps={{ onContextMenu: protect }}
      />
      {embed?.type === 'link' && offset === 0 && (
        <a className="vitrine-popup__watch" href={embed.href} rel="noopener noreferrer" aria-label={`Watch on ${embed.providerName}: ${item.title}`}>
          Watch on {embed.providerName}
        </a>
      )}
    </div>
  )
}

export function PopupThumbnail({ position }: { position: number }) {
  const item = usePopup().itemAt(position)
  if (!item?.thumb) return <span className="vitrine-popup__thumb-empty" />
  return (
    <>
      <img className="vitrine-popup__thumb" src={item.thumb} alt="" loading="lazy" decoding="async" draggable={false} />
      {item.embed?.type === 'player' && <span className="vitrine-popup__thumb-play" aria-hidden="true" />}
    </>
  )
}
