import { holdClick } from '@/lib/page-wake'
import type { GalleryTag } from '@/payload-types'

import { formHiddenFields, galleryHref, limits, paramName, type GalleryQuery, type SortKey, type ViewState } from '../url-state'

export const sortLabels: Record<SortKey, string> = {
  order: 'Gallery order',
  date: 'Newest first',
  title: 'Title',
  rating: 'Highest rated',
  hits: 'Most viewed',
  random: 'Random',
}

type Props = {
  name: string
  path: string
  query: GalleryQuery | null
  viewIndex: number
  state: ViewState
  /** The order shown now (the URL's, or the gallery's own). */
  sort: SortKey
  showSearch: boolean
  showSort: boolean
  tags: Pick<GalleryTag, 'id' | 'name'>[] | null
}

/**
 * Search, tag filter and sort of one gallery view: a GET form, so each state is a URL that works
 * without JavaScript. Hidden fields carry the state of the page's other gallery views and where
 * this view is inside an album; a new search starts at page 1.
 */
export function GalleryControls({ name, path, query, viewIndex, state, sort, showSearch, showSort, tags }: Props) {
  if (!showSearch && !showSort && !tags?.length) return null
  const id = (what: string) => `gallery-${viewIndex}-${what}`
  const filtered = Boolean(state.search || state.tagIds.length)
  return (
    // Keyed by what it shows: after an in-place update the fields show the new state, not what
    // was typed before.
    <form
      key={`${state.search}|${state.tagIds.join(',')}|${sort}`}
      className="gallery-controls"
      role="search"
      method="get"
      action={path}
      aria-label={`Search and sort ${name}`}
      data-gallery-form
    >
      {formHiddenFields(query, viewIndex, state).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {showSearch && (
        <p className="gallery-controls__field gallery-controls__field--search">
          <label htmlFor={id('search')}>Search</label>
          <input id={id('search')} type="search" name={paramName('search', viewIndex)} defaultValue={state.search} maxLength={limits.searchLength} />
        </p>
      )}
      {tags && tags.length > 0 && (
        <p className="gallery-controls__field">
          <label htmlFor={id('tag')}>Tag</label>
          <select id={id('tag')} name={paramName('tags', viewIndex)} defaultValue={state.tagIds[0] ? String(state.tagIds[0]) : ''}>
            <option value="">All tags</option>
            {tags.map((tag) => (
              <option key={tag.id} value={String(tag.id)}>
                {tag.name}
              </option>
            ))}
          </select>
        </p>
      )}
      {showSort && (
        <p className="gallery-controls__field">
          <label htmlFor={id('sort')}>Sort by</label>
          <select id={id('sort')} name={paramName('sort', viewIndex)} defaultValue={sort}>
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </p>
      )}
      <p className="gallery-controls__actions">
        <button type="submit" className="button">
          Show
        </button>
        {filtered && (
          <a href={galleryHref(path, query, viewIndex, { ...state, search: '', tagIds: [], page: 1, loadMore: false })} data-gallery-nav="filter" {...holdClick}>
            Show all images
          </a>
        )}
      </p>
    </form>
  )
}
