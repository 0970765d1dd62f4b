import type { CSSProperties } from 'react'

import { columnCount, columnWidth, DEFAULT_CONTAINER_WIDTH } from '../layout/columns'
import { masonryColumns } from '../layout/masonry'
import { GalleryTile } from './gallery-tile'
import { showsStats } from './image-stats'
import { type ImagesViewProps, loadingAt } from './types'

/**
 * Masonry: vertical columns of uncropped images, each image placed in the shortest column. The
 * server assigns columns for the default container width from each image's width and height;
 * CSS scales the columns to the real width, and below 36rem lets the browser flow the same
 * images into two columns (see site.css), so nothing moves after load and no script is needed.
 */
export function MasonryView({ images, settings, gallerySlug, eager, photoQuery }: ImagesViewProps) {
  const { thumbWidth, gap, masonryColumns: maxColumns } = settings
  const columns = columnCount(DEFAULT_CONTAINER_WIDTH, thumbWidth, gap, maxColumns)
  const width = columnWidth(DEFAULT_CONTAINER_WIDTH, columns, gap)
  // The counters line under each image (about 20 px) counts towards its column's height.
  const layout = masonryColumns(images, { columns, columnWidth: width, gap, extraHeight: showsStats(settings) ? 20 : 0 })
  return (
    <div className="masonry" style={{ '--columns': columns, '--gap': `${gap}px` } as CSSProperties}>
      {layout.columns.map((column, c) => (
        <ul key={c} className="masonry__column">
          {column.map((index, row) => {
            const image = images[index]
            return (
              <li key={image.id} className="masonry__item gallery-tile" data-gallery-item>
                <GalleryTile image={image} gallerySlug={gallerySlug} settings={settings} photoQuery={photoQuery} sizes={`(max-width: 36rem) 50vw, ${Math.round(width)}px`} loading={loadingAt(row * columns + c, eager)} />
              </li>
            )
          })}
        </ul>
      ))}
    </div>
  )
}
