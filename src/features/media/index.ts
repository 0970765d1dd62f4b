/**
 * The media library's client-safe face: responsive pictures, image shapes, the variants' names
 * and the watermark's settings fields and URLs. Server code (the collection, upload checks, the
 * watermark's drawing and route) is in index.server.ts.
 */
export { imageSizeNames, imageWidths, type ImageSizeName } from './collection/variants'
export { aspectRatio, type Dimensions } from './dimensions'
export { Picture, variantSrcSet } from './picture'
export { watermarkDefaults, watermarkPositions, type WatermarkPosition } from './watermark/watermark'
export { siteWatermarkFields, watermarkSourceFields } from './watermark/watermark-fields'
export { WATERMARKED_PATH, watermarkedUrl, withWatermarkedImage, withWatermarkedUrls, type Watermarking } from './watermark/watermark-urls'
