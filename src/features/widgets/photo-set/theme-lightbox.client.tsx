'use client'

/**
 * The theme lightbox (SPEC.md sections 2, 4 and 9; issue 14, item 1) on the engine of the gallery
 * popup, yet-another-react-lightbox, in a second configuration: previous and next, a thumbnail
 * strip (75 × 50, 2 px apart) to show or hide, an info panel (title and description) to show or
 * hide, fullscreen, a counter and close; photos, videos (960 × 540 unless the editor sets another
 * size) and sounds, never narrower than 260 px. Loaded on the first open (photo-set-links.client.tsx).
 */
import { useEffect, useMemo, useState } from 'react'
import Lightbox, { type Slide } from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen'
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails'
import Video from 'yet-another-react-lightbox/plugins/video'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import 'yet-another-react-lightbox/plugins/thumbnails.css'
import 'yet-another-react-lightbox/styles.css'

import { mediaBox, type SetSlide } from './photo-set'
import { THEME_LIGHTBOX } from './photo-set-defaults'
import './theme-lightbox.css'

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    /** A sound of the set: the browser's audio player, sized as a video would be. */
    'theme-audio': { type: 'theme-audio'; src: string; mimeType: string | null; width: number; height: number; title?: React.ReactNode; description?: React.ReactNode }
  }
}

type Props = {
  slides: SetSlide[]
  index: number
  label: string
  showThumbnails: boolean
  onClose: () => void
}

function toSlide(item: SetSlide): Slide {
  const caption = { title: item.title, description: item.description ?? undefined }
  if (item.kind === 'video') {
    return { type: 'video', width: item.width, height: item.height, preload: 'metadata', controls: true, sources: [{ src: item.src, type: item.mimeType ?? 'video/mp4' }], ...caption }
  }
  if (item.kind === 'audio') return { type: 'theme-audio', src: item.src, mimeType: item.mimeType, width: item.width, height: item.height, ...caption }
  const largest = item.variants.at(-1)
  return {
    src: largest?.src ?? item.src,
    srcSet: item.variants.map((variant) => ({ src: variant.src, width: variant.width, height: variant.height })),
    width: item.width,
    height: item.height,
    alt: item.alt,
    ...caption,
  }
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

export default function ThemeLightbox({ slides: items, index, label, showThumbnails, onClose }: Props) {
  const slides = useMemo(() => items.map(toSlide), [items])
  const [reducedMotion] = useState(prefersReducedMotion)
  // Only one popup at a time: the page behind does not scroll while it is open (the lightbox's
  // own no-scroll module), and its hash-free address stays as it is.
  useEffect(() => () => void (document.fullscreenElement && document.exitFullscreen().catch(() => undefined)), [])
  const { thumbnail, minContentWidth } = THEME_LIGHTBOX
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Counter, Fullscreen, Thumbnails, Video]}
      className="theme-lightbox"
      styles={{ root: { '--theme-lightbox-min-width': `${minContentWidth}px` } as Record<string, string> }}
      labels={{
        Lightbox: `Viewer: ${label}`,
        Carousel: label,
        'Photo gallery': label,
        Previous: 'Previous',
        Next: 'Next',
        Close: 'Close',
        'Show captions': 'Show info',
        'Hide captions': 'Hide info',
        Caption: 'Info',
        Thumbnails: 'Thumbnail strip',
        'Show thumbnails': 'Show thumbnail strip',
        'Hide thumbnails': 'Hide thumbnail strip',
        'Enter Fullscreen': 'Full screen',
        'Exit Fullscreen': 'Exit full screen',
        '{index} of {total}': '{index} of {total}',
      }}
      animation={reducedMotion ? { fade: 0, swipe: 0, navigation: 0 } : { fade: 250, swipe: 400 }}
      carousel={{ finite: slides.length < 3, preload: 2, padding: 16 }}
      controller={{ closeOnBackdropClick: true }}
      counter={{ separator: 'of' }}
      captions={{ showToggle: true, descriptionTextAlign: 'start', descriptionMaxLines: 4 }}
      thumbnails={{ width: thumbnail.width, height: thumbnail.height, gap: thumbnail.gap, border: 1, padding: 0, imageFit: 'cover', vignette: false, showToggle: true, hidden: !showThumbnails }}
      video={{ preload: 'metadata', controls: true }}
      render={{
        // The info panel's button shows an "i", not the captions plugin's "CC" (these are not subtitles).
        iconCaptionsVisible: () => <InfoIcon />,
        iconCaptionsHidden: () => <InfoIcon crossed />,
        slide: ({ slide, rect }) =>
          slide.type === 'theme-audio' ? <AudioSlide slide={slide} available={rect} /> : undefined,
        thumbnail: ({ slide }) =>
          slide.type === 'theme-audio' || slide.type === 'video' ? (
            <span className="theme-lightbox__media-thumb" aria-hidden="true">
              {slide.type === 'video' ? '▶' : '♪'}
            </span>
          ) : undefined,
      }}
    />
  )
}

function InfoIcon({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="yarl__icon">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 10.5v6M12 7.2v.1" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  )
}

function AudioSlide({ slide, available }: { slide: Extract<Slide, { type: 'theme-audio' }>; available: { width: number; height: number } }) {
  const box = mediaBox({ width: slide.width, height: slide.height }, available)
  return (
    <figure className="theme-lightbox__audio" style={{ width: box.width }}>
      <span className="theme-lightbox__audio-mark" aria-hidden="true">
        ♪
      </span>
      <audio controls preload="metadata" aria-label={typeof slide.title === 'string' ? slide.title : 'Sound'}>
        <source src={slide.src} type={slide.mimeType ?? undefined} />
      </audio>
    </figure>
  )
}
