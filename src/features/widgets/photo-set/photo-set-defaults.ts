/** The theme lightbox's numbers (SPEC.md section 9). */
export const THEME_LIGHTBOX = {
  /** Default size of a video or audio item in the lightbox (the page setup's was 1280×720). */
  video: { width: 960, height: 540 },
  /** The thumbnail strip's thumbnails (the page setup's were 70×40) and the gap between them. */
  thumbnail: { width: 75, height: 50, gap: 2 },
  /** The content never gets narrower than this, however small the screen. */
  minContentWidth: 260,
} as const
