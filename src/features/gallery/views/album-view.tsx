import { Picture } from '@/features/media/picture'

import type { AlbumCard } from '../queries.server'

type Props = {
  items: AlbumCard[]
  /** Where each item opens: inside this view, or (past the depth limit) on its own page. */
  hrefOf: (item: AlbumCard) => { href: string; inPlace: boolean }
  headingLevel: 2 | 3 | 4
}

/**
 * The album view (compact previews): one card per gallery or sub-album, with its preview image
 * and name. Opening one shows it in the same view, with a way back to this page of the album.
 */
export function AlbumView({ items, hrefOf, headingLevel }: Props) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  return (
    <ul className="cards album-items">
      {items.map((item) => {
        const { href, inPlace } = hrefOf(item)
        const preview = typeof item.doc.previewImage === 'object' ? item.doc.previewImage : null
        return (
          <li key={`${item.ref.relationTo}-${item.ref.id}`} className="album-items__item" data-gallery-item>
            <a href={href} className="card" data-gallery-nav={inPlace ? 'album' : undefined}>
              {preview ? (
                <Picture media={preview} alt="" sizes="(max-width: 640px) 100vw, 360px" />
              ) : (
                <span className="album-items__no-preview" aria-hidden="true" />
              )}
              <Heading className="card__title">{item.doc.name}</Heading>
              <span className="album-items__kind">{item.ref.relationTo === 'albums' ? 'Album' : 'Gallery'}</span>
              {item.doc.description && <span className="card__text">{item.doc.description}</span>}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
