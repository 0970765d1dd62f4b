'use client'

import { useCallback, useEffect, useReducer, useRef, useState, type CSSProperties, type PointerEvent } from 'react'

import { initialSlider, isPlaying, SLIDER_DEFAULTS, slideFromHash, sliderReducer, swipeAction, visibleSlides } from './slider-state'

export type SliderImage = { src: string; srcSet?: string; avifSrcSet?: string; width: number; height: number; alt: string; placeholder?: string | null }
export type SliderSlide = { id: string; title: string; text?: string | null; link?: { label: string; url: string } | null; image: SliderImage }

type Props = {
  label: string
  slides: SliderSlide[]
  width: number
  height: number
  animationMs: number
  pauseMs: number
  autoplay: boolean
  /** The first block of the page: its first picture loads at once. */
  priority?: boolean
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The content slider (the WAI-ARIA carousel pattern): one slide shown, previous/next that wrap,
 * numbered buttons, a pause button, automatic advance that pauses on hover and keyboard focus,
 * a 75 px swipe, `#slide{N}` in the address, and slides whose picture fails are skipped. The
 * state is slider-state.ts; this renders it. Our own component rather than Embla: see
 * docs/decisions/023-content-slider-of-our-own.md.
 */
export function ContentSlider({ label, slides, width, height, animationMs, pauseMs, autoplay, priority = false }: Props) {
  const [state, dispatch] = useReducer(sliderReducer, slides.length, (count) => initialSlider(count, 0, { paused: !autoplay }))
  const [instant, setInstant] = useState(false)
  // The next slide's picture waits for the slider's code: in the page's first HTML it would take
  // bandwidth from what the visitor sees first (the hero, on the home page).
  const [awake, setAwake] = useState(false)
  useEffect(() => setAwake(true), [])
  const viewport = useRef<HTMLDivElement>(null)
  const swipe = useRef<{ x: number; y: number } | null>(null)
  const playing = isPlaying(state)

  // #slide{N}: start there, without animating the jump; and follow later changes of the fragment.
  useEffect(() => {
    const fromHash = () => {
      const index = slideFromHash(window.location.hash, slides.length)
      if (index === null) return
      setInstant(true)
      dispatch({ type: 'go', index })
    }
    fromHash()
    if (prefersReducedMotion()) dispatch({ type: 'pause', reason: 'button' })
    window.addEventListener('hashchange', fromHash)
    return () => window.removeEventListener('hashchange', fromHash)
  }, [slides.length])

  useEffect(() => {
    if (!instant) return
    const frame = requestAnimationFrame(() => setInstant(false))
    return () => cancelAnimationFrame(frame)
  }, [instant])

  // Pictures that failed before this hydrated have no error event left to send.
  useEffect(() => {
    viewport.current?.querySelectorAll<HTMLImageElement>('img[data-slide]').forEach((img) => {
      if (img.complete && img.naturalWidth === 0) dispatch({ type: 'fail', index: Number(img.dataset.slide) })
    })
  }, [])

  // The 50 ms tick runs only while playing; a hidden tab pauses it.
  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => dispatch({ type: 'tick', ms: SLIDER_DEFAULTS.tickMs, pauseMs }), SLIDER_DEFAULTS.tickMs)
    return () => window.clearInterval(timer)
  }, [playing, pauseMs])

  useEffect(() => {
    const onVisibility = () => dispatch({ type: document.hidden ? 'pause' : 'resume', reason: 'hidden' })
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  const onPointerDown = useCallback((event: PointerEvent) => {
    if (event.isPrimary && event.button === 0) swipe.current = { x: event.clientX, y: event.clientY }
  }, [])
  const onPointerUp = useCallback((event: PointerEvent) => {
    const start = swipe.current
    swipe.current = null
    if (!start) return
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y)
    if (action) dispatch({ type: action })
  }, [])

  const shown = visibleSlides(state)
  const buttonPaused = state.pausedBy.includes('button')
  const next = shown[(shown.indexOf(state.index) + 1) % Math.max(1, shown.length)]
  const style = {
    '--slider-ratio': `${width} / ${height}`,
    '--slider-max-width': `${width}px`,
    '--slider-ms': `${instant ? 0 : animationMs}ms`,
  } as CSSProperties

  return (
    <div
      className="content-slider"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => dispatch({ type: 'pause', reason: 'hover' })}
      onMouseLeave={() => dispatch({ type: 'resume', reason: 'hover' })}
      onFocus={() => dispatch({ type: 'pause', reason: 'focus' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'resume', reason: 'focus' })
      }}
      data-playing={playing ? '' : undefined}
    >
      <div
        ref={viewport}
        className="content-slider__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div className="content-slider__track" style={{ transform: `translateX(${-100 * state.index}%)` }} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const current = index === state.index
            const { image } = slide
            return (
              <div
                key={slide.id}
                className="content-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={current ? undefined : true}
                inert={!current}
                data-current={current ? '' : undefined}
              >
                <picture>
                  {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} sizes={`(max-width: ${width}px) 100vw, ${width}px`} />}
                  <img
                    data-slide={index}
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes={`(max-width: ${width}px) 100vw, ${width}px`}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading={current || (awake && index === next) ? 'eager' : 'lazy'}
                    fetchPriority={priority && index === 0 ? 'high' : undefined}
                    decoding="async"
                    draggable={false}
                    style={image.placeholder ? { backgroundColor: image.placeholder } : undefined}
                    onError={() => dispatch({ type: 'fail', index })}
                  />
                </picture>
                <div className="content-slider__caption">
                  <p className="content-slider__title">{slide.title}</p>
                  {slide.text && <p className="content-slider__text">{slide.text}</p>}
                  {slide.link && (
                    <a className="button" href={slide.link.url}>
                      {slide.link.label}
                    </a>
                  )}
                </div>
              </div>
            )
          })}
        </div>
      </div>
      {shown.length > 1 && (
        <div className="content-slider__controls">
          <button
            type="button"
            className="content-slider__play"
            onClick={() => dispatch({ type: buttonPaused ? 'resume' : 'pause', reason: 'button' })}
            aria-label={buttonPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
            data-paused={buttonPaused ? '' : undefined}
          >
            <span aria-hidden="true" className="content-slider__play-icon" />
          </button>
          <button type="button" className="content-slider__arrow" data-direction="previous" aria-label="Previous slide" onClick={() => dispatch({ type: 'previous' })} />
          <ol className="content-slider__numbers">
            {slides.map((slide, index) =>
              state.failed.includes(index) ? null : (
                <li key={slide.id}>
                  <button type="button" aria-label={`Slide ${index + 1}`} aria-current={index === state.index ? 'true' : undefined} onClick={() => dispatch({ type: 'go', index })}>
                    {index + 1}
                  </button>
                </li>
              ),
            )}
          </ol>
          <button type="button" className="content-slider__arrow" data-direction="next" aria-label="Next slide" onClick={() => dispatch({ type: 'next' })} />
        </div>
      )}
    </div>
  )
}
