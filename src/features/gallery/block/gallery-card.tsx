import { Picture } from '@/features/media'
import type { Gallery } from '@/payload-types'

/** A gallery or album as a card: its preview picture, name and description, linking to its page. */
export function GalleryCard({ gallery, href = `/galleries/${gallery.slug}` }: { gallery: Pick<Gallery, 'name' | 'slug' | 'description' | 'previewImage'>; href?: string }) {
  const preview = typeof gallery.previewImage === 'object' ? gallery.previewImage : null
  return (
    <a href={href} className="card">
      {preview && <Picture media={preview} alt="" sizes="(max-width: 640px) 100vw, 360px" />}
      <span className="card__title">{gallery.name}</span>
      {gallery.description && <span className="card__text">{gallery.description}</span>}
    </a>
  )
}
