import { payloadInstance } from '@/app/payload.server'
import { AlbumPageView, albumPageMetadata } from '@/features/gallery/index.server'

type Props = { params: Promise<{ slug: string }> }

// Cached like every visitor page; with gallery parameters the dynamic twin renders it.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return albumPageMetadata(await payloadInstance(), (await params).slug)
}

export default async function AlbumPage({ params }: Props) {
  return <AlbumPageView payload={await payloadInstance()} slug={(await params).slug} />
}
