/**
 * Embedded media (SPEC.md "Embed types"): which provider and kind an address an editor pasted
 * stands for, the `filetype` it is stored under, where its oEmbed data comes from, and the player
 * a visitor's browser loads after clicking the facade. Pure: no I/O, the same on server and client.
 *
 * Kinds:
 * - VIDEO and POST play in a frame of the provider, loaded only on a click (a facade first).
 * - IMAGE is shown as a plain photo: its picture is copied into the media library when the embed
 *   is resolved, so a visitor's browser never contacts the provider for it.
 * - Flickr video has no player here (SPEC.md: it renders nothing): its picture shows, with a link
 *   to watch it on Flickr.
 */

export const embedProviders = ['YOUTUBE', 'VIMEO', 'FLICKR', 'INSTAGRAM', 'FACEBOOK', 'DAILYMOTION', 'IMGUR'] as const
export type EmbedProvider = (typeof embedProviders)[number]
export type EmbedKind = 'VIDEO' | 'IMAGE' | 'POST'

export type RecognizedEmbed = {
  provider: EmbedProvider
  kind: EmbedKind
  /** The provider's id of the item (video id, photo id, post shortcode…). */
  id: string
  /** The canonical address of the item, as sent to the oEmbed endpoint. */
  url: string
  /** `EMBED_OEMBED_<PROVIDER>_<KIND>`. */
  filetype: string
}

/** Display names, for labels such as "Play video (loads from YouTube)". */
export const providerNames: Record<EmbedProvider, string> = {
  YOUTUBE: 'YouTube',
  VIMEO: 'Vimeo',
  FLICKR: 'Flickr',
  INSTAGRAM: 'Instagram',
  FACEBOOK: 'Facebook',
  DAILYMOTION: 'Dailymotion',
  IMGUR: 'Imgur',
}

/**
 * Each provider's oEmbed endpoint (the item's address goes in `url`). Instagram and Facebook
 * answer only with an app token (META_OEMBED_TOKEN); without one, the resolver reads the item's
 * public page instead (its Open Graph tags).
 */
export const oembedEndpoints: Record<EmbedProvider, string> = {
  YOUTUBE: 'https://www.youtube.com/oembed',
  VIMEO: 'https://vimeo.com/api/oembed.json',
  FLICKR: 'https://www.flickr.com/services/oembed/',
  INSTAGRAM: 'https://graph.facebook.com/v21.0/instagram_oembed',
  FACEBOOK: 'https://graph.facebook.com/v21.0/oembed_video',
  DAILYMOTION: 'https://www.dailymotion.com/services/oembed',
  IMGUR: 'https://api.imgur.com/oembed.json',
}

const embedded = (provider: EmbedProvider, kind: EmbedKind, id: string, url: string): RecognizedEmbed => ({
  provider,
  kind,
  id,
  url,
  filetype: `EMBED_OEMBED_${provider}_${kind}`,
})

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www|m|mobile|web)\./, '')
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const segments = (url: URL) => url.pathname.split('/').filter(Boolean)

function youtube(url: URL): RecognizedEmbed | null {
  const host = hostOf(url)
  const parts = segments(url)
  let id: string | null = null
  if (host === 'youtu.be') id = parts[0] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null
  } else return null
  return id && YOUTUBE_ID.test(id) ? embedded('YOUTUBE', 'VIDEO', id, `https://www.youtube.com/watch?v=${id}`) : null
}

function vimeo(url: URL): RecognizedEmbed | null {
  const host = hostOf(url)
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
  const id = segments(url).find((part) => /^\d{4,12}$/.test(part))
  return id ? embedded('VIMEO', 'VIDEO', id, `https://vimeo.com/${id}`) : null
}

function dailymotion(url: URL): RecognizedEmbed | null {
  const host = hostOf(url)
  const parts = segments(url)
  let id: string | undefined
  if (host === 'dai.ly') id = parts[0]
  else if (host === 'dailymotion.com') id = parts[0] === 'video' ? parts[1] : parts[0] === 'embed' && parts[1] === 'video' ? parts[2] : undefined
  else return null
  id = id?.split('_')[0]
  return id && /^[a-z0-9]{5,12}$/i.test(id) ? embedded('DAILYMOTION', 'VIDEO', id, `https://www.dailymotion.com/video/${id}`) : null
}

