import { variantSrcSet } from '@/features/media'
import type { ContentSliderBlock, Media } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import type { SliderSlide } from './content-slider.client'
import { LazyContentSlider } from '../lazy-widgets.client'
import { SLIDER_DEFAULTS } from './slider-state'

/** What the browser needs of each slide: its text, link and picture (no more of the documents). */
export function toSliderSlides(block: ContentSliderBlock): SliderSlide[] {
  return (block.slides ?? []).flatMap((slide, index) => {
    const media = typeof slide.image === 'object' ? (slide.image as Media) : null
    const src = media?.sizes?.large?.url ?? media?.url
    if (!media || !src) return []
    const link = slide.link?.url && slide.link.label ? { label: slide.link.label, url: slide.link.url } : null
    return [
      {
        id: slide.id ?? `slide-${index}`,
        title: slide.title,
        text: slide.text ?? null,
        link,
        image: {
          src,
          srcSet: variantSrcSet(media, 'webp'),
          avifSrcSet: variantSrcSet(media, 'avif'),
          width: media.width ?? SLIDER_DEFAULTS.width,
          height: media.height ?? SLIDER_DEFAULTS.height,
          alt: media.alt ?? '',
          placeholder: media.placeholder ?? null,
        },
      },
    ]
  })
}

export function ContentSliderView({ block, priority }: { block: ContentSliderBlock; priority: boolean }) {
  const slides = toSliderSlides(block)
  if (!slides.length) return null
  return (
    <WidgetSection id={block.id} heading={block.heading} region={false} className="content-slider-block">
      <LazyContentSlider
        label={block.heading || 'Highlights'}
        slides={slides}
        width={block.width ?? SLIDER_DEFAULTS.width}
        height={block.height ?? SLIDER_DEFAULTS.height}
        animationMs={block.animationMs ?? SLIDER_DEFAULTS.animationMs}
        pauseMs={block.pauseMs ?? SLIDER_DEFAULTS.pauseMs}
        autoplay={block.autoplay !== false}
        priority={priority}
      />
    </WidgetSection>
  )
}
