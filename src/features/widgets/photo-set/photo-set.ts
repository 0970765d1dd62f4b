import { THEME_LIGHTBOX } from './photo-set-defaults'

/**
 * The theme lightbox's pure logic (issue 14, item 1): what each link of a set shows, and how
 * large a video or sound shows in a given space. React-free.
 */

export type SetItemKind = 'image' | 'video' | 'audio'

/** What the lightbox needs of one item of the set (serialisable: it reaches the browser). */
export type SetSlide = {
  kind: SetItemKind
  /** The file itself: what the link opens without JavaScript. */
  src: string
  /** Image variants for `srcset` (widths in px), largest last. */
  variants: { src: string; width: number; height: number }[]
  /** A small picture for the thumbnail strip (images only). */
  thumbnail: string | null
  mimeType: string | null
  width: number
  height: number
  title: string
  description: string | null
  alt: string
}

/** The kind of item a file is, from its stored type (the media library sets it from the bytes). */
export function kindOf(mimeType: string | null | undefined): SetItemKind | null {
  if (!mimeType) return null
  if (mimeType.startsWith('image/')) return 'image'
  if (mimeType.startsWith('video/')) return 'video'
  if (mimeType.startsWith('audio/')) return 'audio'
  return null
}

/**
 * The box a video (or a sound's player) takes in the lightbox: its configured size, scaled down
 * to fit `available` with its proportions kept, and never narrower than the minimum content
 * width (260 px), even on a screen narrower than that.
 */
export function mediaBox(
  size: { width: number; height: number } = THEME_LIGHTBOX.video,
  available: { width: number; height: number },
  minWidth: number = THEME_LIGHTBOX.minContentWidth,
): { width: number; height: number } {
  const ratio = size.width / size.height
  let width = Math.min(size.width, available.width, available.height * ratio)
  width = Math.max(width, Math.min(minWidth, size.width))
  return { width: Math.round(width), height: Math.round(width / ratio) }
}

/** The spoken name of a link of the set: what it is, and that it opens a viewer. */
export function linkLabel(slide: Pick<SetSlide, 'kind' | 'title'>, position: number, total: number): string {
  const what = slide.kind === 'video' ? 'video' : slide.kind === 'audio' ? 'sound' : 'photo'
  return `${slide.title} (${what} ${position} of ${total}, opens in a viewer)`
}
