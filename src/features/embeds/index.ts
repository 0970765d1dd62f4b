/**
 * Embedded media's client-safe face: how a gallery image that may be a video or post is shown
 * (a pure decision), the click-to-load player and facade, the Instagram post sizing, and the
 * check of an address an editor pastes. Resolving addresses (jobs, provider requests) and the
 * embed frame route are in index.server.ts.
 */
export {
  embedDisplay,
  embedFramePath,
  embedNote,
  facadeAction,
  isEmbed,
  isLocalUrl,
  type EmbedDisplay,
  type EmbedImage,
} from './embed-display'
export { default as EmbeddedPlayer } from './embedded-player'
export { embedUrlProblem, SUPPORTED_EMBEDS, validateEmbedUrl } from './gallery-embed'
export { EMBED_HEIGHT_MAX, EMBED_HEIGHT_MIN } from './height-message'
export { fitInstagramPost, INSTAGRAM_FOOTER_LIGHTBOX, INSTAGRAM_FOOTER_SLIDESHOW } from './instagram-size'
export { providerNames, recognizeEmbed, type RecognizedEmbed } from './providers'
export { LazyEmbedFacade } from './lazy-embed-facade.client'
