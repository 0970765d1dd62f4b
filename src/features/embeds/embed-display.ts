/**
 * How a visitor sees a gallery image that may be embedded media (docs/decisions/010). Pure, so
 * every view decides the same way: the gallery views, the photo page, the slideshow and the embed
 * frame route.
 */
import type { GalleryImage } from '@/payload-types'

import { parseEmbedFiletype, playerUrl, providerNames, recognizeEmbed } from './providers'

export type EmbedImage = Pick<GalleryImage, 'id' | 'filetype' | 'embedUrl' | 'embedStatus'>

export type EmbedDisplay =
  /** A photo, or an embedded image (its picture is a local copy): shown as a plain picture. */
  | { type: 'photo' }
  /**
   * An embed that is not ready (being fetched, failed, or of a kind Vitrine cannot show): its
   * picture if it has one, never a facade that would load nothing.
   */
  | { type: 'unavailable' }
  /** A video or post: the facade, then the provider's player. */
  | {
      type: 'player'
      kind: 'VIDEO' | 'POST'
      providerName: string
      /** What the frame loads on a click: the provider's player, or Vitrine's own frame for Instagram. */
      src: string
      /** Instagram: Vitrine's frame (/embed-frame/{id}) hosts the player and reports its height. */
      framed: boolean
    }
  /** A video with no player (Flickr video): its picture and a link to watch it at the provider. */
  | { type: 'link'; kind: 'VIDEO'; providerName: string; href: string }

/** An image record holds embedded media: an embed address, or an embed filetype (SPEC.md section 3). */
export const isEmbed = (image: EmbedImage) => Boolean(image.embedUrl) || parseEmbedFiletype(image.filetype) !== null

/** The address of Vitrine's frame for an embed, which reports the post's height (decision 010). */
export const embedFramePath = (imageId: number) => `/embed-frame/${imageId}`

export function embedDisplay(image: EmbedImage): EmbedDisplay {
  if (!isEmbed(image)) return { type: 'photo' }
  if (image.embedStatus !== 'ready') return { type: 'unavailable' }
  const type = parseEmbedFiletype(image.filetype)
  if (!type) return { type: 'unavailable' }
  if (type.kind === 'IMAGE') return { type: 'photo' }
  const providerName = providerNames[type.provider]
  const player = playerUrl(image.filetype, image.embedUrl)
  if (player) {
    // Instagram's players (posts, and reels which show the same post chrome) size themselves by
    // messages; they go through Vitrine's frame, which forwards the height with the page's secret.
    const framed = type.provider === 'INSTAGRAM'
    return { type: 'player', kind: type.kind, providerName, src: framed ? embedFramePath(image.id) : player, framed }
  }
  const found = type.kind === 'VIDEO' && image.embedUrl ? recognizeEmbed(image.embedUrl) : null
  return found && found.provider === type.provider ? { type: 'link', kind: 'VIDEO', providerName, href: found.url } : { type: 'unavailable' }
}

/**
 * Words added to a link's accessible name when it opens a video or post, e.g. "Big Buck Bunny
 * (video)"; the play badge on the thumbnail is decorative.
 */
export function embedNote(display: EmbedDisplay): string | null {
  if (display.type !== 'player' && display.type !== 'link') return null
  return display.kind === 'POST' ? `(${display.providerName} post)` : '(video)'
}

/** The visible word on a facade's button: a post is shown, not played. */
export const facadeAction = (kind: 'VIDEO' | 'POST') => (kind === 'POST' ? 'Show post' : 'Play')

/** A URL the page may load without contacting anyone else: a path on the site itself. */
export const isLocalUrl = (url: string | null | undefined): url is string => typeof url === 'string' && /^\/(?![/\\])/.test(url)
