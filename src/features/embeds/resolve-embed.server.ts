/**
 * Resolves one gallery image's embed: asks the provider (fetch-embed-item.server.ts), copies the
 * picture into the media library (so the usual WebP/AVIF variants are made and visitors' browsers
 * load only our copy), and records the outcome on the image.
 *
 * Outcomes, as the editor sees them in `embedStatus`/`embedError`:
 * - ready: `image`, `thumbUrl`, `imageUrl`, size and the provider-reported filetype are set;
 * - failed at once, for what no retry can fix (404, not embeddable, picture refused);
 * - pending with the reason while a retry waits (timeout, 5xx), failed after the last try.
 *
 * The job's own writes carry EMBED_JOB_CONTEXT, so the collection's hooks neither queue it again
 * nor touch the embed fields.
 */
import 'server-only'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import type { GalleryImage, Media } from '@/payload-types'

import { storeEmbedPicture } from './copy-picture.server'
import { EmbedError, finalFailureMessage, nameOf, nounOf, retryingMessage } from './embed-errors'
import { EMBED_QUEUE, RESOLVE_EMBED_TASK } from './embed-queue'
import { type EmbedSettings, type FetchedItem, fetchEmbedItem } from './fetch-embed-item.server'
import { embedKey, embedOf, embedUrlProblem } from './gallery-embed'
import { hasPlayer, type RecognizedEmbed } from './providers'

/** Marks a write made by the resolver job (request context key). */
export const EMBED_JOB_CONTEXT = 'embedResolveJob'

export type ResolveOutcome = 'ready' | 'failed' | 'missing' | 'not-pending' | 'superseded'

export type Attempt = { tries: number; last: boolean }

export function embedSettings(): EmbedSettings {
  const env = getEnv()
  return {
    origin: env.EMBED_PROVIDER_ORIGIN,
    metaToken: env.META_OEMBED_TOKEN,
  }
}

async function readImage(payload: Payload, id: number): Promise<GalleryImage | null> {
  return payload.findByID({
    collection: 'gallery-images',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}

/**
 * Writes the job's result, unless the image was deleted or now stands for another item (the
 * editor changed the address meanwhile: that change queued a job of its own). Returns whether it wrote.
 *
 * Read, compare and write are not one step: should the editor's change land between them, this
 * writes the old item's result over the new item's "pending", and the new item's job, finding it
 * no longer pending, would skip it. So the image is read again after the write, and if it has
 * moved on, it is put back to pending with a job of its own.
 */
async function writeIfCurrent(payload: Payload, id: number, key: string, data: Partial<GalleryImage>): Promise<boolean> {
  const current = await readImage(payload, id)
  if (!current || embedKey(current) !== key) return false
  const write = (fields: Partial<GalleryImage>) =>
    payload.update({
      collection: 'gallery-images',
      id,
      data: fields,
      depth: 0,
      overrideAccess: true,
      // A retry that is waiting changes nothing a visitor sees: no need to revalidate the site.
      context: { [EMBED_JOB_CONTEXT]: true, skipRevalidate: fields.embedStatus === 'pending' },
    })
  await write(data)
  const after = await readImage(payload, id)
  if (after && embedKey(after) !== key) {
    await write({ embedStatus: 'pending', embedError: null })
    await payload.jobs.queue({ task: RESOLVE_EMBED_TASK, input: { imageId: id }, queue: EMBED_QUEUE })
    return false
  }
  return true
}

/** Any error the resolver did not foresee (a bug, a full disk) is worth another try. */
function asEmbedError(error: unknown, embed: RecognizedEmbed): EmbedError {
  if (error instanceof EmbedError) return error
  const detail = error instanceof Error ? error.message : String(error)
  return new EmbedError(`Vitrine could not fetch this ${nounOf(embed)} from ${nameOf(embed)} (${detail.slice(0, 300)}).`, { permanent: false })
}

/** The picture, stored as a media document so the normal upload checks and variants apply. */
function storePicture(payload: Payload, image: GalleryImage, item: FetchedItem): Promise<Media> {
  return storeEmbedPicture(payload, item.embed, item.picture, image.alt || item.title || `${nameOf(item.embed)} ${nounOf(item.embed)}`)
}

/** Width and height: the player's for items that play in a frame, otherwise the picture's. */
function sizeOf(item: FetchedItem, media: Media, embedUrl: string): { width: number | null; height: number | null } {
  if (item.player && hasPlayer(item.embed.filetype, embedUrl)) return item.player
  return {
    width: media.width ?? item.picture.width,
    height: media.height ?? item.picture.height,
  }
}

export async function resolveGalleryImageEmbed(payload: Payload, imageId: number, attempt: Attempt, settings = embedSettings()): Promise<ResolveOutcome> {
  const image = await readImage(payload, imageId)
  if (!image) return 'missing'
  // Already resolved by another run of a duplicate job, or an embed no longer asked for.
  if (image.embedStatus !== 'pending') return 'not-pending'
  const embed = embedOf(image)
  const key = embedKey(image)
  if (!embed || !key) {
    // Validation keeps such addresses out; one stored before these checks lands here.
    const message = embedUrlProblem(image.embedUrl ?? '') ?? 'This image has no embed address.'
    await payload.update({
      collection: 'gallery-images',
      id: imageId,
      data: { embedStatus: 'failed', embedError: message },
      depth: 0,
      overrideAccess: true,
      context: { [EMBED_JOB_CONTEXT]: true },
    })
    return 'failed'
  }

  let item: FetchedItem
  let media: Media
  try {
    item = await fetchEmbedItem(embed, settings)
    media = await storePicture(payload, image, item)
  } catch (caught) {
    const error = asEmbedError(caught, embed)
    if (error.permanent || attempt.last) {
      const embedError = error.permanent ? error.message : finalFailureMessage(error, attempt.tries)
      const wrote = await writeIfCurrent(payload, imageId, key, {
        embedStatus: 'failed',
        embedError,
      })
      if (wrote) payload.logger.warn(`Embed of gallery image ${imageId} failed: ${embedError}`)
      return wrote ? 'failed' : 'superseded'
    }
    await writeIfCurrent(payload, imageId, key, {
      embedStatus: 'pending',
      embedError: retryingMessage(error),
    })
    throw error // Payload's queue retries the job with backoff.
  }

  const wrote = await writeIfCurrent(payload, imageId, key, {
    image: media.id,
    imageUrl: media.url ?? null,
    thumbUrl: media.sizes?.thumbnail?.url ?? media.url ?? null,
    ...sizeOf(item, media, image.embedUrl ?? ''),
    filetype: item.embed.filetype,
    isEmbedVideo: item.embed.kind === 'VIDEO',
    embedStatus: 'ready',
    embedError: null,
  })
  if (!wrote) {
    // The picture belongs to an item the image no longer shows.
    await payload.delete({
      collection: 'media',
      id: media.id,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    return 'superseded'
  }
  return 'ready'
}
