import 'server-only'

export { handleLike, handleLikeState, withLikePayload } from './like-button/like-handler.server'
export { PostWidgets } from './like-button/post-widgets'
export { widgetsPlugin } from './plugin'
export { isWidgetBlock, WidgetBlockView, type WidgetBlock } from './widget-block-view'
