import sharp from 'sharp'

export type UploadLimits = { maxBytes: number; maxPixels: number; formats: readonly string[] }

/** What Vitrine accepts as a photo upload, checked from the file's bytes, never its name. */
export const uploadLimits: UploadLimits = {
  maxBytes: 25 * 1024 * 1024,
  /** 50 megapixels: a large camera file. Anything bigger is refused before it is decoded. */
  maxPixels: 50_000_000,
  formats: ['jpeg', 'png', 'webp', 'avif', 'gif', 'heif'],
}

export type UploadVerdict = { ok: true; format: string; width: number; height: number } | { ok: false; message: string }

/**
 * The tallest image the AVIF sizes can be: an animation's sizes hold its frames one under another,
 * and a taller one failed after seconds of work with Payload's "There was a problem while
 * uploading the file."
 */
const MAX_STRIP_HEIGHT = 16_384

const shorter = 'Shorten or shrink it, or upload a still image.'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Reads only the image header (sharp's metadata does not decode pixels), so a decompression
 * bomb, a renamed executable or an oversized file is refused before any work is spent on it.
 */
export async function checkImageUpload(data: Buffer, limits: UploadLimits = uploadLimits): Promise<UploadVerdict> {
  if (data.length > limits.maxBytes) {
    return {
      ok: false,
      message: `This file is ${megabytes(data.length)}; the limit is ${megabytes(limits.maxBytes)}. Export a smaller JPEG or WebP and upload it again.`,
    }
  }
  let metadata: sharp.Metadata
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    return { ok: false, message: notAnImage }
  }
  const format = metadata.format ?? ''
  if (!limits.formats.includes(format) || !metadata.width || !metadata.height) {
    return { ok: false, message: notAnImage }
  }
  // An animation's frames are decoded one under another: count them all.
  const frames = metadata.pages && metadata.pages > 1 ? metadata.pages : 1
  const frameHeight = metadata.pageHeight ?? metadata.height
  if (frames > 1 && frames * metadata.width * frameHeight > limits.maxPixels) {
    return {
      ok: false,
      message: `This animation has ${frames} frames of ${metadata.width} × ${frameHeight} pixels (${Math.round((frames * metadata.width * frameHeight) / 1e6)} megapixels in all); the limit is ${Math.round(limits.maxPixels / 1e6)} megapixels. ${shorter}`,
    }
  }
  if (frames > 1 && frames * frameHeight > MAX_STRIP_HEIGHT) {
    return {
      ok: false,
      message: `This animation has ${frames} frames of ${frameHeight} pixels high (${frames * frameHeight} pixels in all); the limit is ${MAX_STRIP_HEIGHT}. ${shorter}`,
    }
  }
  const pixels = metadata.width * metadata.height
  if (pixels > limits.maxPixels) {
    return {
      ok: false,
      message: `This image is ${metadata.width} × ${metadata.height} pixels (${Math.round(pixels / 1e6)} megapixels); the limit is ${Math.round(limits.maxPixels / 1e6)} megapixels. Resize it and upload it again.`,
    }
  }
  return { ok: true, format, width: metadata.width, height: metadata.height }
}

export const notAnImage = 'This file is not a photo Vitrine can read. Upload a JPEG, PNG, WebP, AVIF or GIF image.'
