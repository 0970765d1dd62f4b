import { holdClick } from '@/lib/page-wake'

import { galleryHref, type GalleryQuery, type ViewState } from '../url-state'
import { pageWindow } from './page-window'

type Props = {
  label: string
  path: string
  query: GalleryQuery | null
  viewIndex: number
  state: ViewState
  page: number
  /** Pages known to exist (all of them when `exact`). */
  totalPages: number
  exact: boolean
  hasNext: boolean
}

/**
 * Page links of one gallery view. Plain links: without JavaScript each is a page load of a
 * shareable URL; with it, the gallery's enhancer swaps the view in place.
 */
export function Pager({ label, path, query, viewIndex, state, page, totalPages, exact, hasNext }: Props) {
  if (page === 1 && !hasNext) return null
  const href = (p: number) => galleryHref(path, query, viewIndex, { ...state, page: p, loadMore: false })
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" data-gallery-nav="page" {...holdClick}>
              <span aria-hidden="true">‹ </span>Previous
            </a>
          </li>
        )}
        {pageWindow(page, totalPages, exact).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <a aria-current="page" href={href(p)} data-gallery-nav="page" {...holdClick}>
                  <span className="visually-hidden">Page </span>
                  {p}
                </a>
              ) : (
                <a href={href(p)} data-gallery-nav="page" {...holdClick}>
                  <span className="visually-hidden">Page </span>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        {hasNext && (
          <li>
            <a href={href(page + 1)} rel="next" data-gallery-nav="page" {...holdClick}>
              Next<span aria-hidden="true"> ›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** "Load more": the same view with one more page of images after the ones shown. */
export function LoadMore({ path, query, viewIndex, state, page, hasNext }: Omit<Props, 'label' | 'totalPages' | 'exact'>) {
  if (!hasNext) return null
  return (
    <p className="gallery-more">
      <a className="button" href={galleryHref(path, query, viewIndex, { ...state, page: page + 1, loadMore: true })} data-gallery-nav="more" {...holdClick}>
        Load more
      </a>
    </p>
  )
}
