/**
 * Sizing of embedded Instagram posts (SPEC.md section 2): the post is resized to fit its
 * container keeping the aspect ratio of its picture, with extra height reserved below the picture
 * for the post's footer (likes, caption link, "View more on Instagram"). Pure: used by the
 * slideshow in the browser and by the photo page and blog style on the server.
 */

/** Footer height of a post in the slideshow. */
export const INSTAGRAM_FOOTER_SLIDESHOW = 96
/** Footer height of a post in the lightbox; Vitrine's lightbox is the photo page. */
export const INSTAGRAM_FOOTER_LIGHTBOX = 132

export type PostFit = {
  containerWidth: number
  containerHeight: number
  /** The picture's own size (only its ratio counts). Unknown sizes count as square, Instagram's default. */
  mediaWidth: number | null | undefined
  mediaHeight: number | null | undefined
  /** Height reserved below the picture; 0 fits plain media (a video) the same way. */
  footer: number
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/**
 * The largest post box that fits the container: the picture at its own ratio plus the footer.
 * Either the width is the limit (the box is as wide as the container) or the height is (the box
 * is as tall as the container and the picture's height is what the footer leaves). Whole pixels,
 * rounded down, so the box never overflows its container.
 */
export function fitInstagramPost({ containerWidth, containerHeight, mediaWidth, mediaHeight, footer }: PostFit): { width: number; height: number } {
  if (!positive(containerWidth) || !positive(containerHeight)) return { width: 0, height: 0 }
  const ratio = positive(mediaWidth) && positive(mediaHeight) ? mediaWidth / mediaHeight : 1
  const reserved = Number.isFinite(footer) && footer > 0 ? footer : 0
  const room = containerHeight - reserved
  if (room <= 0) return { width: 0, height: 0 }
  // Width-limited when the picture is wider (relative to its room) than the container.
  const width = Math.min(containerWidth, room * ratio)
  const pictureHeight = width / ratio
  return { width: Math.floor(width), height: Math.floor(Math.min(containerHeight, pictureHeight + reserved)) }
}
