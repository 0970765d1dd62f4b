/** What the slideshow shows of one image: only what it needs, built on the server (toSlides) or from the gallery's set (more-slides.ts). */

/** A video or post on a slide (docs/decisions/010): a facade and player, or a link to watch it elsewhere. */
export type SlideEmbed =
  | { type: 'player'; action: string; providerName: string; src: string; framed: boolean }
  | { type: 'link'; providerName: string; href: string }

export type Slide = {
  id: number
  title: string
  description?: string | null
  src: string
  srcSet?: string
  width: number
  height: number
  thumbSrc: string
  /** The photo's own page: filmstrip entries link there, so they work without JavaScript. */
  href: string
  isEmbedVideo: boolean
  embed?: SlideEmbed
}
