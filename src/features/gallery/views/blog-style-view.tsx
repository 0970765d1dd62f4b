import Link from 'next/link'

import { ImageMedia } from './image-media'
import { ImageStats } from './image-stats'
import { photoHref, type ImagesViewProps } from './types'

/** Blog style: one large image per row, with its title and description below. */
export function BlogStyleView({ images, settings, gallerySlug, headingLevel, eager }: ImagesViewProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  return (
    <ul className="blog-style">
      {images.map((image, index) => (
        <li key={image.id} className="blog-style__item" data-gallery-item>
          <Link href={photoHref(gallerySlug, image)} className="blog-style__link">
            <ImageMedia image={image} alt={image.alt} sizes="(max-width: 52rem) 100vw, 48rem" priority={eager && index === 0} frame="natural" />
          </Link>
          <Heading className="blog-style__title">{image.alt}</Heading>
          {image.description && <p className="blog-style__text">{image.description}</p>}
          <ImageStats image={image} settings={settings} />
        </li>
      ))}
    </ul>
  )
}
