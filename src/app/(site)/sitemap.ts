import type { MetadataRoute } from 'next'

import { listPostSlugs } from '@/features/blog/index.server'
import { listAlbums, listGalleries } from '@/features/gallery/index.server'
import { listPageSlugs } from '@/features/pages/index.server'
import { getEnv } from '@/lib/env'

import { payloadInstance } from '../payload.server'

// Rendered when asked, never at build time: the sitemap lists what the database holds now, and a
// build needs no database.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().SERVER_URL
  const payload = await payloadInstance()
  const [pages, posts, galleries, albums] = await Promise.all([
    listPageSlugs(payload),
    listPostSlugs(payload),
    listGalleries(payload),
    listAlbums(payload),
  ])
  return [
    ...pages.map((page) => ({ url: page.slug === 'home' ? `${base}/` : `${base}/${page.slug}`, lastModified: page.updatedAt })),
    { url: `${base}/blog` },
    ...posts.map((post) => ({ url: `${base}/blog/${post.slug}`, lastModified: post.updatedAt })),
    { url: `${base}/galleries` },
    ...galleries.map((gallery) => ({ url: `${base}/galleries/${gallery.slug}`, lastModified: gallery.updatedAt })),
    ...albums.map((album) => ({ url: `${base}/albums/${album.slug}`, lastModified: album.updatedAt })),
  ]
}
