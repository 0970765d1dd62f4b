import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import type { Payload } from 'payload'

import type { GalleryQuery } from '@/features/gallery'
import { pageMetadata } from '@/features/site'
import { getSite } from '@/features/site/index.server'

import { getPageBySlug } from './queries.server'
import { RenderBlocks } from './render-blocks'

/**
 * The home page and content pages, shared by their cached routes and by the dynamic twins that
 * render gallery state from the URL (docs/decisions/008-gallery-state-in-the-url.md).
 */

type ViewProps = { payload: Payload; galleryQuery?: GalleryQuery | null }

export async function homeMetadata(payload: Payload): Promise<Metadata> {
  const [site, page] = await Promise.all([getSite(payload), getPageBySlug(payload, 'home')])
  return pageMetadata({ site, title: page?.meta?.title, description: page?.meta?.description, image: page?.meta?.image, path: '/' })
}

export async function HomePageView({ payload, galleryQuery = null }: ViewProps) {
  const page = await getPageBySlug(payload, 'home')
  if (!page) notFound()
  return (
    <article className="page page--home">
      {page.layout?.[0]?.blockType !== 'hero' && <h1 className="visually-hidden">{page.title}</h1>}
      <RenderBlocks payload={payload} blocks={page.layout} pageId={page.id} path="/" galleryQuery={galleryQuery} />
    </article>
  )
}

export async function contentPageMetadata(payload: Payload, slug: string): Promise<Metadata> {
  const [site, page] = await Promise.all([getSite(payload), getPageBySlug(payload, slug)])
  if (!page) return { title: `Page not found · ${site.title}` }
  return pageMetadata({ site, title: page.meta?.title || page.title, description: page.meta?.description, image: page.meta?.image, path: `/${slug}` })
}

export async function ContentPageView({ payload, slug, galleryQuery = null }: ViewProps & { slug: string }) {
  if (slug === 'home') permanentRedirect('/')
  const page = await getPageBySlug(payload, slug)
  if (!page) notFound()
  const startsWithHero = page.layout?.[0]?.blockType === 'hero'
  return (
    <article className="page">
      {!startsWithHero && <h1 className="page__title">{page.title}</h1>}
      <RenderBlocks payload={payload} blocks={page.layout} pageId={page.id} path={`/${slug}`} galleryQuery={galleryQuery} />
    </article>
  )
}
