import type { CSSProperties } from 'react'

import { columnCount, columnWidth, DEFAULT_CONTAINER_WIDTH } from '../layout/columns'
import { EmbedNote, ImageMedia } from './image-media'
import { ImageStats } from './image-stats'
import { imageLinkProps, type ImagesViewProps, loadingAt } from './types'

/**
 * Thumbnails: a grid of cropped thumbnails of the configured size. CSS fits as many columns as
 * the container holds, at most the configured maximum (the same rule as columnCount()).
 */
export function ThumbnailsView({ images, settings, gallerySlug, eager, photoQuery }: ImagesViewProps) {
  const { thumbWidth, thumbHeight, gap, maxColumns, showTitle, showDescription } = settings
  const columns = columnCount(DEFAULT_CONTAINER_WIDTH, thumbWidth, gap, maxColumns)
  const width = Math.round(columnWidth(DEFAULT_CONTAINER_WIDTH, columns, gap))
  const style = {
    '--thumb-width': `${thumbWidth}px`,
    '--thumb-ratio': `${thumbWidth} / ${thumbHeight}`,
    '--max-columns': maxColumns,
    '--gap': `${gap}px`,
  } as CSSProperties
  return (
    <ul className="thumbnails thumbnails--view" style={style}>
      {images.map((image, index) => (
        <li key={image.id} className="thumbnails__item" data-gallery-item>
          <a {...imageLinkProps(gallerySlug, image, settings.lightbox, photoQuery)} className="thumbnails__link">
            {/* With the title shown beside it, the title names the link and the image is decorative. */}
            <ImageMedia image={image} alt={showTitle ? '' : image.alt} sizes={`(max-width: 480px) 50vw, ${width}px`} loading={loadingAt(index, eager)} frame="thumbnail" ratio={thumbWidth / thumbHeight} />
            {showTitle && <span className="thumbnails__title">{image.alt}</span>}
            <EmbedNote image={image} />
          </a>
          {showDescription && image.description && <p className="thumbnails__text">{image.description}</p>}
          <ImageStats image={image} settings={settings} />
        </li>
      ))}
    </ul>
  )
}
