import 'server-only'

/** The media player's server face: the block's view, rendered by the pages feature. */
export { MediaPlayerView, toPlayerProps } from './media-player-view'
