/**
 * What a watermark baked into a served image looks like: which mark (text or image), how big,
 * where and how opaque, for an image of a given size. Pure: no sharp, no I/O;
 * watermark-render.server.ts draws what this computes. See docs/decisions/011-watermarked-images.md.
 */
import type { GallerySetting } from '@/payload-types'

/**
 * The image width the settings are given for. The font size is chosen for an 800 px wide image,
 * the width the slideshow and lightbox are configured for by default (slideshow `imageWidth`,
 * `lightboxWidth`), and scales with each variant's width: 20 px at 800 px is 10 px on the 400 px
 * thumbnail and 40 px on the 1600 px large size, so the mark covers the same share of the photo
 * whichever variant the browser picks from the srcset.
 */
export const WATERMARK_REFERENCE_WIDTH = 800
/** Gap between the mark and the image's edges at the reference width (2 %). */
export const WATERMARK_MARGIN = 16
/**
 * The box an image watermark fits into at the reference width, keeping its aspect ratio: the
 * slideshow's default watermark size (90 × 90). The site-wide settings have no size for an image
 * mark, so it is a constant.
 */
export const WATERMARK_IMAGE_BOX = 90
/**
 * Where the baseline sits within the font size: common sans-serif fonts (DejaVu Sans, Liberation
 * Sans, Arial) rise about 0.8 em above it and descend about 0.2 em below. Good enough to keep the
 * text inside the margin; the SVG is as large as the image, so nothing is cut off if a font differs.
 */
const ASCENT = 0.8
const DESCENT = 0.2

export const watermarkPositions = ['top-left', 'top-right', 'center', 'bottom-left', 'bottom-right'] as const
export type WatermarkPosition = (typeof watermarkPositions)[number]

/** The site-wide settings' defaults (the original plugin's): the fields and watermarkSpec() use them. */
export const watermarkDefaults = {
  /** No mark until an editor picks one (here and in each gallery's slideshow settings). */
  type: 'none',
  fontSize: 20,
  /** Percent. */
  opacity: 30,
  position: 'bottom-right',
} as const satisfies { type: 'none' | 'text' | 'image'; fontSize: number; opacity: number; position: WatermarkPosition }

/** The watermark image's file, as the settings reference it. */
export type WatermarkImageRef = {
  id: number
  filename: string
  filesize: number
  width: number
  height: number
  /** The upload's folder in S3-compatible storage, when it has one (files/media-files.server.ts). */
  prefix?: string
  _objectKey?: string
}

/** A watermark to bake in, normalised from the settings; opacity is 0 to 1. */
export type WatermarkSpec =
  | { kind: 'text'; text: string; fontSize: number; opacity: number; position: WatermarkPosition }
  | { kind: 'image'; image: WatermarkImageRef; opacity: number; position: WatermarkPosition }

type Settings = Pick<
  GallerySetting,
  'watermarkType' | 'watermarkText' | 'watermarkImage' | 'watermarkFontSize' | 'watermarkOpacity' | 'watermarkPosition'
>

const isPosition = (value: unknown): value is WatermarkPosition => (watermarkPositions as readonly unknown[]).includes(value)

/** Line breaks and control characters (not allowed in XML) become spaces; runs of spaces one space. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim()

/**
 * The site's watermark, or null when there is nothing to bake in: type none, blank text, an
 * image setting without a readable image (the settings must be read at depth 1 so the image is a
 * document), or an opacity of 0, which would draw nothing.
 */
export function watermarkSpec(settings: Settings): WatermarkSpec | null {
  const opacity = Math.min(100, Math.max(0, settings.watermarkOpacity ?? watermarkDefaults.opacity)) / 100
  const position = isPosition(settings.watermarkPosition) ? settings.watermarkPosition : watermarkDefaults.position
  if (opacity === 0) return null
  if (settings.watermarkType === 'text') {
    const text = oneLine(settings.watermarkText ?? '')
    if (!text) return null
    return { kind: 'text', text, fontSize: Math.max(1, settings.watermarkFontSize ?? watermarkDefaults.fontSize), opacity, position }
  }
  if (settings.watermarkType === 'image') {
    const image = settings.watermarkImage
    if (!image || typeof image !== 'object' || !image.filename || !image.width || !image.height) return null
    const ref: WatermarkImageRef = {
      id: image.id,
      filename: image.filename,
      filesize: image.filesize ?? 0,
      width: image.width,
      height: image.height,
      // Only when set, so a site whose files stay on disk keeps its watermark's version.
      ...(image.prefix ? { prefix: image.prefix } : {}),
      ...(image._objectKey ? { _objectKey: image._objectKey } : {}),
    }
    return { kind: 'image', image: ref, opacity, position }
  }
  return null
}

