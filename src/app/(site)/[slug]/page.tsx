import { ContentPageView, contentPageMetadata } from '@/features/pages/index.server'

import { payloadInstance } from '../../payload.server'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first visit, then served from the cache until the content changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata(await payloadInstance(), (await params).slug)
}

export default async function Page({ params }: Props) {
  return <ContentPageView payload={await payloadInstance()} slug={(await params).slug} />
}
