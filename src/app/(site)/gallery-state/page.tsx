import { galleryQueryOf, statefulMetadata } from '@/features/gallery/gallery-pages'
import type { RawQuery } from '@/features/gallery/url-state'
import { HomePageView, homeMetadata } from '@/features/site/content-pages'

/**
 * The home page with gallery state from the URL. Reached only through src/proxy.ts, which
 * rewrites `/?page_number_0=2` and the like here (docs/decisions/008-gallery-state-in-the-url.md).
 */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<RawQuery> }

export async function generateMetadata() {
  return statefulMetadata(await homeMetadata())
}

export default async function HomeWithGalleryState({ searchParams }: Props) {
  return <HomePageView galleryQuery={galleryQueryOf(await searchParams)} />
}