function flickr(url: URL): RecognizedEmbed | null {
  const host = hostOf(url)
  const parts = segments(url)
  if (host === 'flic.kr' && parts[0] === 'p' && parts[1] && /^[A-Za-z0-9]+$/.test(parts[1])) {
    // A short link names the photo in base 58; oEmbed accepts the short link itself.
    return embedded('FLICKR', 'IMAGE', parts[1], `https://flic.kr/p/${parts[1]}`)
  }
  if (host !== 'flickr.com' || parts[0] !== 'photos' || !parts[1] || !parts[2] || !/^\d+$/.test(parts[2])) return null
  // Whether it is a photo or a video is known only once oEmbed answers (see withKind).
  return embedded('FLICKR', 'IMAGE', parts[2], `https://www.flickr.com/photos/${parts[1]}/${parts[2]}/`)
}

function instagram(url: URL): RecognizedEmbed | null {
  if (hostOf(url) !== 'instagram.com' && hostOf(url) !== 'instagr.am') return null
  const parts = segments(url)
  // instagram.com/p/CODE, /reel/CODE, /tv/CODE, also behind a user name: /name/p/CODE
  const at = parts.findIndex((part) => part === 'p' || part === 'reel' || part === 'reels' || part === 'tv')
  const code = at >= 0 ? parts[at + 1] : undefined
  if (!code || !/^[A-Za-z0-9_-]{5,40}$/.test(code)) return null
  const isVideo = parts[at] !== 'p'
  const path = isVideo ? 'reel' : 'p'
  return embedded('INSTAGRAM', isVideo ? 'VIDEO' : 'IMAGE', code, `https://www.instagram.com/${path}/${code}/`)
}

function facebook(url: URL): RecognizedEmbed | null {
  const host = hostOf(url)
  const parts = segments(url)
  if (host === 'fb.watch' && parts[0] && /^[A-Za-z0-9_-]+$/.test(parts[0])) {
    return embedded('FACEBOOK', 'VIDEO', parts[0], `https://fb.watch/${parts[0]}/`)
  }
  if (host !== 'facebook.com') return null
  const v = url.searchParams.get('v')
  if (parts[0] === 'watch' && v && /^\d+$/.test(v)) return embedded('FACEBOOK', 'VIDEO', v, `https://www.facebook.com/watch/?v=${v}`)
  const videos = parts.indexOf('videos')
  const videoId = videos >= 0 ? parts.slice(videos + 1).find((part) => /^\d+$/.test(part)) : undefined
  if (videoId) return embedded('FACEBOOK', 'VIDEO', videoId, `https://www.facebook.com/watch/?v=${videoId}`)
  const fbid = url.searchParams.get('fbid')
  if ((parts[0] === 'photo' || parts[0] === 'photo.php') && fbid && /^\d+$/.test(fbid)) {
    return embedded('FACEBOOK', 'IMAGE', fbid, `https://www.facebook.com/photo/?fbid=${fbid}`)
  }
  const photos = parts.indexOf('photos')
  const photoId = photos >= 0 ? [...parts.slice(photos + 1)].reverse().find((part) => /^\d+$/.test(part)) : undefined
  if (photoId) return embedded('FACEBOOK', 'IMAGE', photoId, `https://www.facebook.com/photo/?fbid=${photoId}`)
  return null
}

