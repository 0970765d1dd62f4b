/**
 * A gallery image's embed, the pure part shared by the collection's hooks and the resolver job:
 * which item the image stands for, whether an address an editor typed can be embedded (with a
 * message saying what can), and the rule that an image needs a photo or an embed.
 */
import { type EmbedProvider, MAX_EMBED_URL_LENGTH, providerNames, type RecognizedEmbed, recognizeEmbed } from './providers'

type EmbedFields = {
  embedUrl?: string | null
  embedWholePost?: boolean | null
}

/** The item an image's embed fields stand for, or null (no address, or one not recognized). */
export function embedOf(image: EmbedFields | null | undefined): RecognizedEmbed | null {
  const url = image?.embedUrl?.trim()
  return url ? recognizeEmbed(url, { wholePost: Boolean(image?.embedWholePost) }) : null
}

/**
 * Equal for two addresses of the same item shown the same way (youtu.be/X and
 * youtube.com/watch?v=X), so retyping an address does not fetch the item again.
 */
export function embedKey(image: EmbedFields | null | undefined): string | null {
  const embed = embedOf(image)
  return embed ? `${embed.filetype} ${embed.url}` : null
}

/** What each provider's items are called, for "This YouTube address is not a single video". */
const items: Record<EmbedProvider, string> = {
  YOUTUBE: 'video',
  VIMEO: 'video',
  DAILYMOTION: 'video',
  FLICKR: 'photo or video',
  INSTAGRAM: 'post or reel',
  FACEBOOK: 'video or photo',
  IMGUR: 'image or album',
}

const providerSites: [RegExp, EmbedProvider][] = [
  [/^(youtube\.com|youtu\.be|youtube-nocookie\.com|music\.youtube\.com)$/, 'YOUTUBE'],
  [/^(vimeo\.com|player\.vimeo\.com)$/, 'VIMEO'],
  [/^(dailymotion\.com|dai\.ly)$/, 'DAILYMOTION'],
  [/^(flickr\.com|flic\.kr)$/, 'FLICKR'],
  [/^(instagram\.com|instagr\.am)$/, 'INSTAGRAM'],
  [/^(facebook\.com|fb\.watch)$/, 'FACEBOOK'],
  [/^(imgur\.com|i\.imgur\.com)$/, 'IMGUR'],
]

/** The provider whose site an address is on, even when it is not an item (a channel, a profile). */
function providerOfSite(text: string): EmbedProvider | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    const host = url.hostname.toLowerCase().replace(/^(www|m|mobile|web)\./, '')
    return providerSites.find(([pattern]) => pattern.test(host))?.[1] ?? null
  } catch {
    return null
  }
}

export const SUPPORTED_EMBEDS =
  'a YouTube, Vimeo or Dailymotion video, a Flickr photo or video, an Instagram post or reel, a Facebook video or photo, or an Imgur image'

/** Why an address cannot be embedded, for the editor; null when it can. */
export function embedUrlProblem(text: string): string | null {
  const value = text.trim()
  if (!value || recognizeEmbed(value)) return null
  if (value.length > MAX_EMBED_URL_LENGTH) return `This address is longer than ${MAX_EMBED_URL_LENGTH} characters. Paste the item's own address.`
  const provider = providerOfSite(value)
  if (provider) {
    return `This ${providerNames[provider]} address is not a single ${items[provider]}. Open the ${items[provider]} and copy its address from the address bar or its Share button.`
  }
  return `Vitrine cannot embed this address. Paste the address of ${SUPPORTED_EMBEDS}, such as https://www.youtube.com/watch?v=dQw4w9WgXcQ.`
}

/**
 * The embedUrl field's validation: an address recognizeEmbed() knows, or empty. An address stored
 * before (an import) passes unchanged, so saving other fields of such an image is not blocked.
 */
export function validateEmbedUrl(value: string | null | undefined, { previousValue }: { previousValue?: unknown }): string | true {
  if (!value || value === previousValue) return true
  return embedUrlProblem(value) ?? true
}

export const PHOTO_OR_EMBED_REQUIRED = `Add a photo, or paste the address of ${SUPPORTED_EMBEDS} to embed.`

type PictureFields = EmbedFields & {
  image?: unknown
  thumbUrl?: string | null
}

/** An image needs something to show: a photo, an embed address, or a picture an import stored. */
export function hasSomethingToShow(image: PictureFields): boolean {
  return Boolean(image.image) || Boolean(image.embedUrl?.trim()) || Boolean(image.thumbUrl)
}