/**
 * Everything that changes the drawn pixels, as a stable string: its hash names the cache folder
 * and goes into every watermarked URL, so any change gives new URLs. The image is named by its
 * stored file, which a re-upload renames. Bump `renderer` when the drawing code changes.
 */
export function watermarkFingerprint(spec: WatermarkSpec): string {
  const mark = spec.kind === 'text' ? { text: spec.text, fontSize: spec.fontSize } : { image: spec.image }
  return JSON.stringify({ renderer: 1, kind: spec.kind, ...mark, opacity: spec.opacity, position: spec.position })
}

export type Size = { width: number; height: number }

/** Where the text goes: an SVG `<text>` anchored at (x, y), y being the baseline. */
export type TextPlacement = {
  kind: 'text'
  text: string
  fontSize: number
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
  opacity: number
  /** A thin dark outline keeps light text readable on light parts of a photo. */
  strokeWidth: number
}

/** Where the image goes: resized to width × height, its top-left corner at (left, top). */
export type ImagePlacement = { kind: 'image'; left: number; top: number; width: number; height: number; opacity: number }

export type WatermarkPlacement = TextPlacement | ImagePlacement

const horizontal = (position: WatermarkPosition) => (position.endsWith('left') ? 'left' : position.endsWith('right') ? 'right' : 'center')
const vertical = (position: WatermarkPosition) => (position.startsWith('top') ? 'top' : position.startsWith('bottom') ? 'bottom' : 'center')

/** The mark's size and position on an image of the given size (a served variant). */
export function watermarkPlacement(spec: WatermarkSpec, canvas: Size): WatermarkPlacement {
  const scale = canvas.width / WATERMARK_REFERENCE_WIDTH
  const margin = Math.round(WATERMARK_MARGIN * scale)
  const h = horizontal(spec.position)
  const v = vertical(spec.position)

  if (spec.kind === 'text') {
    const fontSize = Math.max(1, Math.round(spec.fontSize * scale))
    const x = h === 'left' ? margin : h === 'right' ? canvas.width - margin : Math.round(canvas.width / 2)
    const y =
      v === 'top'
        ? margin + Math.round(fontSize * ASCENT)
        : v === 'bottom'
          ? canvas.height - margin - Math.round(fontSize * DESCENT)
          : Math.round(canvas.height / 2 + (fontSize * (ASCENT - DESCENT)) / 2)
    const anchor = h === 'left' ? 'start' : h === 'right' ? 'end' : 'middle'
    const strokeWidth = Math.round((fontSize / 16) * 100) / 100
    return { kind: 'text', text: spec.text, fontSize, x, y, anchor, opacity: spec.opacity, strokeWidth }
  }

  // Fit the mark's own aspect ratio into the scaled box, and the box into the image inside its
  // margins: sharp refuses to composite an overlay larger than the image.
  const boxWidth = Math.min(WATERMARK_IMAGE_BOX * scale, canvas.width - 2 * margin)
  const boxHeight = Math.min(WATERMARK_IMAGE_BOX * scale, canvas.height - 2 * margin)
  const ratio = Math.min(boxWidth / spec.image.width, boxHeight / spec.image.height)
  const width = Math.max(1, Math.min(canvas.width, Math.round(spec.image.width * ratio)))
  const height = Math.max(1, Math.min(canvas.height, Math.round(spec.image.height * ratio)))
  const left = h === 'left' ? margin : h === 'right' ? canvas.width - margin - width : Math.round((canvas.width - width) / 2)
  const top = v === 'top' ? margin : v === 'bottom' ? canvas.height - margin - height : Math.round((canvas.height - height) / 2)
  return { kind: 'image', left: Math.max(0, left), top: Math.max(0, top), width, height, opacity: spec.opacity }
}

/** Text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/**
 * The text mark as an SVG exactly as large as the image: white text with a dark outline at the
 * configured opacity. The text is editor input and is escaped; librsvg draws it with the fonts
 * fontconfig finds (watermark-render.server.ts refuses to serve an image whose text drew nothing).
 */
export function textWatermarkSvg(placement: TextPlacement, canvas: Size): string {
  const { fontSize, x, y, anchor, opacity, strokeWidth } = placement
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}">` +
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" ` +
    `font-size="${fontSize}" font-weight="bold" fill="#ffffff" fill-opacity="${opacity}" ` +
    `stroke="#000000" stroke-opacity="${Math.round(opacity * 60) / 100}" stroke-width="${strokeWidth}" paint-order="stroke">` +
    `${escapeXml(placement.text)}</text></svg>`
  )
}
