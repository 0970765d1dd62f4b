import { GalleryPageView, galleryPageMetadata } from '@/features/gallery/gallery-pages'

type Props = { params: Promise<{ slug: string }> }

// Cached like every visitor page; the same page with gallery parameters is rendered by its
// dynamic twin under /gallery-state (docs/decisions/008-gallery-state-in-the-url.md).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return galleryPageMetadata((await params).slug)
}

export default async function GalleryPage({ params }: Props) {
  return <GalleryPageView slug={(await params).slug} />
}
