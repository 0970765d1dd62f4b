import { galleryQueryOf, statefulMetadata } from '@/features/gallery/gallery-pages'
import type { RawQuery } from '@/features/gallery/url-state'
import { ContentPageView, contentPageMetadata } from '@/features/site/content-pages'

/** A content page with gallery state from the URL; reached only through src/proxy.ts (decision 008). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawQuery> }

export async function generateMetadata({ params }: Props) {
  return statefulMetadata(await contentPageMetadata((await params).slug))
}

export default async function ContentPageWithGalleryState({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams])
  return <ContentPageView slug={slug} galleryQuery={galleryQueryOf(query)} />
}
