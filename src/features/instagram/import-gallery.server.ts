/**
 * The Instagram import of one gallery (decision 036): asks the Graph API for the account's newest
 * posts, and makes each one a gallery image of the gallery, its picture copied into the media
 * library through the embeds feature (copyProviderPicture). The endpoint runs it for the admin
 * dialog (at once, or in the background with `async`); its progress and outcome are written to
 * the gallery's `instagram.importStatus`, which the dialog polls.
 */
import 'server-only'

import { createLocalReq, type Payload } from 'payload'

import { revalidateSite } from '@/cms/hooks/revalidate-site'
import { copyProviderPicture } from '@/features/embeds/index.server'
import { getEnv } from '@/lib/env'
import type { Gallery } from '@/payload-types'

import { fetchAccount, fetchRecentMedia, type GraphMedia, type GraphOptions } from './graph-api.server'
import { InstagramError } from './graph-errors'
import type { AnswerItem, ImportedItem } from './import-answer'
import { altOf, descriptionOf, filetypeOf, pictureCandidates, planImport, postKey } from './instagram-items'
import { decryptToken, encryptToken } from './token-crypto.server'

export type ImportMode = 'add' | 'replace'

export type ImportOptions = {
  mode: ImportMode
  graph?: GraphOptions
}

const OFFICIAL_GRAPH_HOSTS = new Set(['graph.instagram.com', 'graph.facebook.com'])

/**
 * Where pictures Instagram's CDN names are requested: from the CDN itself, or, when the Graph API
 * is a stand-in (tests, the demo), from the stand-in's origin as `/<host><path>`; EMBED_PROVIDER_ORIGIN
 * (tests of the embeds) wins.
 */
export function pictureOrigin(graphUrl: string, embedOrigin: string | undefined): string | undefined {
  if (embedOrigin) return embedOrigin
  const url = new URL(graphUrl)
  return OFFICIAL_GRAPH_HOSTS.has(url.hostname) ? undefined : url.origin
}

/** Galleries being imported in this process: a second import of one waits for the first. */
const running = new Set<number>()

export const isImporting = (galleryId: number) => running.has(galleryId)

type Status = NonNullable<NonNullable<Gallery['instagram']>['importStatus']>

/**
 * The import's writes go to the gallery's published row only, never through a version: galleries
 * have drafts (decision 039), and a non-draft `update` starts from the newest version, so it would
 * publish whatever draft the editor has open. These columns are the import's own; the editor's
 * form picks them up (the dialog copies them in), so a later Publish keeps them.
 */
async function writeImportColumns(payload: Payload, galleryId: number, instagram: Record<string, unknown>): Promise<void> {
  await payload.db.updateOne({ collection: 'galleries', id: galleryId, data: { instagram } })
}

export async function writeStatus(payload: Payload, galleryId: number, status: Partial<Status>, revalidate = false): Promise<void> {
  const gallery = (await payload.db.findOne({ collection: 'galleries', where: { id: { equals: galleryId } } })) as Gallery | null
  if (!gallery) return
  await writeImportColumns(payload, galleryId, { importStatus: { ...gallery.instagram?.importStatus, ...status } })
  if (revalidate) await revalidateSite(await createLocalReq({}, payload))
}

export type ImportSettings = { user: string | null; token?: string; wholePost: boolean; count: number; updateFlag: 'none' | 'add' | 'replace' }

/** The dialog's settings become the gallery's (the scheduled refresh uses them); a new token is stored encrypted. */
export async function saveImportSettings(payload: Payload, galleryId: number, settings: ImportSettings): Promise<void> {
  await writeImportColumns(payload, galleryId, {
    user: settings.user,
    ...(settings.token ? { accessToken: encryptToken(settings.token, payload.secret) } : {}),
    wholePost: settings.wholePost,
    autogalleryImageNumber: settings.count,
    updateFlag: settings.updateFlag,
  })
}

/** The stored token, decrypted; only ever on the server. */
export async function storedToken(payload: Payload, galleryId: number): Promise<string | null> {
  const raw = (await payload.db.findOne({ collection: 'galleries', where: { id: { equals: galleryId } } })) as { instagram?: { accessToken?: string | null } } | null
  return decryptToken(raw?.instagram?.accessToken, payload.secret)
}

const isInstagramUrl = (url: string | null | undefined) => postKey(url) !== null

