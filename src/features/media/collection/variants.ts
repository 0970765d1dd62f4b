/**
 * The variants Payload makes of every upload (media-collection.ts): three widths that keep the
 * photo's own shape, and a tile cropped around its focal point, each in WebP and AVIF. Pages pick
 * from them with srcset and <picture>; watermarked copies are encoded with the same settings, so
 * they weigh about the same. Pure.
 */

/** Widths that keep the upload's aspect ratio. */
export const imageWidths = { thumbnail: 400, medium: 900, large: 1600 } as const

/**
 * Boxes the upload is cropped to, around its focal point. `tile` serves the thumbnails view's
 * cropped grid (180 × 90 by default, 2:1): on a phone its tiles are about 190 px wide, so a
 * portrait fetched at 400 px full height (400 × 560) is mostly cut away by the frame.
 */
export const croppedSizes = { tile: { width: 400, height: 200 } } as const

export type ImageSizeName = keyof typeof imageWidths | keyof typeof croppedSizes

/** Every size's name: the widths smallest first (thumbnail, medium, large), then the crops (tile). */
export const imageSizeNames = [...Object.keys(imageWidths), ...Object.keys(croppedSizes)] as ImageSizeName[]

/** Each size is stored in both formats: WebP under the size's name, AVIF under the name + `Avif`. */
export const imageFormats = ['webp', 'avif'] as const
export type ImageFormat = (typeof imageFormats)[number]
export type StoredSizeName = ImageSizeName | `${ImageSizeName}Avif`

/** The name a size is stored under in a format: `medium` in AVIF is `mediumAvif`. */
export function storedSizeName(name: ImageSizeName, format: ImageFormat): StoredSizeName {
  return format === 'avif' ? `${name}Avif` : name
}

/** Every stored size: each size's name in WebP and in AVIF. */
export const storedSizeNames: StoredSizeName[] = imageSizeNames.flatMap((name) => imageFormats.map((format) => storedSizeName(name, format)))

/** The tile's width divided by its height (2). */
export const TILE_RATIO = croppedSizes.tile.width / croppedSizes.tile.height

/**
 * Whether the cropped tile can stand in for the photo in a frame of this ratio (width / height)
 * that covers it (object-fit: cover): only when the frame is at least as wide as the tile, so the
 * tile holds everything the frame would show of the whole photo. A frame narrower than 2:1 would
 * lose the tile's cut-away sides. A tolerance of 1 % absorbs the rounding of frame sizes.
 */
export function tileFitsFrame(frameRatio: number | null | undefined): boolean {
  return typeof frameRatio === 'number' && Number.isFinite(frameRatio) && frameRatio >= TILE_RATIO * 0.99
}

export const variantEncoding = {
  webp: { quality: 78 },
  avif: { quality: 55, effort: 2 },
} as const
