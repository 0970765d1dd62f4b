export { previewCollections, previewUrlOf, publicPathOf } from './preview-path'