async function galleryImages(payload: Payload, galleryId: number) {
  const { docs } = await payload.find({
    collection: 'gallery-images',
    where: { gallery: { equals: galleryId } },
    select: { embedUrl: true, order: true, image: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function createImage(payload: Payload, galleryId: number, post: GraphMedia, order: number, wholePost: boolean, origin: string | undefined): Promise<ImportedItem> {
  const alt = altOf(post)
  const { media, picture, embed } = await copyProviderPicture(payload, { embedUrl: post.permalink, wholePost, candidates: pictureCandidates(post), alt, origin })
  try {
    const image = await payload.create({
      collection: 'gallery-images',
      data: {
        gallery: galleryId,
        alt,
        description: descriptionOf(post),
        embedUrl: post.permalink,
        embedWholePost: wholePost,
        embedStatus: 'ready',
        filetype: filetypeOf(post, wholePost),
        filename: embed.id,
        isEmbedVideo: post.media_type === 'VIDEO',
        image: media.id,
        imageUrl: media.url ?? null,
        thumbUrl: media.sizes?.thumbnail?.url ?? media.url ?? null,
        width: media.width ?? picture.width,
        height: media.height ?? picture.height,
        order,
        published: true,
      },
      depth: 0,
      overrideAccess: true,
      // Resolved here: the embed resolver has nothing to fetch. One revalidation at the end.
      context: { skipEmbedResolve: true, skipRevalidate: true },
    })
    return { id: image.id, alt: image.alt, thumbUrl: image.thumbUrl ?? null, filetype: image.filetype ?? '', embedUrl: image.embedUrl ?? post.permalink }
  } catch (error) {
    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true, context: { skipRevalidate: true } }).catch(() => undefined)
    throw error
  }
}

/**
 * Imports the gallery's newest posts with its saved settings. Answers the protocol's items: the
 * posts added, oldest first, `false` for each that could not be added (its reason is logged and
 * counted in the status). Throws an InstagramError for what stops the whole import; the status
 * says `failed` with that sentence.
 */
export async function importInstagramGallery(payload: Payload, galleryId: number, options: ImportOptions): Promise<AnswerItem[]> {
  if (running.has(galleryId)) throw new InstagramError('An import of this gallery is already running. Wait for it to finish.')
  running.add(galleryId)
  try {
    return await runImport(payload, galleryId, options)
  } catch (error) {
    const message = error instanceof InstagramError ? error.message : 'The import stopped because of an error on the server; it is in the server log.'
    if (!(error instanceof InstagramError)) payload.logger.error({ err: error, msg: `Instagram import of gallery ${galleryId} failed.` })
    await writeStatus(payload, galleryId, { state: 'failed', message, finishedAt: new Date().toISOString() }).catch(() => undefined)
    throw error instanceof InstagramError ? error : new InstagramError(message)
  } finally {
    running.delete(galleryId)
  }
}

async function runImport(payload: Payload, galleryId: number, { mode, graph = {} }: ImportOptions): Promise<AnswerItem[]> {
  const gallery = await payload.findByID({ collection: 'galleries', id: galleryId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!gallery) throw new InstagramError('This gallery no longer exists.')
  const settings = gallery.instagram ?? {}
  const token = await storedToken(payload, galleryId)
  if (!token) throw new InstagramError('This gallery has no Instagram access token. Enter one in the import dialog.')
  await writeStatus(payload, galleryId, { state: 'running', done: 0, total: null, message: 'Asking Instagram for the newest posts…', finishedAt: null })

  const account = await fetchAccount(token, graph)
  const wantedUser = (settings.user ?? '').trim().replace(/^@/, '')
  if (wantedUser && wantedUser.toLowerCase() !== account.username.toLowerCase()) {
    throw new InstagramError(`This access token belongs to @${account.username}, not @${wantedUser}. Enter the token of @${wantedUser}, or change the user name.`)
  }
  const count = Math.max(1, Math.min(200, Math.floor(settings.autogalleryImageNumber ?? 12)))
  const posts = await fetchRecentMedia(account.id, token, count, graph)

  const images = await galleryImages(payload, galleryId)
  const imported = images.filter((image) => isInstagramUrl(image.embedUrl))
  const plan = planImport(
    posts,
    imported.map((image) => ({ id: image.id, key: postKey(image.embedUrl), order: image.order ?? 0 })),
    mode,
    images.map((image) => image.order ?? 0),
  )
  const total = plan.create.length
  await writeStatus(payload, galleryId, { done: 0, total, message: `Importing ${total} ${total === 1 ? 'post' : 'posts'} of @${account.username}…` })

  const origin = pictureOrigin(graph.baseUrl ?? getEnv().INSTAGRAM_GRAPH_URL, getEnv().EMBED_PROVIDER_ORIGIN)
  const wholePost = Boolean(settings.wholePost)
  const results: AnswerItem[] = []
  let added = 0
  for (const [index, { post, order }] of plan.create.entries()) {
    try {
      results.push(await createImage(payload, galleryId, post, order, wholePost, origin))
      added++
    } catch (error) {
      payload.logger.warn(`Instagram import of gallery ${galleryId}: post ${post.permalink} was not added: ${error instanceof Error ? error.message : String(error)}`)
      results.push(false)
    }
    await writeStatus(payload, galleryId, { done: index + 1 })
  }
  for (const { id, order } of plan.reorder) {
    await payload.update({ collection: 'gallery-images', id, data: { order }, depth: 0, overrideAccess: true, context: { skipEmbedResolve: true, skipRevalidate: true } })
  }
  for (const id of plan.remove) {
    const image = imported.find((candidate) => candidate.id === id)
    await payload.delete({ collection: 'gallery-images', id, overrideAccess: true, context: { skipRevalidate: true } })
    // Our copy of its picture belongs to nothing else.
    const mediaId = typeof image?.image === 'object' ? image.image?.id : image?.image
    if (mediaId) await payload.delete({ collection: 'media', id: mediaId, overrideAccess: true, context: { skipRevalidate: true } }).catch(() => undefined)
  }

  const skipped = total - added
  const parts = [`Added ${added} new ${added === 1 ? 'post' : 'posts'} of @${account.username}`]
  if (skipped) parts.push(`${skipped} could not be added (see the server log)`)
  if (plan.remove.length) parts.push(`removed ${plan.remove.length} no longer among the newest ${count}`)
  if (total === 0 && plan.remove.length === 0) parts.splice(0, 1, `The gallery already has the newest ${posts.length} ${posts.length === 1 ? 'post' : 'posts'} of @${account.username}`)
  // The last write revalidates the site: the gallery's pages show the new images.
  await writeStatus(payload, galleryId, { state: 'done', done: total, total, message: `${parts.join('; ')}.`, finishedAt: new Date().toISOString() }, true)
  // Oldest first: the order the posts were published, the order the protocol adds them in reverse.
  return results.reverse()
}
