import { notFound, permanentRedirect } from 'next/navigation'

import { RenderBlocks } from '@/features/blocks/render-blocks'
import { pageMetadata } from '@/features/site/metadata'
import { getPageBySlug, getSite } from '@/features/site/queries.server'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first visit, then served from the cache until the content changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params
  const [site, page] = await Promise.all([getSite(), getPageBySlug(slug)])
  if (!page) return { title: `Page not found · ${site.title}` }
  return pageMetadata({ site, title: page.meta?.title || page.title, description: page.meta?.description, image: page.meta?.image, path: `/${slug}` })
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  if (slug === 'home') permanentRedirect('/')
  const page = await getPageBySlug(slug)
  if (!page) notFound()
  const startsWithHero = page.layout?.[0]?.blockType === 'hero'
  return (
    <article className="page">
      {!startsWithHero && <h1 className="page__title">{page.title}</h1>}
      <RenderBlocks blocks={page.layout} pageId={page.id} />
    </article>
  )
}
