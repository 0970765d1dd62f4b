import type { GalleryImage } from '@/payload-types'

import type { ViewSettings } from '../view-settings'
import { EmbedNote, ImageMedia } from './image-media'
import { ImageStats } from './image-stats'
import { type ImageLoading, imageLinkProps } from './types'

type Props = {
  image: GalleryImage
  gallerySlug: string
  settings: ViewSettings
  /** The `sizes` attribute: how wide the tile shows. */
  sizes: string
  loading: ImageLoading
  /** The set's parameters for the photo page (see ImagesViewProps). */
  photoQuery?: string
}

/**
 * The inside of a masonry or mosaic tile: the uncropped image linking to its photo page, the
 * title shown over it (hidden from assistive technology: the image's alt names the link), the
 * embed note, and the counters under it. The view places the tile.
 */
export function GalleryTile({ image, gallerySlug, settings, sizes, loading, photoQuery }: Props) {
  return (
    <>
      <a {...imageLinkProps(gallerySlug, image, settings.lightbox, photoQuery)} className="gallery-tile__link">
        <ImageMedia image={image} alt={image.alt} sizes={sizes} loading={loading} frame="natural" />
        {settings.showTitle && (
          <span className="gallery-tile__caption" aria-hidden="true">
            {image.alt}
          </span>
        )}
        <EmbedNote image={image} />
      </a>
      <ImageStats image={image} settings={settings} />
    </>
  )
}
