import { embedDisplay, facadeAction, isEmbed, isLocalUrl, type EmbedDisplay } from '@/features/embeds/embed-display'
import { variantSrcSet } from '@/features/media/picture'
import type { Gallery, GalleryImage, Media } from '@/payload-types'
import { Slideshow, type Slide, type SlideEmbed, type SlideshowSettings } from './slideshow'

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

/** A gallery's slideshow settings with the plugin's defaults filled in. */
export function slideshowSettings(gallery: Gallery): SlideshowSettings {
  const s = gallery.slideshow ?? {}
  const watermarkImage = typeof s.watermarkImage === 'object' && s.watermarkImage ? s.watermarkImage : null
  return {
    imageWidth: s.imageWidth ?? 800,
    imageHeight: s.imageHeight ?? 500,
    playPauseButtonSize: s.playPauseButtonSize ?? 60,
    watermarkWidth: s.watermarkWidth ?? 90,
    watermarkHeight: s.watermarkHeight ?? 90,
    watermarkFontSize: s.watermarkFontSize ?? 20,
    titleFontSize: s.titleFontSize ?? 16,
    descriptionFontSize: s.descriptionFontSize ?? 14,
    filmstripWidth: s.filmstripWidth ?? 90,
    filmstripHeight: s.filmstripHeight ?? 90,
    navigation: s.navigation ?? 'filmstrip',
    filmstripDirection: s.filmstripDirection ?? 'horizontal',
    autoplay: s.autoplay ?? false,
    interval: s.interval ?? 5,
    enableShuffle: s.enableShuffle ?? false,
    enableLoop: s.enableLoop ?? true,
    preloadImages: s.preloadImages ?? 5,
    showTitle: s.showTitle ?? true,
    showDescription: s.showDescription ?? true,
    watermark: { type: s.watermarkType ?? 'none', text: s.watermarkText, imageUrl: watermarkImage?.sizes?.thumbnail?.url ?? watermarkImage?.url },
  }
}

export function SlideshowView({ gallery, images }: { gallery: Gallery; images: GalleryImage[] }) {
  return <Slideshow label={`${gallery.name} slideshow`} slides={toSlides(gallery.slug, images)} settings={slideshowSettings(gallery)} />
}
