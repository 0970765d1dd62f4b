import type { CSSProperties } from 'react'
import { preload } from 'react-dom'

import type { Media } from '@/payload-types'

import { tileFitsFrame } from './collection/variants'
import { withWatermarkedUrls, type Watermarking } from './watermark/watermark-urls'

type Variant = { url?: string | null; width?: number | null }

/** Each width once: variants of an upload narrower than they are stand at its own width. */
function srcSet(variants: (Variant | undefined)[]): string | undefined {
  const entries = variants
    .filter((v): v is Variant & { url: string; width: number } => Boolean(v?.url && v.width))
    .filter((v, index, all) => all.findIndex((other) => other.width === v.width) === index)
  return entries.length ? entries.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined
}

/**
 * The `srcset` of an image's WebP or AVIF variants (400, 900 and 1600 px wide); with
 * `watermark`, of their watermarked copies (see watermark-urls.ts). With `frameRatio`, the
 * picture fills a frame of that width / height, cropped (object-fit: cover): where the frame is
 * at least as wide as the cropped tile (2:1, variants.ts), the tile takes the 400 px place, so a
 * phone fetches the part the frame shows instead of the whole photo. A photo uploaded before the
 * tile existed keeps its 400 px width.
 */
export function variantSrcSet(media: Media, format: 'webp' | 'avif', watermark?: Watermarking | null, frameRatio?: number | null): string | undefined {
  const s = (watermark ? withWatermarkedUrls(media, watermark) : media).sizes ?? {}
  const [thumbnail, medium, large, tile] = format === 'avif' ? [s.thumbnailAvif, s.mediumAvif, s.largeAvif, s.tileAvif] : [s.thumbnail, s.medium, s.large, s.tile]
  const small = tileFitsFrame(frameRatio) && tile?.url && tile.width ? tile : thumbnail
  return srcSet([small, medium, large])
}

type PictureProps = {
  media: Media
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean
  /** In the first screen, after the first few: load at once, at the browser's own priority. */
  eager?: boolean
  /**
   * The page's main photo (a hero, a photo page): above the fold, and also asked for from the
   * document's head. One per page at most: every hint competes with the style sheets and fonts.
   */
  preload?: boolean
  className?: string
  alt?: string
  /** Serve the watermarked variants (a gallery with `view.watermark` on); null serves them as uploaded. */
  watermark?: Watermarking | null
  /**
   * The width / height of the frame the photo is cropped to fill, when its CSS crops it
   * (object-fit: cover); a frame at least 2:1 is served the cropped tile (variantSrcSet).
   */
  frameRatio?: number | null
}

/**
 * A responsive photo: AVIF and WebP variants by width, the intrinsic width and height set so
 * nothing shifts while it loads, and the dominant colour as a placeholder behind it.
 */
export function Picture({ media: uploaded, sizes, priority: high = false, eager = false, preload: hinted = false, className, alt, watermark, frameRatio }: PictureProps) {
  const priority = high || hinted
  // Every URL below comes from the document, so swapping its URLs watermarks every one of them.
  const media = watermark ? withWatermarkedUrls(uploaded, watermark) : uploaded
  const s = media.sizes ?? {}
  const avif = variantSrcSet(media, 'avif', null, frameRatio)
  const webp = variantSrcSet(media, 'webp', null, frameRatio)
  const fallback = s.medium?.url ?? s.large?.url ?? media.url ?? undefined
  const style: CSSProperties | undefined = media.placeholder ? { backgroundColor: media.placeholder } : undefined
  const position =
    media.focalX != null && media.focalY != null ? { objectPosition: `${media.focalX}% ${media.focalY}%` } : undefined
  if (hinted) preloadPhoto(avif ? { srcSet: avif, type: 'image/avif' } : webp ? { srcSet: webp, type: 'image/webp' } : null, fallback, sizes)
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback}
        srcSet={webp}
        sizes={sizes}
        alt={alt ?? media.alt}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
        style={{ ...style, ...position }}
      />
    </picture>
  )
}

/**
 * The page's main photo is asked for from the document's head, before the style sheets, fonts
 * and scripts, instead of when the parser reaches its `<picture>`: on a slow phone connection it
 * is the page's largest paint. The hint names the format the `<picture>` picks first, so a
 * browser that takes it downloads the same file the element then uses, and one that cannot show
 * that format skips the hint.
 */
function preloadPhoto(source: { srcSet: string; type: string } | null, fallback: string | undefined, sizes: string) {
  const href = fallback ?? source?.srcSet.split(' ')[0]
  if (!href) return
  preload(href, source ? { as: 'image', imageSrcSet: source.srcSet, imageSizes: sizes, type: source.type, fetchPriority: 'high' } : { as: 'image', fetchPriority: 'high' })
}
