import { galleryQueryOf, statefulMetadata, type RawQuery } from '@/features/gallery'
import { HomePageView, homeMetadata } from '@/features/pages/index.server'

import { payloadInstance } from '../../payload.server'

/**
 * The home page with gallery state from the URL. Reached only through src/proxy.ts, which
 * rewrites `/?page_number_0=2` and the like here (docs/decisions/008-gallery-state-in-the-url.md).
 */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<RawQuery> }

export async function generateMetadata() {
  return statefulMetadata(await homeMetadata(await payloadInstance()))
}

export default async function HomeWithGalleryState({ searchParams }: Props) {
  return <HomePageView payload={await payloadInstance()} galleryQuery={galleryQueryOf(await searchParams)} />
}
