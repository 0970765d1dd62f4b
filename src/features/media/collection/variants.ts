/**
 * The variants Payload makes of every upload (media-collection.ts): three widths, each in WebP
 * and AVIF. Pages pick from them with srcset and <picture>; watermarked copies are encoded with
 * the same settings, so they weigh about the same. Pure.
 */

export const imageWidths = { thumbnail: 400, medium: 900, large: 1600 } as const

export type ImageSizeName = keyof typeof imageWidths

/** The names of the widths, smallest first: thumbnail, medium, large. */
export const imageSizeNames = Object.keys(imageWidths) as ImageSizeName[]

export const variantEncoding = {
  webp: { quality: 78 },
  avif: { quality: 55, effort: 2 },
} as const
