/**
 * What the popup knows of one image of the set: only what it shows, built on the server from the
 * gallery image record (already watermarked when the gallery asks, docs/decisions/011) and sent
 * as JSON. Pure.
 */
import { embedDisplay, facadeAction, isEmbed, isLocalUrl } from '@/features/embeds'
import type { GalleryImage, Media } from '@/payload-types'

export type PopupEmbed =
  /** A video or post: the click-to-load facade, then the provider's player (decision 010). */
  | { type: 'player'; action: string; providerName: string; src: string; framed: boolean }
  /** A video Vitrine cannot play (Flickr video): its picture and a link to watch it there. */
  | { type: 'link'; providerName: string; href: string }

export type PopupSource = { src: string; width: number; height: number }

export type PopupItem = {
  id: number
  title: string
  description: string | null
  /** The largest picture; null when there is none to show (an embed not ready, without a copy). */
  src: string | null
  /** Smaller variants for `srcset` (WebP), widest last. */
  srcSet: PopupSource[]
  width: number
  height: number
  /** The filmstrip's picture. */
  thumb: string | null
  /** The photo's own page: the canonical address, shared and linked. */
  href: string
  embed: PopupEmbed | null
  isEmbedVideo: boolean
  hitCount: number
  commentCount: number
  avgRating: number
  rateCount: number
  /** The image has a published price list with at least one section. */
  priceList: boolean
  /** The file a download button offers (the watermarked one for a watermarked gallery); null for embeds. */
  download: string | null
}

function popupEmbed(image: GalleryImage): PopupEmbed | null {
  const display = embedDisplay(image)
  if (display.type === 'player') {
    return { type: 'player', action: facadeAction(display.kind), providerName: display.providerName, src: display.src, framed: display.framed }
  }
  if (display.type === 'link') return { type: 'link', providerName: display.providerName, href: display.href }
  return null
}

const variantsOf = (media: Media): PopupSource[] => {
  const sizes = media.sizes ?? {}
  return [sizes.thumbnail, sizes.medium, sizes.large]
    .filter((size): size is { url: string; width: number; height: number } => Boolean(size?.url && size.width && size.height))
    .map((size) => ({ src: size.url, width: size.width, height: size.height }))
}

export function toPopupItem(gallerySlug: string, image: GalleryImage): PopupItem {
  const media = typeof image.image === 'object' && image.image ? image.image : null
  const embedded = isEmbed(image)
  // An embed shows only its local picture: a provider's address would be contacted unasked.
  const local = (url: string | null | undefined) => (embedded ? (isLocalUrl(url) ? url : null) : (url ?? null))
  const srcSet = media ? variantsOf(media) : []
  const src = srcSet.at(-1)?.src ?? media?.url ?? local(image.imageUrl) ?? local(image.thumbUrl)
  const embed = popupEmbed(image)
  // A video plays in a box of the player's shape (stored on the record), not its picture's.
  const size = embed?.type === 'player' && !embed.framed && image.width && image.height ? image : { width: media?.width ?? image.width, height: media?.height ?? image.height }
  const priceList = typeof image.pricelist === 'object' && image.pricelist !== null && (image.pricelistSections?.length ?? 0) > 0
  return {
    id: image.id,
    title: image.alt,
    description: image.description ?? null,
    src,
    srcSet,
    width: size.width || 800,
    height: size.height || 500,
    thumb: media?.sizes?.thumbnail?.url ?? local(image.thumbUrl) ?? src,
    href: `/galleries/${gallerySlug}/${image.id}`,
    embed,
    isEmbedVideo: Boolean(image.isEmbedVideo) || (embed?.type === 'player' && embed.action === 'Play'),
    hitCount: image.hitCount ?? 0,
    commentCount: image.commentCount ?? 0,
    avgRating: image.avgRating ?? 0,
    rateCount: image.rateCount ?? 0,
    priceList,
    download: embedded ? null : (media?.url ?? image.imageUrl ?? null),
  }
}
