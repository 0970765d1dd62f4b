/**
 * The gallery popup's client-safe face (docs/decisions/014): the popup itself, loaded on demand
 * (LazyLightbox, prefetchLightbox), the deep links that open it, the shape of what it shows and of
 * its settings (the gallery feature builds both on the server). Its endpoints' server code (the
 * visitor cookie, ratings, hits, comments, orders) is in index.server.ts.
 */
export { hashFor, parseDeepLink, parseHash, type DeepLink } from './deep-link'
export { LazyLightbox, prefetchLightbox } from './lazy-lightbox.client'
export type { LightboxPopupProps } from './lightbox-popup.client'
export { toPopupItem, type PopupEmbed, type PopupItem } from './popup-item'
export { type FilmstripPosition, type PopupSettings } from './popup-settings'
export { setUrl, type SetParams, type SetWindow } from './set-request'
export { useGalleryPopup } from './use-gallery-popup.client'
export { ViewCounter } from './view-counter.client'
