import { Picture } from '@/features/media'
import { holdClick } from '@/lib/page-wake'
import type { Media, PhotoSetBlock } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import { LazyPhotoSetOpener } from '../lazy-widgets.client'
import { kindOf, linkLabel, type SetSlide } from './photo-set'
import { THEME_LIGHTBOX } from './photo-set-defaults'
import './photo-set.css'

type Item = NonNullable<PhotoSetBlock['items']>[number]
type SetEntry = { slide: SetSlide; media: Media }

/** What the lightbox needs of each item (no more of the media documents reaches the browser). */
export function toSetEntries(block: PhotoSetBlock): SetEntry[] {
  return (block.items ?? []).flatMap((item: Item) => {
    const media = typeof item.file === 'object' ? (item.file as Media) : null
    const kind = kindOf(media?.mimeType)
    if (!media?.url || !kind) return []
    const s = media.sizes ?? {}
    const variants = [s.medium, s.large]
      .filter((v): v is { url: string; width: number; height: number } => Boolean(v?.url && v.width && v.height))
      .map((v) => ({ src: v.url, width: v.width, height: v.height }))
    const video = { width: block.videoWidth ?? THEME_LIGHTBOX.video.width, height: block.videoHeight ?? THEME_LIGHTBOX.video.height }
    const slide: SetSlide = {
      kind,
      src: media.url,
      variants: kind === 'image' ? variants : [],
      thumbnail: kind === 'image' ? (s.thumbnail?.url ?? media.url) : null,
      mimeType: media.mimeType ?? null,
      width: kind === 'image' ? (media.width ?? video.width) : video.width,
      height: kind === 'image' ? (media.height ?? video.height) : video.height,
      title: item.title || media.alt,
      description: item.description || null,
      alt: media.alt,
    }
    return [{ slide, media }]
  })
}

/**
 * A grouped set of links (issue 14, item 1), rendered on the server as plain links to the files:
 * without JavaScript each opens the photo, video or sound itself. The opener (which turns a click
 * into the lightbox) loads when the page hydrates, and the lightbox's code when a visitor is about
 * to open a link (photo-set-opener.client.tsx). The links stay outside the on-demand boundary:
 * React streams what is inside one after the page, hidden until a script shows it.
 */
export function PhotoSetView({ block }: { block: PhotoSetBlock }) {
  const entries = toSetEntries(block)
  if (!entries.length) return null
  const setId = `photo-set-${block.id ?? 'set'}`
  return (
    <WidgetSection id={block.id} heading={block.heading} className="photo-set-block">
      {block.intro && <p className="photo-set__intro">{block.intro}</p>}
      {/* Its links open in the lightbox once the opener is there; a click before that is held
          for it (data-hold-click), and given once the opener marks the list ready (decision 043). */}
      <ul className="photo-set" role="list" id={setId} data-on-demand="photo-set-links">
        {entries.map(({ slide, media }, index) => (
          <li key={`${index}-${slide.src}`} className={`photo-set__item photo-set__item--${slide.kind}`}>
            <a href={slide.src} data-set-index={index} aria-label={linkLabel(slide, index + 1, entries.length)} {...holdClick}>
              {slide.kind === 'image' ? (
                <Picture media={media} sizes="(max-width: 540px) 50vw, (max-width: 1024px) 33vw, 280px" alt="" />
              ) : (
                <span className="photo-set__media-tile" aria-hidden="true">
                  <span className="photo-set__media-icon">{slide.kind === 'video' ? '▶' : '♪'}</span>
                </span>
              )}
              <span className="photo-set__caption" aria-hidden="true">
                {slide.title}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <LazyPhotoSetOpener setId={setId} slides={entries.map(({ slide }) => slide)} label={block.heading || 'Photos'} showThumbnails={block.showThumbnails !== false} />
    </WidgetSection>
  )
}