function imgur(url: URL): RecognizedEmbed | null {
  const host = hostOf(url)
  const parts = segments(url)
  if (host === 'i.imgur.com') {
    const id = parts[0]?.replace(/\.[a-z0-9]+$/i, '')
    return id && /^[A-Za-z0-9]{5,10}$/.test(id) ? embedded('IMGUR', 'IMAGE', id, `https://imgur.com/${id}`) : null
  }
  if (host !== 'imgur.com') return null
  // imgur.com/ID, imgur.com/gallery/ID, imgur.com/a/ID (a title may precede the id: /gallery/title-ID)
  const last = (['gallery', 'a', 't'].includes(parts[0] ?? '') ? parts[parts.length - 1] : parts[0])?.split('-').pop()
  if (!last || !/^[A-Za-z0-9]{5,10}$/.test(last)) return null
  const path = parts[0] === 'a' || parts[0] === 'gallery' ? `${parts[0]}/${last}` : last
  return embedded('IMGUR', 'IMAGE', last, `https://imgur.com/${path}`)
}

const recognizers = [youtube, vimeo, dailymotion, flickr, instagram, facebook, imgur]

/** Longest address accepted: real share links are far shorter. */
export const MAX_EMBED_URL_LENGTH = 2048

/**
 * What a pasted address embeds, or null when it is not one of the supported providers' items.
 * `wholePost` asks for an Instagram item as the whole post (picture, caption and footer).
 */
export function recognizeEmbed(input: string, options: { wholePost?: boolean } = {}): RecognizedEmbed | null {
  const text = input.trim()
  if (!text || text.length > MAX_EMBED_URL_LENGTH) return null
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  for (const recognize of recognizers) {
    const found = recognize(url)
    if (found) return found.provider === 'INSTAGRAM' && options.wholePost ? withKind(found, 'POST') : found
  }
  return null
}

/** The same item as another kind (oEmbed can tell that a Flickr or Instagram item is a video). */
export function withKind(embed: RecognizedEmbed, kind: EmbedKind): RecognizedEmbed {
  return { ...embed, kind, filetype: `EMBED_OEMBED_${embed.provider}_${kind}` }
}

/** Provider and kind back from a stored filetype (also the Instagram import's INSTAGRAM_POST / INSTAGRAM_VIDEO). */
export function parseEmbedFiletype(filetype: string | null | undefined): { provider: EmbedProvider; kind: EmbedKind } | null {
  if (!filetype) return null
  if (filetype === 'INSTAGRAM_POST') return { provider: 'INSTAGRAM', kind: 'POST' }
  if (filetype === 'INSTAGRAM_VIDEO') return { provider: 'INSTAGRAM', kind: 'VIDEO' }
  const match = /^EMBED_OEMBED_([A-Z]+)_(VIDEO|IMAGE|POST)$/.exec(filetype)
  if (!match || !(embedProviders as readonly string[]).includes(match[1]!)) return null
  return { provider: match[1] as EmbedProvider, kind: match[2] as EmbedKind }
}

/**
 * The address of the provider's player for a frame, or null when the item has no player (images,
 * Flickr video). Privacy-friendly hosts where a provider has one (youtube-nocookie, Vimeo's
 * do-not-track); autoplay, because the visitor already clicked play on the facade.
 */
export function playerUrl(filetype: string | null | undefined, embedUrl: string | null | undefined): string | null {
  const type = parseEmbedFiletype(filetype)
  if (!type || !embedUrl) return null
  const found = recognizeEmbed(embedUrl)
  if (!found || found.provider !== type.provider) return null
  const id = encodeURIComponent(found.id)
  switch (type.provider) {
    case 'YOUTUBE':
      return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    case 'VIMEO':
      return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`
    case 'DAILYMOTION':
      return `https://www.dailymotion.com/embed/video/${id}?autoplay=1`
    case 'FACEBOOK':
      return type.kind === 'VIDEO' ? `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(found.url)}&autoplay=true` : null
    case 'INSTAGRAM':
      if (type.kind === 'POST') return `https://www.instagram.com/p/${id}/embed/captioned/`
      return type.kind === 'VIDEO' ? `https://www.instagram.com/p/${id}/embed/` : null
    default:
      return null
  }
}

/** True when the item plays in the provider's frame (VIDEO or POST with a player). */
export function hasPlayer(filetype: string | null | undefined, embedUrl: string | null | undefined): boolean {
  return playerUrl(filetype, embedUrl) !== null
}
