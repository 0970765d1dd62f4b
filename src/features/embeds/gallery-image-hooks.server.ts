/**
 * The gallery-images collection's embed hooks (src/features/gallery/model/gallery-images.ts).
 *
 * - beforeChange: when an image's embed (address, or "whole post") starts standing for another
 *   item, or an editor saves an embed that failed, it takes the filetype and video flag from the
 *   recognized address, drops the previous item's picture (our copy of it stays in the media
 *   library) and marks the embed `pending`. Other saves of an embed leave the fields the
 *   resolver owns as they are. It also refuses an image with nothing to show.
 * - afterChange: queues the `resolveEmbed` job with the same request, so it commits with the
 *   change, then starts the embed queue right after the commit. Saving an embed that is still
 *   pending queues it again only if no job will resolve it (a process died while running it).
 *
 * Two kinds of writes leave the embed fields as given and queue nothing: the resolver job's own
 * (EMBED_JOB_CONTEXT) and any write with `context.skipEmbedResolve === true` (the demo seed
 * creates already-resolved embeds this way).
 */
import 'server-only'

import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type RequestContext, ValidationError } from 'payload'

import type { GalleryImage } from '@/payload-types'

import { embedKey, embedOf, hasSomethingToShow, PHOTO_OR_EMBED_REQUIRED } from './gallery-embed'
import { hasLiveEmbedJob, queueEmbedResolution, startEmbedResolution } from './resolve-embed-task.server'
import { EMBED_JOB_CONTEXT } from './resolve-embed.server'

function leavesEmbedAlone(context: RequestContext): boolean {
  return context.skipEmbedResolve === true || context[EMBED_JOB_CONTEXT] === true
}

/** What the resolver owns on an embed: its state, the provider's kind and size, and our copy of the picture. */
const resolvedFields = ['embedStatus', 'embedError', 'filetype', 'filename', 'isEmbedVideo', 'image', 'imageUrl', 'thumbUrl', 'width', 'height'] as const

/**
 * An editor's save of an embed that still stands for the same item keeps what the resolver wrote:
 * the admin form sends every field back, and one opened while the embed was pending would
 * otherwise put "pending" and an empty picture over the resolved ones.
 */
function withoutResolvedFields(data: Partial<GalleryImage>): Partial<GalleryImage> {
  const kept = { ...data }
  for (const field of resolvedFields) delete kept[field]
  return kept
}

export const prepareEmbed: CollectionBeforeChangeHook<GalleryImage> = ({ data, originalDoc, operation, context, req }) => {
  if (context[EMBED_JOB_CONTEXT] === true) return data
  // `data` holds only what this write changes; absent keys keep the stored values.
  const merged: Partial<GalleryImage> = { ...originalDoc, ...data }
  // A photo's picture address is a copy of its upload's: removing the photo removes it, unless
  // the write sets a new one (an import's picture, stored with no upload, still counts).
  if ('image' in data && !data.image && originalDoc?.image && (data.thumbUrl ?? null) === (originalDoc.thumbUrl ?? null)) merged.thumbUrl = null
  if (!hasSomethingToShow(merged)) {
    throw new ValidationError(
      {
        collection: 'gallery-images',
        errors: [{ path: 'image', message: PHOTO_OR_EMBED_REQUIRED }],
        req,
      },
      req.t,
    )
  }
  if (leavesEmbedAlone(context)) return data

  if (!merged.embedUrl?.trim()) {
    // The embed was removed: the image is a photo again (copyFromMedia fills in its details).
    return originalDoc?.embedUrl ? { ...data, embedStatus: null, embedError: null, embedWholePost: false } : data
  }
  const embed = embedOf(merged)
  // Not an address we know: the field's validation refuses it with a message for the editor.
  if (!embed) return data
  const sameItem = operation === 'update' && embedKey(originalDoc) === embedKey(merged)
  // The same item, resolved or on its way: keep the resolver's fields. A failed one, or one saved
  // before embeds were resolved (no status), is fetched again.
  const inHand = originalDoc?.embedStatus === 'ready' || originalDoc?.embedStatus === 'pending'
  if (sameItem && inHand) return withoutResolvedFields(data)

  return {
    ...data,
    filetype: embed.filetype,
    filename: embed.id,
    isEmbedVideo: embed.kind === 'VIDEO',
    embedStatus: 'pending',
    embedError: null,
    // The previous item's picture, or a third party's address given with the create: visitors'
    // browsers must only ever load our own copy, which the job sets.
    image: null,
    imageUrl: null,
    thumbUrl: null,
    width: null,
    height: null,
  }
}

export const queueEmbed: CollectionAfterChangeHook<GalleryImage> = async ({ doc, previousDoc, operation, context, req }) => {
  if (leavesEmbedAlone(context) || doc.embedStatus !== 'pending') return doc
  const started = operation === 'create' || previousDoc?.embedStatus !== 'pending' || embedKey(previousDoc) !== embedKey(doc)
  // Saving an embed that is still pending queues it again only when its job is gone or stuck.
  if (!started && (await hasLiveEmbedJob(req, doc.id))) return doc
  await queueEmbedResolution(req, doc.id)
  startEmbedResolution(req.payload, req)
  return doc
}
