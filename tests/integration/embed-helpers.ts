/**
 * Helpers of the embed tests (not a test file): random provider ids, so no two tests (or another
 * test file's leftover jobs) share a fake provider's answers, and the checks every resolved embed
 * must pass. Nothing here imports the Payload config, so a test file can set
 * EMBED_PROVIDER_ORIGIN before Payload is created.
 */
import { randomBytes, randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import type { GalleryImage, Media, PayloadJob } from '@/payload-types'

import { waitFor } from './smtp-sink'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function randomCode(length: number, alphabet = ALPHANUMERIC): string {
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('')
}

export const randomDigits = (length: number) => String(randomInt(1, 9)) + randomCode(length - 1, '0123456789')

export async function reloadImage(payload: Payload, id: number): Promise<GalleryImage> {
  return payload.findByID({ collection: 'gallery-images', id, depth: 0, overrideAccess: true })
}

/**
 * Waits until the image's embed is no longer pending (the background run has resolved it or given
 * up) and the job that did it has been recorded as done.
 */
export async function settled(payload: Payload, id: number): Promise<GalleryImage> {
  await waitFor(
    `gallery image ${id}'s embed to be resolved`,
    async () => (await reloadImage(payload, id)).embedStatus !== 'pending' && (await embedJobsOf(payload, id)).every((job) => !job.processing),
    30_000,
  )
  return reloadImage(payload, id)
}

/** The resolveEmbed jobs of one image still in the table (completed ones are deleted). */
export async function embedJobsOf(payload: Payload, imageId: number): Promise<PayloadJob[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'resolveEmbed' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((job) => (job.input as { imageId?: number } | null)?.imageId === imageId)
}

/**
 * The image shows our own copy of the provider's picture: a media document of that size with
 * the WebP and AVIF variants, and addresses on this site only (visitors' browsers never contact
 * the provider for it).
 */
export async function expectOwnCopy(payload: Payload, image: GalleryImage, picture: { width: number; height: number }): Promise<Media> {
  expect(image.image, 'the image links a media document').toEqual(expect.any(Number))
  const media = await payload.findByID({ collection: 'media', id: image.image as number, depth: 0, overrideAccess: true })
  expect({ width: media.width, height: media.height }).toEqual(picture)
  expect(media.sizes?.thumbnail?.mimeType).toBe('image/webp')
  expect(media.sizes?.thumbnailAvif?.mimeType).toBe('image/avif')
  expect(image.thumbUrl).toBe(media.sizes?.thumbnail?.url)
  expect(image.imageUrl).toBe(media.url)
  for (const address of [image.thumbUrl, image.imageUrl]) expect(address).toMatch(/^\/api\/media\/file\//)
  return media
}

/** Makes the retry of these jobs due now, as if their backoff had passed. */
export async function makeDue(payload: Payload, jobs: readonly PayloadJob[]): Promise<void> {
  for (const job of jobs) {
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
  }
}
