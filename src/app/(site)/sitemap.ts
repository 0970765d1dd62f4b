import type { MetadataRoute } from 'next'

import { listPostSlugs } from '@/features/blog/queries.server'
import { listAlbums, listGalleries } from '@/features/gallery/queries.server'
import { listPageSlugs } from '@/features/site/queries.server'
import { getEnv } from '@/lib/env'

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().SERVER_URL
  const [pages, posts, galleries, albums] = await Promise.all([listPageSlugs(), listPostSlugs(), listGalleries(), listAlbums()])
  return [
    ...pages.map((page) => ({ url: page.slug === 'home' ? `${base}/` : `${base}/${page.slug}`, lastModified: page.updatedAt })),
    { url: `${base}/blog` },
    ...posts.map((post) => ({ url: `${base}/blog/${post.slug}`, lastModified: post.updatedAt })),
    { url: `${base}/galleries` },
    ...galleries.map((gallery) => ({ url: `${base}/galleries/${gallery.slug}`, lastModified: gallery.updatedAt })),
    ...albums.map((album) => ({ url: `${base}/albums/${album.slug}`, lastModified: album.updatedAt })),
  ]
}
