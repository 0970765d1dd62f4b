import { payloadInstance } from '@/app/payload.server'
import { galleryQueryOf, statefulMetadata, type RawQuery } from '@/features/gallery'
import { AlbumPageView, albumPageMetadata } from '@/features/gallery/index.server'

/** The album page with gallery state from the URL; reached only through src/proxy.ts (decision 008). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawQuery> }

export async function generateMetadata({ params }: Props) {
  return statefulMetadata(await albumPageMetadata(await payloadInstance(), (await params).slug))
}

export default async function AlbumPageWithState({ params, searchParams }: Props) {
  const [payload, { slug }, query] = await Promise.all([payloadInstance(), params, searchParams])
  return <AlbumPageView payload={payload} slug={slug} query={galleryQueryOf(query)} />
}
