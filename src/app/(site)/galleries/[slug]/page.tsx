import { payloadInstance } from '@/app/payload.server'
import { GalleryPageView, galleryPageMetadata } from '@/features/gallery/index.server'

type Props = { params: Promise<{ slug: string }> }

// Cached like every visitor page; the same page with gallery parameters is rendered by its
// dynamic twin under /gallery-state (docs/decisions/008-gallery-state-in-the-url.md).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return galleryPageMetadata(await payloadInstance(), (await params).slug)
}

export default async function GalleryPage({ params }: Props) {
  return <GalleryPageView payload={await payloadInstance()} slug={(await params).slug} />
}
