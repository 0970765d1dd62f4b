/**
 * oEmbed, the pure part: the request for a recognized item, the answer checked with zod, and what
 * the answer says about the item (its real kind, the player's size, the pictures to try, largest
 * first). The fetching is in fetch-embed-item.server.ts.
 */
import { z } from 'zod'

import { type EmbedProvider, oembedEndpoints, type RecognizedEmbed, withKind } from './providers'

/** The providers that answer oEmbed only with a Meta app token (META_OEMBED_TOKEN). */
export const needsMetaToken = (provider: EmbedProvider) => provider === 'INSTAGRAM' || provider === 'FACEBOOK'

/** Our largest image variant is 1600 px wide: asking for more only makes the download bigger. */
const MAX_SIZE = '1600'

/**
 * The oEmbed request for an item, or null when its provider needs a token and none is set (the
 * resolver then reads the item's public page). Only the canonical address built from the item's
 * id goes out, never the text the editor pasted.
 */
export function oembedRequest(embed: RecognizedEmbed, metaToken: string | undefined): URL | null {
  if (needsMetaToken(embed.provider)) {
    if (!metaToken) return null
    // Facebook has one endpoint for videos and another for posts and photos.
    const endpoint =
      embed.provider === 'FACEBOOK' && embed.kind !== 'VIDEO'
        ? oembedEndpoints.FACEBOOK.replace(/oembed_video$/, 'oembed_post')
        : oembedEndpoints[embed.provider]
    const url = new URL(endpoint)
    url.searchParams.set('url', embed.url)
    // Instagram refuses a maxwidth outside 320–658: the default size is used.
    url.searchParams.set('access_token', metaToken)
    return url
  }
  const url = new URL(oembedEndpoints[embed.provider])
  url.searchParams.set('url', embed.url)
  url.searchParams.set('format', 'json')
  url.searchParams.set('maxwidth', MAX_SIZE)
  url.searchParams.set('maxheight', MAX_SIZE)
  return url
}

/** A size in pixels: providers send numbers, Flickr sends strings; missing, null, 0 and junk mean "not given". */
const pixels = z
  .unknown()
  .optional()
  .transform((value) => {
    const number = typeof value === 'string' && /^\d{1,6}(\.\d+)?$/.test(value) ? Number(value) : value
    return typeof number === 'number' && Number.isFinite(number) && number >= 1 && number <= 100_000 ? Math.round(number) : undefined
  })

const text = z.string().max(10_000).optional().catch(undefined)

/** The fields of an oEmbed answer Vitrine uses (oEmbed 1.0, section 2.3.4); others are ignored. */
export const oembedSchema = z.object({
  type: z.enum(['photo', 'video', 'rich', 'link']),
  title: text,
  width: pixels,
  height: pixels,
  /** The photo itself, for type "photo" (Flickr). */
  url: text,
  html: z.string().max(100_000).optional().catch(undefined),
  thumbnail_url: text,
  thumbnail_width: pixels,
  thumbnail_height: pixels,
})

export type Oembed = z.infer<typeof oembedSchema>

/** The answer as JSON, checked; null when it is not an oEmbed answer. */
export function parseOembed(body: string): Oembed | null {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return null
  }
  const result = oembedSchema.safeParse(json)
  return result.success ? result.data : null
}

/** Instagram's oEmbed marks a reel by the permalink in its markup; it has no media type field. */
const INSTAGRAM_VIDEO_PERMALINK = /instagram\.com\/(?:[^"'/]+\/)?(?:reel|reels|tv)\//i

/**
 * The item's kind as the provider reports it: a Flickr item is a video when oEmbed says so, an
 * Instagram photo address can be a video. A whole Instagram post stays a post: that is the
 * editor's choice of presentation, whatever it holds.
 */
export function correctKind(embed: RecognizedEmbed, oembed: Oembed): RecognizedEmbed {
  if (embed.provider === 'FLICKR') return withKind(embed, oembed.type === 'video' ? 'VIDEO' : 'IMAGE')
  if (embed.provider === 'INSTAGRAM' && embed.kind === 'IMAGE' && oembed.html && INSTAGRAM_VIDEO_PERMALINK.test(oembed.html)) {
    return withKind(embed, 'VIDEO')
  }
  return embed
}

/** oEmbed types that stand for an item that can be shown ("link" has neither picture nor player). */
export function isEmbeddable(oembed: Oembed): boolean {
  return oembed.type !== 'link'
}

/**
 * The pictures to try for an item, best first. YouTube's largest frame (maxresdefault) is not in
 * oEmbed and does not exist for every video, so oEmbed's hqdefault follows it. A Flickr photo is
 * its `url`. Addresses here are not yet checked: the downloader allows only the provider's
 * image servers.
 */
export function pictureCandidates(embed: RecognizedEmbed, oembed: Oembed | null): string[] {
  const candidates: string[] = []
  if (embed.provider === 'YOUTUBE') candidates.push(`https://i.ytimg.com/vi/${encodeURIComponent(embed.id)}/maxresdefault.jpg`)
  if (oembed?.type === 'photo' && oembed.url) candidates.push(oembed.url)
  if (oembed?.thumbnail_url) candidates.push(oembed.thumbnail_url)
  // Imgur's oEmbed has no thumbnail; a single image (not an album) is at i.imgur.com/<id>.
  if (embed.provider === 'IMGUR' && embed.url === `https://imgur.com/${embed.id}`) candidates.push(`https://i.imgur.com/${embed.id}.jpg`)
  return [...new Set(candidates)]
}

/** The player's size from oEmbed (both sides or nothing: Instagram sends a width and a null height). */
export function playerSize(oembed: Oembed | null): { width: number; height: number } | null {
  return oembed?.width && oembed.height && oembed.type !== 'photo' ? { width: oembed.width, height: oembed.height } : null
}
