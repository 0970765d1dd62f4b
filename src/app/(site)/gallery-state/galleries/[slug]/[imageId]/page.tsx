import { payloadInstance } from '@/app/payload.server'
import { galleryQueryOf, statefulMetadata, type RawQuery } from '@/features/gallery'
import { PhotoPageView, photoPageMetadata } from '@/features/gallery/index.server'

/**
 * A photo's page reached from a searched, filtered or sorted view: previous/next follow that set.
 * Reached only through src/proxy.ts (decision 008); the canonical address is the plain photo page.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string; imageId: string }>; searchParams: Promise<RawQuery> }

export async function generateMetadata({ params }: Props) {
  const [payload, { slug, imageId }] = await Promise.all([payloadInstance(), params])
  return statefulMetadata(await photoPageMetadata({ payload, slug, imageId }))
}

export default async function PhotoPageWithState({ params, searchParams }: Props) {
  const [payload, { slug, imageId }, query] = await Promise.all([payloadInstance(), params, searchParams])
  return <PhotoPageView payload={payload} slug={slug} imageId={imageId} query={galleryQueryOf(query)} />
}
