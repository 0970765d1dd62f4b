import { embedDisplay, facadeAction, isEmbed, isLocalUrl, type EmbedDisplay } from '@/features/embeds'
import { variantSrcSet } from '@/features/media'
import type { Gallery, GalleryImage, Media } from '@/payload-types'

import type { MoreSlides } from './more-slides'
import { LazySlideshow } from './lazy-slideshow.client'
import type { Slide, SlideEmbed } from './slideshow.client'
import { slideshowSettings } from './slideshow-settings'
// With the page, not the slideshow's code: its server HTML is laid out before the code arrives.
import './slideshow.css'

function slideEmbed(display: EmbedDisplay): SlideEmbed | undefined {
  if (display.type === 'player') {
    const { providerName, src, framed } = display
    return { type: 'player', action: facadeAction(display.kind), providerName, src, framed }
  }
  if (display.type === 'link') return { type: 'link', providerName: display.providerName, href: display.href }
  return undefined
}

/** The data the slideshow needs from a gallery's images: no more is sent to the browser. */
export function toSlides(gallerySlug: string, images: GalleryImage[]): Slide[] {
  return images.flatMap((image) => {
    const media = typeof image.image === 'object' && image.image ? (image.image as Media) : null
    // An embed shows only its local picture: a provider's address would be contacted unasked.
    const local = (url: string | null | undefined) => (isEmbed(image) ? (isLocalUrl(url) ? url : null) : url)
    const src = media?.sizes?.large?.url ?? media?.url ?? local(image.imageUrl) ?? local(image.thumbUrl)
    if (!src) return []
    const embed = slideEmbed(embedDisplay(image))
    // A video plays in a box of the player's shape (stored on the record), not its picture's.
    const size = embed?.type === 'player' && !embed.framed && image.width && image.height ? image : { width: media?.width ?? image.width, height: media?.height ?? image.height }
    return [
      {
        id: image.id,
        title: image.alt,
        description: image.description,
        src,
        srcSet: media ? variantSrcSet(media, 'webp') : undefined,
        width: size.width ?? 800,
        height: size.height ?? 500,
        thumbSrc: media?.sizes?.thumbnail?.url ?? local(image.thumbUrl) ?? src,
        href: `/galleries/${gallerySlug}/${image.id}`,
        isEmbedVideo: Boolean(image.isEmbedVideo),
        embed,
      },
    ]
  })
}

/**
 * @param more where the rest of a gallery longer than `images` comes from (the gallery's set,
 *   loaded a window at a time as the show plays); without it the show is `images`.
 */
export function SlideshowView({ gallery, images, more }: { gallery: Gallery; images: GalleryImage[]; more?: MoreSlides }) {
  return <LazySlideshow label={`${gallery.name} slideshow`} slides={toSlides(gallery.slug, images)} settings={slideshowSettings(gallery)} more={more} />
}
