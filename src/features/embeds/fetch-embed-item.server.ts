/**
 * Everything the provider says about one recognized item, and its picture, downloaded and checked.
 * No database here: resolve-embed.server.ts stores the result.
 *
 * 1. oEmbed, when the provider answers it (Instagram and Facebook only with META_OEMBED_TOKEN):
 *    the item's real kind, the player's size, its pictures.
 * 2. The item's public page, when oEmbed is not available or named no picture (Meta's oEmbed
 *    has had no thumbnails since 2021; Imgur's has none for albums): its Open Graph tags.
 * 3. The first picture that downloads, checked by its bytes like an upload.
 */
import 'server-only'

import { checkImageUpload, uploadLimits } from '@/features/media/index.server'

import { foreignHostError, nameOf, noPictureError, notEmbeddableError, pictureRefusedError, statusError, unreadableError } from './embed-errors'
import { correctKind, isEmbeddable, needsMetaToken, type Oembed, oembedRequest, parseOembed, pictureCandidates, playerSize } from './oembed'
import { isVideoPage, type OpenGraph, readOpenGraph } from './open-graph'
import { mayRequest, parseProviderAddress } from './provider-hosts'
import { fetchOk, requestFromProvider } from './provider-http.server'
import { type RecognizedEmbed, withKind } from './providers'

export type EmbedSettings = {
  /** EMBED_PROVIDER_ORIGIN: every request goes there instead (tests). */
  origin?: string
  /** META_OEMBED_TOKEN: Instagram and Facebook oEmbed. */
  metaToken?: string
}

export type Picture = {
  data: Buffer
  mimetype: string
  extension: string
  width: number
  height: number
}

export type FetchedItem = {
  /** The item with the kind the provider reported (a Flickr video, an Instagram reel). */
  embed: RecognizedEmbed
  title?: string
  /** The provider's player size, for items that play in a frame. */
  player: { width: number; height: number } | null
  picture: Picture
}

const MAX_OEMBED_BYTES = 256 * 1024
const MAX_PAGE_BYTES = 2 * 1024 * 1024
/** A provider's largest thumbnail is a few hundred KB; a full Flickr photo a few MB. */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024

/** Pictures are checked like uploads (same pixel limit and formats), with a smaller size limit. */
const pictureLimits = { ...uploadLimits, maxBytes: MAX_PICTURE_BYTES }

const mimeTypes: Record<string, { mimetype: string; extension: string }> = {
  jpeg: { mimetype: 'image/jpeg', extension: 'jpg' },
  png: { mimetype: 'image/png', extension: 'png' },
  webp: { mimetype: 'image/webp', extension: 'webp' },
  gif: { mimetype: 'image/gif', extension: 'gif' },
  avif: { mimetype: 'image/avif', extension: 'avif' },
}

/** sharp reports AVIF as "heif"; the file's brand tells AVIF from HEIC, which the media library does not take. */
function formatOf(data: Buffer, format: string): string {
  if (format !== 'heif') return format
  const brand = data.subarray(8, 12).toString('latin1')
  return brand === 'avif' || brand === 'avis' ? 'avif' : 'heic'
}

/** The first sentence of an upload check's message, as the reason in a sentence of ours. */
function reasonOf(message: string): string {
  const first = message.split(/(?<=\.) /)[0] ?? message
  return first.charAt(0).toLowerCase() + first.slice(1)
}

async function readOembed(embed: RecognizedEmbed, url: URL, settings: EmbedSettings): Promise<Oembed> {
  const response = await fetchOk({
    item: embed,
    purpose: 'data',
    url,
    accept: 'application/json',
    maxBytes: MAX_OEMBED_BYTES,
    origin: settings.origin,
  })
  const oembed = parseOembed(response.body.toString('utf8'))
  if (!oembed) throw unreadableError(embed)
  if (!isEmbeddable(oembed)) throw notEmbeddableError(embed)
  return oembed
}

async function readPublicPage(embed: RecognizedEmbed, settings: EmbedSettings): Promise<OpenGraph> {
  const response = await fetchOk({
    item: embed,
    purpose: 'page',
    url: new URL(embed.url),
    accept: 'text/html',
    maxBytes: MAX_PAGE_BYTES,
    headOnly: true,
    origin: settings.origin,
  })
  return readOpenGraph(response.body.toString('utf8'))
}

/** Some providers still write http:// for their image servers: the same host over https is the same picture. */
function pictureAddress(embed: RecognizedEmbed, candidate: string): URL {
  const url = parseProviderAddress(candidate)
  if (!url) throw foreignHostError(embed, '', 'picture')
  if (url.protocol !== 'http:') return url
  const secure = new URL(url)
  secure.protocol = 'https:'
  return mayRequest(embed.provider, 'picture', secure) ? secure : url
}

/**
 * Downloads the first candidate that exists. A missing one (404, 410) makes way for the next;
 * any other refusal, or an address off the provider's image servers, ends the search.
 */
export async function downloadPicture(embed: RecognizedEmbed, candidates: readonly string[], settings: EmbedSettings): Promise<Picture> {
  let missing = 404
  for (const candidate of candidates) {
    const response = await requestFromProvider({
      item: embed,
      purpose: 'picture',
      url: pictureAddress(embed, candidate),
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8',
      maxBytes: MAX_PICTURE_BYTES,
      origin: settings.origin,
    })
    if (response.status === 404 || response.status === 410) {
      missing = response.status
      continue
    }
    if (response.status < 200 || response.status >= 300) throw statusError(embed, response.status, 'picture')
    const verdict = await checkImageUpload(response.body, pictureLimits)
    if (!verdict.ok) throw pictureRefusedError(embed, reasonOf(verdict.message))
    const type = mimeTypes[formatOf(response.body, verdict.format)]
    if (!type) throw pictureRefusedError(embed, 'it is not a JPEG, PNG, WebP, AVIF or GIF image.')
    return {
      data: response.body,
      ...type,
      width: verdict.width,
      height: verdict.height,
    }
  }
  throw statusError(embed, missing, 'picture')
}

export async function fetchEmbedItem(recognized: RecognizedEmbed, settings: EmbedSettings): Promise<FetchedItem> {
  let embed = recognized
  let oembed: Oembed | null = null
  const oembedUrl = oembedRequest(recognized, settings.metaToken)
  if (oembedUrl) {
    oembed = await readOembed(recognized, oembedUrl, settings)
    embed = correctKind(recognized, oembed)
  }
  const candidates = pictureCandidates(embed, oembed)
  let player = playerSize(oembed)
  let title = oembed?.title

  if (!oembed || candidates.length === 0) {
    if (!mayRequest(embed.provider, 'page', new URL(embed.url))) throw noPictureError(embed)
    const page = await readPublicPage(embed, settings)
    if (embed.provider === 'INSTAGRAM' && embed.kind === 'IMAGE' && isVideoPage(page)) embed = withKind(embed, 'VIDEO')
    if (page.image) candidates.push(page.image)
    if (!player && page.videoWidth && page.videoHeight) player = { width: page.videoWidth, height: page.videoHeight }
    title ??= page.title
  }
  if (candidates.length === 0) {
    const hint = needsMetaToken(embed.provider) && !settings.metaToken ? `Setting META_OEMBED_TOKEN lets Vitrine ask ${nameOf(embed)}'s oEmbed instead.` : ''
    throw noPictureError(embed, hint)
  }
  const picture = await downloadPicture(embed, candidates, settings)
  return { embed, title, player, picture }
}
