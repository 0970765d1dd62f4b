import { cache } from 'react'

import { payloadClient } from '@/lib/payload.server'
import type { Album, Gallery, GalleryImage, GallerySetting } from '@/payload-types'

const visitor = { overrideAccess: false, draft: false } as const

export const getGallerySettings = cache(async (): Promise<GallerySetting> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'gallery-settings', depth: 0, ...visitor })
})

export const getGalleryBySlug = cache(async (slug: string): Promise<Gallery | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'galleries', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...visitor })
  return docs[0] ?? null
})

export async function listGalleries(): Promise<Gallery[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'galleries', limit: 200, depth: 1, sort: 'name', ...visitor })
  return docs
}

export async function listAlbums(): Promise<Album[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'albums', limit: 200, depth: 1, sort: 'name', ...visitor })
  return docs
}

export type ImagePage = { images: GalleryImage[]; totalImages: number; page: number; totalPages: number }

/** One page of a gallery's published images in display order (an index range scan). */
export async function getGalleryImages(galleryId: number, options: { page?: number; perPage: number }): Promise<ImagePage> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'gallery-images',
    where: { gallery: { equals: galleryId } },
    sort: ['order', 'id'],
    page: options.page ?? 1,
    // 0 means every image on one page.
    ...(options.perPage > 0 ? { limit: options.perPage } : { pagination: false }),
    depth: 1,
    ...visitor,
  })
  return { images: result.docs, totalImages: result.totalDocs, page: result.page ?? 1, totalPages: result.totalPages }
}

export async function getGalleryImage(galleryId: number, imageId: number): Promise<GalleryImage | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'gallery-images',
    where: { and: [{ id: { equals: imageId } }, { gallery: { equals: galleryId } }] },
    limit: 1,
    depth: 1,
    ...visitor,
  })
  return docs[0] ?? null
}

/** The photos before and after one in display order, for previous/next links. */
export async function getNeighbours(image: GalleryImage): Promise<{ previous?: GalleryImage; next?: GalleryImage }> {
  const payload = await payloadClient()
  const galleryId = typeof image.gallery === 'object' ? image.gallery.id : image.gallery
  const order = image.order ?? 0
  const around = (direction: 'previous' | 'next') =>
    payload.find({
      collection: 'gallery-images',
      where: {
        and: [
          { gallery: { equals: galleryId } },
          {
            or: [
              { order: { [direction === 'next' ? 'greater_than' : 'less_than']: order } },
              { and: [{ order: { equals: order } }, { id: { [direction === 'next' ? 'greater_than' : 'less_than']: image.id } }] },
            ],
          },
        ],
      },
      sort: direction === 'next' ? ['order', 'id'] : ['-order', '-id'],
      limit: 1,
      depth: 0,
      select: { alt: true, order: true },
      ...visitor,
    })
  const [previous, next] = await Promise.all([around('previous'), around('next')])
  return { previous: previous.docs[0] as GalleryImage | undefined, next: next.docs[0] as GalleryImage | undefined }
}
