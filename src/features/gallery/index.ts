/**
 * The gallery's client-safe face: the page widget's Payload block config, the view names, the
 * URL state of gallery views (the proxy and the dynamic twins read it) and the gallery card.
 * Data, the content model and the server-rendered views are in index.server.ts.
 */
export { galleryBlock } from './block/gallery-block'
export { GalleryCard } from './block/gallery-card'
export { galleryQueryOf, statefulMetadata, stateRoute } from './state-routes'
export {
  hasGalleryParams,
  parseGalleryQuery,
  viewStateOf,
  type GalleryQuery,
  type ParseResult,
  type RawQuery,
  type SortKey,
  type ViewState,
} from './url-state'
export { DEFAULT_VIEW, galleryViews, imageViews, type GalleryView, type ImageView } from './view-names'
