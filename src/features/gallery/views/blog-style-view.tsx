import { EMBED_HEIGHT_MAX, EmbeddedPlayer, embedDisplay } from '@/features/embeds'

import { EmbedNote, ImageMedia } from './image-media'
import { ImageStats } from './image-stats'
import { imageLinkProps, type ImagesViewProps } from './types'

/** The blog style column's width (48rem, see site.css): an Instagram post is fitted into it. */
const COLUMN_WIDTH = 768

/**
 * Blog style: one large image per row, with its title and description below. A video or post
 * shows its click-to-load player in place of the image; its title then links to its page (a
 * button cannot sit inside the image's link).
 */
export function BlogStyleView({ images, settings, gallerySlug, headingLevel, eager, photoQuery }: ImagesViewProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  return (
    <ul className="blog-style">
      {images.map((image, index) => {
        const display = embedDisplay(image)
        return (
          <li key={image.id} className="blog-style__item" data-gallery-item>
            {display.type === 'player' ? (
              <EmbeddedPlayer
                image={image}
                display={display}
                container={{ width: COLUMN_WIDTH, height: EMBED_HEIGHT_MAX }}
                sizes="(max-width: 52rem) 100vw, 48rem"
                priority={eager && index === 0}
                variant="column"
              />
            ) : (
              <a {...imageLinkProps(gallerySlug, image, settings.lightbox, photoQuery)} className="blog-style__link">
                <ImageMedia image={image} alt={image.alt} sizes="(max-width: 52rem) 100vw, 48rem" loading={eager && index === 0 ? 'priority' : 'lazy'} frame="natural" />
                <EmbedNote image={image} />
              </a>
            )}
            <Heading className="blog-style__title">
              {display.type === 'player' ? (
                <a {...imageLinkProps(gallerySlug, image, settings.lightbox, photoQuery)}>
                  {image.alt}
                </a>
              ) : (
                image.alt
              )}
            </Heading>
            {image.description && <p className="blog-style__text">{image.description}</p>}
            <ImageStats image={image} settings={settings} />
          </li>
        )
      })}
    </ul>
  )
}
