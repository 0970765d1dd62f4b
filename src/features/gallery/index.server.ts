import 'server-only'

/**
 * The gallery's server face: its Payload plugin, the server components that read their own data
 * (the page widget, the gallery, album and photo pages) and the reads routes and the benchmark
 * need. Every function takes the Payload instance first; every component a `payload` prop.
 */
export { GalleryBlockView } from './block/gallery-block-view'
export { AlbumPageView, albumPageMetadata, GalleryPageView, galleryPageMetadata } from './gallery-pages'
export { COUNT_HORIZON, getGalleryImagePage, imageIdsQuery, type ImagePage, type ImageQuery } from './images.server'
export { handleLightboxSet } from './lightbox-set.server'
export { PhotoPageView, photoPageMetadata } from './photo-page'
export { galleryPlugin } from './plugin'
export { getAlbumItemsPage, listAlbums, listGalleries } from './queries.server'
