/**
 * The theme's widgets (SPEC.md sections 1, 2, 4 and 9), client-safe face: the page blocks an
 * editor adds, and each widget's pure logic with the spec's numbers. Rendering, the post likes
 * collection and the like endpoint are in index.server.ts.
 */
export { widgetBlocks, widgetBlockSlugs } from './blocks'
export { CAROUSEL_BREAKPOINTS, CAROUSEL_PER_PAGE, carouselPageCount, clientsPerPage } from './clients-carousel/carousel-pages'
export { initialSlider, SLIDER_DEFAULTS, slideFromHash, sliderReducer, swipeAction } from './content-slider/slider-state'
export { LIKE_BODY_MAX_BYTES, LIKE_FLOOD, likeErrors, parsePostId, readLikeBody } from './like-button/like-rules'
export { likeLabel, likeReducer, type LikeState } from './like-button/like-state'
export { kindOf, linkLabel, mediaBox, type SetItemKind, type SetSlide } from './photo-set/photo-set'
export { THEME_LIGHTBOX } from './photo-set/photo-set-defaults'
export { PIE_DEFAULTS, pieRing, valueAt } from './pie-chart/pie-chart'
export { SCROLL_TOP, scrollPositionAt, scrollTopVisible } from './scroll-to-top/scroll-to-top'
export { hoverEdge, type Edge } from './service-tiles/hover-direction'
export { shareNetworks, shareUrl, type ShareNetwork } from './share-icons/share-links'
