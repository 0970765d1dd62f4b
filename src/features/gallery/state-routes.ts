/**
 * Which addresses carry gallery state, and how their dynamic twins read it
 * (docs/decisions/008-gallery-state-in-the-url.md): src/proxy.ts rewrites a page request with
 * gallery parameters to its twin under /gallery-state, and the twin parses the state and renders
 * it, unindexed. Pure.
 */
import type { Metadata } from 'next'

import { parseGalleryQuery, type GalleryQuery, type RawQuery } from './url-state'

/** Top-level paths that are not content pages, so never rewritten to a gallery-state route. */
const reservedTopLevel = new Set(['admin', 'api', 'blog', 'galleries', 'albums', 'contact-form', 'wp-json', 'gallery-state', 'lightbox'])
const slugPattern = '[a-z0-9]+(?:-[a-z0-9]+)*'

/**
 * Where the proxy sends a request that carries gallery state: the dynamic twin of a static page
 * under /gallery-state (docs/decisions/008). `null` for paths that show no gallery views.
 */
export function stateRoute(pathname: string): string | null {
  if (pathname === '/') return '/gallery-state'
  const nested = new RegExp(`^/(galleries|albums)/(${slugPattern})$`).exec(pathname)
  if (nested) return `/gallery-state/${nested[1]}/${nested[2]}`
  // A photo's page reached from a searched, filtered or sorted view: its previous/next follow that set.
  const photo = new RegExp(`^/galleries/(${slugPattern})/([1-9]\\d{0,9})$`).exec(pathname)
  if (photo) return `/gallery-state/galleries/${photo[1]}/${photo[2]}`
  const page = new RegExp(`^/(${slugPattern})$`).exec(pathname)
  if (page && !reservedTopLevel.has(page[1])) return `/gallery-state/${page[1]}`
  return null
}

/**
 * The gallery state of a twin route's request. The proxy has already answered 400 for anything
 * unparseable, so a failure here (a request that bypassed it) just shows the default state.
 */
export function galleryQueryOf(searchParams: RawQuery): GalleryQuery | null {
  const parsed = parseGalleryQuery(searchParams)
  return parsed.ok ? parsed.query : null
}

/** Metadata of a twin: the state's page is not indexed; its canonical address is the plain page. */
export function statefulMetadata(metadata: Metadata): Metadata {
  return { ...metadata, robots: { index: false, follow: true } }
}
