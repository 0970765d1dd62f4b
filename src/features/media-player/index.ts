/**
 * The media player with a playlist (issue 14, item 2), client-safe face: the page block and its
 * defaults (SPEC.md section 9). Rendering is in index.server.ts; the player's code loads on demand.
 */
export { mediaPlayerBlock } from './media-player-block'
export { PLAYER_DEFAULTS } from './player-defaults'
