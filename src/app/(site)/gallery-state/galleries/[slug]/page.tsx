import { GalleryPageView, galleryPageMetadata, galleryQueryOf, statefulMetadata } from '@/features/gallery/gallery-pages'
import type { RawQuery } from '@/features/gallery/url-state'

/** The gallery page with gallery state from the URL; reached only through src/proxy.ts (decision 008). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawQuery> }

export async function generateMetadata({ params }: Props) {
  return statefulMetadata(await galleryPageMetadata((await params).slug))
}

export default async function GalleryPageWithState({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams])
  return <GalleryPageView slug={slug} query={galleryQueryOf(query)} />
}
