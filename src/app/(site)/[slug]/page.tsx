import { ContentPageView, contentPageMetadata } from '@/features/site/content-pages'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first visit, then served from the cache until the content changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata((await params).slug)
}

export default async function Page({ params }: Props) {
  return <ContentPageView slug={(await params).slug} />
}
