import { galleryQueryOf, statefulMetadata, type RawQuery } from '@/features/gallery'
import { ContentPageView, contentPageMetadata } from '@/features/pages/index.server'

import { payloadInstance } from '../../../payload.server'

/** A content page with gallery state from the URL; reached only through src/proxy.ts (decision 008). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawQuery> }

export async function generateMetadata({ params }: Props) {
  return statefulMetadata(await contentPageMetadata(await payloadInstance(), (await params).slug))
}

export default async function ContentPageWithGalleryState({ params, searchParams }: Props) {
  const [{ slug }, query, payload] = await Promise.all([params, searchParams, payloadInstance()])
  return <ContentPageView payload={payload} slug={slug} galleryQuery={galleryQueryOf(query)} />
}
