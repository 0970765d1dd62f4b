/**
 * The media player with a playlist (issue 14, item 2), client-safe face: the page block and the
 * player's pure logic with the spec's numbers. Rendering is in index.server.ts.
 */
export { mediaPlayerBlock } from './media-player-block'
export { PLAYER_DEFAULTS } from './player-defaults'
