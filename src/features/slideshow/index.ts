/**
 * The slideshow view of a gallery: a server component that hands the browser only what the
 * slideshow needs (toSlides), the settings with their defaults, and the settings' field group
 * for the galleries collection. No server-only code, so no index.server.ts.
 */
export { slideshowSettingsField } from './slideshow-settings-field'
export { slideshowDefaults, slideshowSettings } from './slideshow-settings'
export { SlideshowView, toSlides } from './slideshow-view'
export type { MoreSlides } from './more-slides'
export type { Slide, SlideEmbed, SlideshowSettings } from './slideshow.client'
