import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { RenderBlocks } from '@/features/blocks/render-blocks'
import type { GalleryQuery } from '@/features/gallery/url-state'

import { pageMetadata } from './metadata'
import { getPageBySlug, getSite } from './queries.server'

/**
 * The home page and content pages, shared by their cached routes and by the dynamic twins that
 * render gallery state from the URL (docs/decisions/008-gallery-state-in-the-url.md).
 */

export async function homeMetadata(): Promise<Metadata> {
  const [site, page] = await Promise.all([getSite(), getPageBySlug('home')])
  return pageMetadata({ site, title: page?.meta?.title, description: page?.meta?.description, image: page?.meta?.image, path: '/' })
}

export async function HomePageView({ galleryQuery = null }: { galleryQuery?: GalleryQuery | null }) {
  const page = await getPageBySlug('home')
  if (!page) notFound()
  return (
    <article className="page page--home">
      {page.layout?.[0]?.blockType !== 'hero' && <h1 className="visually-hidden">{page.title}</h1>}
      <RenderBlocks blocks={page.layout} pageId={page.id} path="/" galleryQuery={galleryQuery} />
    </article>
  )
}

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const [site, page] = await Promise.all([getSite(), getPageBySlug(slug)])
  if (!page) return { title: `Page not found · ${site.title}` }
  return pageMetadata({ site, title: page.meta?.title || page.title, description: page.meta?.description, image: page.meta?.image, path: `/${slug}` })
}

export async function ContentPageView({ slug, galleryQuery = null }: { slug: string; galleryQuery?: GalleryQuery | null }) {
  if (slug === 'home') permanentRedirect('/')
  const page = await getPageBySlug(slug)
  if (!page) notFound()
  const startsWithHero = page.layout?.[0]?.blockType === 'hero'
  return (
    <article className="page">
      {!startsWithHero && <h1 className="page__title">{page.title}</h1>}
      <RenderBlocks blocks={page.layout} pageId={page.id} path={`/${slug}`} galleryQuery={galleryQuery} />
    </article>
  )
}
