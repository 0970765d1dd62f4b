import 'server-only'

/**
 * The media library's server face: its Payload plugins (the collection; the visibility of uploads,
 * listed last), upload checks, sizes for older uploads and watermarked images.
 */
export { makeMissingSizes, type MissingSizesProgress, type MissingSizesResult } from './collection/missing-sizes.server'
export { checkImageUpload, uploadLimits, type UploadLimits, type UploadVerdict } from './collection/upload-checks'
export { mediaPlugin } from './plugin'
export { galleryImagesAsServed, galleryWatermark, loadSiteWatermark, type SiteWatermark } from './watermark/watermark-settings.server'
export { serveWatermarked } from './watermark/watermarked-route.server'
export { mediaVisibilityPlugin, recomputeAllMedia } from './visibility/media-visibility'
