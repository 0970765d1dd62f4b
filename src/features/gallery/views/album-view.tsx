import { Picture } from '@/features/media'
import { holdClick } from '@/lib/page-wake'

import type { AlbumCard, AlbumPreviewStyle } from '../queries.server'

type Props = {
  items: AlbumCard[]
  /** Where each item opens: inside this view, or (past the depth limit) on its own page. */
  hrefOf: (item: AlbumCard) => { href: string; inPlace: boolean }
  headingLevel: 2 | 3 | 4
  /** The album's own choice: a grid of cards, or one row per item with its whole description. */
  previewStyle: AlbumPreviewStyle
}

const kindOf = (item: AlbumCard) => (item.ref.relationTo === 'albums' ? 'Album' : 'Gallery')

/**
 * The album view: one preview per gallery or sub-album. Compact previews are cards (picture,
 * name, kind); extended previews are rows with the picture beside the name and the whole
 * description. Opening one shows it in the same view, with a way back to
 * this page of the album.
 */
export function AlbumView({ items, hrefOf, headingLevel, previewStyle }: Props) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  const previewOf = (item: AlbumCard, sizes: string) => {
    const preview = typeof item.doc.previewImage === 'object' ? item.doc.previewImage : null
    return preview ? <Picture media={preview} alt="" sizes={sizes} /> : <span className="album-items__no-preview" aria-hidden="true" />
  }

  if (previewStyle === 'extended') {
    return (
      <ul className="album-extended album-items">
        {items.map((item) => {
          const { href, inPlace } = hrefOf(item)
          const nav = inPlace ? 'album' : undefined
          return (
            <li key={`${item.ref.relationTo}-${item.ref.id}`} className="album-extended__item" data-gallery-item>
              {/* The picture repeats the heading's link: one tab stop per item is enough. */}
              <a href={href} className="album-extended__picture" tabIndex={-1} aria-hidden="true" data-gallery-nav={nav} {...(nav ? holdClick : {})}>
                {previewOf(item, '(max-width: 640px) 100vw, 280px')}
              </a>
              <div className="album-extended__body">
                <span className="album-items__kind">{kindOf(item)}</span>
                <Heading className="album-extended__title">
                  <a href={href} data-gallery-nav={nav} {...(nav ? holdClick : {})}>
                    {item.doc.name}
                  </a>
                </Heading>
                {item.doc.description && <p className="album-extended__text">{item.doc.description}</p>}
              </div>
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <ul className="cards album-items">
      {items.map((item) => {
        const { href, inPlace } = hrefOf(item)
        return (
          <li key={`${item.ref.relationTo}-${item.ref.id}`} className="album-items__item" data-gallery-item>
            <a href={href} className="card" data-gallery-nav={inPlace ? 'album' : undefined} {...(inPlace ? holdClick : {})}>
              {previewOf(item, '(max-width: 640px) 100vw, 360px')}
              <Heading className="card__title">{item.doc.name}</Heading>
              <span className="album-items__kind">{kindOf(item)}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
