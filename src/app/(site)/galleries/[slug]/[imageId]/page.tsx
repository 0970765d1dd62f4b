import { payloadInstance } from '@/app/payload.server'
import { PhotoPageView, photoPageMetadata } from '@/features/gallery/index.server'

type Props = { params: Promise<{ slug: string; imageId: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const [payload, { slug, imageId }] = await Promise.all([payloadInstance(), params])
  return photoPageMetadata({ payload, slug, imageId })
}

export default async function PhotoPage({ params }: Props) {
  const [payload, { slug, imageId }] = await Promise.all([payloadInstance(), params])
  return <PhotoPageView payload={payload} slug={slug} imageId={imageId} />
}
