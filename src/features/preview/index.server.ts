import 'server-only'

export { PreviewBar } from './preview-bar'
export { contentReader, isPreview, type ContentReader } from './preview-mode.server'
export { handlePreview, handlePreviewExit } from './preview-route.server'
export { previewPlugin } from './plugin'
