/**
 * A provider's picture copied into the media library: downloaded with the resolver's limits (only
 * from that provider's image servers, checked by its bytes like an upload) and stored as a media
 * document, so the usual WebP/AVIF variants are made and visitors' browsers load only our copy.
 * The resolver job uses it for a pasted address; the Instagram import (src/features/instagram)
 * for the pictures the Graph API names.
 */
import 'server-only'

import { APIError, type Payload } from 'payload'

import type { Media } from '@/payload-types'

import { EmbedError, pictureRefusedError } from './embed-errors'
import { downloadPicture, type Picture } from './fetch-embed-item.server'
import { embedUrlProblem } from './gallery-embed'
import { type RecognizedEmbed, recognizeEmbed } from './providers'

/** Stores a downloaded picture of `embed` in the media library; a picture the library refuses is an EmbedError. */
export async function storeEmbedPicture(payload: Payload, embed: RecognizedEmbed, picture: Picture, alt: string): Promise<Media> {
  const name = `${embed.provider.toLowerCase()}-${embed.id.replace(/[^A-Za-z0-9_-]/g, '')}.${picture.extension}`
  try {
    return await payload.create({
      collection: 'media',
      data: { alt },
      file: { data: picture.data, mimetype: picture.mimetype, name, size: picture.data.length },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
  } catch (error) {
    // The media collection's own upload checks refused it (they answer 400 with the reason).
    if (error instanceof APIError && error.status === 400) throw pictureRefusedError(embed, error.message)
    throw error
  }
}

export type CopyPicture = {
  /** The item's address, as an editor would paste it (an Instagram permalink). */
  embedUrl: string
  /** An Instagram item shown as the whole post. */
  wholePost?: boolean
  /** Picture addresses on the provider's image servers, the first that downloads wins. */
  candidates: readonly string[]
  alt: string
  /** As EMBED_PROVIDER_ORIGIN: request `<origin>/<host><path>` instead (a local stand-in). */
  origin?: string
}

/**
 * Downloads the first candidate that exists and stores it, with the item the address stands for.
 * Failures are EmbedErrors with a sentence (an address that is no item of a provider we know, a
 * picture off the provider's servers, missing or refused).
 */
export async function copyProviderPicture(payload: Payload, { embedUrl, wholePost, candidates, alt, origin }: CopyPicture): Promise<{ media: Media; picture: Picture; embed: RecognizedEmbed }> {
  const embed = recognizeEmbed(embedUrl, { wholePost })
  if (!embed) throw new EmbedError(embedUrlProblem(embedUrl) ?? 'This address cannot be embedded.', { permanent: true })
  const picture = await downloadPicture(embed, candidates, { origin })
  return { media: await storeEmbedPicture(payload, embed, picture, alt), picture, embed }
}
