import type { CSSProperties } from 'react'

import { aspectRatio } from '@/features/media'

import { DEFAULT_CONTAINER_WIDTH } from '../layout/columns'
import { justifyRows } from '../layout/mosaic'
import { GalleryTile } from './gallery-tile'
import { type ImagesViewProps, loadingAt } from './types'

/**
 * Mosaic: justified rows. The server breaks the images into rows for the default container
 * width (justifyRows) and gives each image its share of its row as a percentage, so the rows
 * scale with the container and keep filling it exactly. Below 36rem CSS lets the browser
 * rebuild rows of a lower height from the same aspect ratios (see site.css).
 */
export function MosaicView({ images, settings, gallerySlug, eager, photoQuery }: ImagesViewProps) {
  const { gap, mosaicRowHeight } = settings
  const rows = justifyRows(images, { containerWidth: DEFAULT_CONTAINER_WIDTH, targetRowHeight: mosaicRowHeight, gap })
  return (
    <ul className="mosaic" style={{ '--gap': `${gap}px` } as CSSProperties}>
      {rows.flatMap((row) => {
        const room = DEFAULT_CONTAINER_WIDTH - (row.items.length - 1) * gap
        return row.items.map((item) => {
          const image = images[item.index]
          // The share of the row's room (its width less the gaps); a hair less than exact, so
          // rounding can never push the last image of a row onto the next line.
          const share = item.width / room
          const style = {
            '--ar': aspectRatio(image).toFixed(4),
            '--share': share.toFixed(6),
            '--gaps': row.items.length - 1,
          } as CSSProperties
          return (
            <li key={image.id} className="mosaic__item gallery-tile" style={style} data-gallery-item>
              <GalleryTile image={image} gallerySlug={gallerySlug} settings={settings} photoQuery={photoQuery} sizes={`(max-width: 36rem) 50vw, ${Math.round(item.width)}px`} loading={loadingAt(item.index, eager)} />
            </li>
          )
        })
      })}
    </ul>
  )
}
