/**
 * The gallery popup's client face (docs/decisions/014 and 026): the hook a gallery view opens the
 * popup with, and the shapes of what it shows and of its settings (types only). Nothing else:
 * Turbopack puts every module a barrel names into the first load of each page whose client code
 * imports the barrel, used or not. Server code takes the rest from index.server.ts.
 */
export { useGalleryPopup } from './popup/use-gallery-popup.client'
export type { DeepLink } from './links/deep-link'
export type { LightboxPopupProps } from './popup/lightbox-popup.client'
export type { PopupEmbed, PopupItem } from './popup/popup-item'
export type { FilmstripPosition, PopupSettings } from './popup/popup-settings'
export type { SetParams, SetWindow } from './links/set-request'
