import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/features/blocks/render-blocks'
import { pageMetadata } from '@/features/site/metadata'
import { getPageBySlug, getSite } from '@/features/site/queries.server'

export async function generateMetadata() {
  const [site, page] = await Promise.all([getSite(), getPageBySlug('home')])
  return pageMetadata({ site, title: page?.meta?.title, description: page?.meta?.description, image: page?.meta?.image, path: '/' })
}

export default async function HomePage() {
  const page = await getPageBySlug('home')
  if (!page) notFound()
  return (
    <article className="page page--home">
      {page.layout?.[0]?.blockType !== 'hero' && <h1 className="visually-hidden">{page.title}</h1>}
      <RenderBlocks blocks={page.layout} pageId={page.id} />
    </article>
  )
}
