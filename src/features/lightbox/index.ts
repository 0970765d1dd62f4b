/**
 * The gallery popup's client-safe face (docs/decisions/014): the popup itself, loaded on demand
 * (LazyLightbox, prefetchLightbox), the deep links that open it, the shape of what it shows and of
 * its settings (the gallery feature builds both on the server). Its endpoints' server code (the
 * visitor cookie, ratings, hits, comments, orders) is in index.server.ts.
 */
export { hashFor, parseDeepLink, parseHash, type DeepLink } from './links/deep-link'
export { LazyLightbox, prefetchLightbox } from './popup/lazy-lightbox.client'
export type { LightboxPopupProps } from './popup/lightbox-popup.client'
export { toPopupItem, type PopupEmbed, type PopupItem } from './popup/popup-item'
export { type FilmstripPosition, type PopupSettings } from './popup/popup-settings'
export { setUrl, type SetParams, type SetWindow } from './links/set-request'
export { useGalleryPopup } from './popup/use-gallery-popup.client'
export { ViewCounter } from './engagement/view-counter.client'
