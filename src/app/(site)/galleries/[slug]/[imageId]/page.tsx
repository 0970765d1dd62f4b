import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getGalleryBySlug, getGalleryImage, getNeighbours } from '@/features/gallery/queries.server'
import { Picture } from '@/features/media/picture'
import { pageMetadata } from '@/features/site/metadata'
import { getSite } from '@/features/site/queries.server'

type Props = { params: Promise<{ slug: string; imageId: string }> }

export function generateStaticParams() {
  return []
}

async function load(slug: string, imageId: string) {
  // Only whole positive numbers are photo ids; anything else is simply not found.
  if (!/^\d{1,12}$/.test(imageId)) return null
  const gallery = await getGalleryBySlug(slug)
  if (!gallery) return null
  const image = await getGalleryImage(gallery.id, Number(imageId))
  return image ? { gallery, image } : null
}

export async function generateMetadata({ params }: Props) {
  const { slug, imageId } = await params
  const [site, found] = await Promise.all([getSite(), load(slug, imageId)])
  if (!found) return { title: `Photo not found · ${site.title}` }
  return pageMetadata({
    site,
    title: `${found.image.alt} · ${found.gallery.name}`,
    description: found.image.description,
    image: found.image.image,
    path: `/galleries/${slug}/${imageId}`,
  })
}

export default async function PhotoPage({ params }: Props) {
  const { slug, imageId } = await params
  const found = await load(slug, imageId)
  if (!found) notFound()
  const { gallery, image } = found
  const media = typeof image.image === 'object' ? image.image : null
  const { previous, next } = await getNeighbours(image)
  return (
    <article className="page photo">
      <p className="photo__back">
        <Link href={`/galleries/${gallery.slug}`}>← {gallery.name}</Link>
      </p>
      <figure className="photo__figure">
        {media ? (
          <Picture media={media} alt={image.alt} sizes="(max-width: 1200px) 100vw, 1200px" priority className="photo__image" />
        ) : image.thumbUrl ? (
          <img src={image.thumbUrl} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} />
        ) : null}
        <figcaption>
          <h1 className="photo__title">{image.alt}</h1>
          {image.description && <p>{image.description}</p>}
        </figcaption>
      </figure>
      <nav className="photo__nav" aria-label="Photos">
        {previous ? (
          <Link href={`/galleries/${gallery.slug}/${previous.id}`} rel="prev">
            ← Previous<span className="visually-hidden">: {previous.alt}</span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link href={`/galleries/${gallery.slug}/${next.id}`} rel="next">
            Next<span className="visually-hidden">: {next.alt}</span> →
          </Link>
        )}
      </nav>
    </article>
  )
}
