'use client'

import { useCallback, useEffect, useReducer, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'

import { fitInstagramPost, INSTAGRAM_FOOTER_SLIDESHOW, LazyEmbedFacade } from '@/features/embeds'
import { boxedParent } from '@/lib/on-demand.client'

import { useMoreSlides, type MoreSlides } from './more-slides'
import type { Slide } from './slide'
import { preloadCount } from './preload'
import { scaleSlideshow, type SlideshowSizes } from './slideshow-scale'
import './slideshow.css'
import { initialSlideshowState, slideshowReducer } from './slideshow-state'

export type { Slide, SlideEmbed } from './slide'

export type SlideshowSettings = SlideshowSizes & {
  navigation: 'filmstrip' | 'dots' | 'none'
  filmstripDirection: 'horizontal' | 'vertical'
  autoplay: boolean
  interval: number
  enableShuffle: boolean
  enableLoop: boolean
  preloadImages: number
  showTitle: boolean
  showDescription: boolean
  watermark: { type: 'none' | 'text' | 'image'; text?: string | null; imageUrl?: string | null }
}

/** Slide changes and the filmstrip animate for 500 ms (SPEC.md section 9). */
const transitionMs = 500
/** The watermark appears 500 ms after the show starts. */
const watermarkDelayMs = 500

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export function Slideshow({ label, slides: firstSlides, settings, more }: { label: string; slides: Slide[]; settings: SlideshowSettings; more?: MoreSlides }) {
  const [state, dispatch] = useReducer(
    slideshowReducer,
    { total: firstSlides.length, autoplay: false, loop: settings.enableLoop, shuffle: settings.enableShuffle, complete: !more || more.start + firstSlides.length >= more.total },
    initialSlideshowState,
  )
  // The rest of a long gallery arrives as the show nears the end of what it has.
  const { slides, complete } = useMoreSlides(firstSlides, more, state.current)
  useEffect(() => dispatch({ type: 'grow', total: slides.length, complete }), [slides.length, complete])
  const rootRef = useRef<HTMLElement>(null)
  const [parentWidth, setParentWidth] = useState(0)
  const [watermarkShown, setWatermarkShown] = useState(false)
  // The stage's measured size, for fitting a video or post into it (0 until measured).
  const stageRef = useRef<HTMLDivElement>(null)
  const [stage, setStage] = useState({ width: 0, height: 0 })
  // The slide whose player the visitor started; its facade unmounts when the slide changes.
  const [playerSlide, setPlayerSlide] = useState<number | null>(null)
  const sizes = scaleSlideshow(parentWidth, settings)
  const current = slides[state.current]
  const vertical = settings.navigation === 'filmstrip' && settings.filmstripDirection === 'vertical'

  // Autoplay starts after hydration, and never for visitors who prefer reduced motion.
  useEffect(() => {
    if (settings.autoplay && !prefersReducedMotion()) dispatch({ type: 'play' })
    const timer = setTimeout(() => setWatermarkShown(true), watermarkDelayMs)
    return () => clearTimeout(timer)
  }, [settings.autoplay])

  useEffect(() => {
    // Loaded on demand, the show's parent is its box-less host: measure the container around it.
    const parent = rootRef.current && boxedParent(rootRef.current)
    if (!parent) return
    const observer = new ResizeObserver(([entry]) => setParentWidth(entry.contentRect.width))
    observer.observe(parent)
    return () => observer.disconnect()
  }, [])

  // Leaving a slide closes its player (its facade unmounts); coming back shows the facade again.
  useEffect(() => setPlayerSlide(null), [state.current])

  useEffect(() => {
    const element = stageRef.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setStage({ width: entry.contentRect.width, height: entry.contentRect.height }))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (!state.playing) return
    const timer = setInterval(() => dispatch({ type: 'tick' }), Math.max(1, settings.interval) * 1000)
    return () => clearInterval(timer)
  }, [state.playing, settings.interval])

  useEffect(() => {
    const onBlur = () => dispatch({ type: 'blur' })
    const onFocus = () => dispatch({ type: 'focus' })
    window.addEventListener('blur', onBlur)
    window.addEventListener('focus', onFocus)
    return () => {
      window.removeEventListener('blur', onBlur)
      window.removeEventListener('focus', onFocus)
    }
  }, [])

  // The transition ends on its own clock (instantly with reduced motion), so a change queued
  // during it is shown right after.
  useEffect(() => {
    if (!state.transitioning) return
    const timer = setTimeout(() => dispatch({ type: 'transitionEnd' }), prefersReducedMotion() ? 0 : transitionMs)
    return () => clearTimeout(timer)
  }, [state.transitioning, state.current])

  // Load ahead: `preloadImages` slides after the current one (0 or ≥ total: all of them).
  useEffect(() => {
    const count = preloadCount(settings.preloadImages, slides.length)
    for (let step = 1; step <= count && step < slides.length; step++) {
      const slide = slides[(state.current + step) % slides.length]
      const image = new Image()
      if (slide.srcSet) image.srcset = slide.srcSet
      image.src = slide.src
    }
  }, [state.current, settings.preloadImages, slides])

  // Keep the current thumbnail in view: the filmstrip scrolls (animated over 500 ms unless the
  // visitor prefers reduced motion), never the page.
  const filmstripRef = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const strip = filmstripRef.current
    const item = strip?.children[state.current] as HTMLElement | undefined
    if (!strip || !item) return
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth'
    if (vertical) strip.scrollTo({ top: item.offsetTop - (strip.clientHeight - item.offsetHeight) / 2, behavior })
    else strip.scrollTo({ left: item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2, behavior })
  }, [state.current, vertical])

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') dispatch({ type: 'next' })
    else if (event.key === 'ArrowLeft') dispatch({ type: 'previous' })
    else return
    event.preventDefault()
  }, [])

  if (!current) return <p>There are no images in this gallery.</p>

  const playerActive = playerSlide === current.id
  // Before the stage is measured (server render, first paint) it has its configured scaled size.
  const stageWidth = stage.width || sizes.imageWidth
  const stageHeight = stage.height || sizes.imageHeight
  const slideImage = (slide: Slide, alt: string) => (
    <img src={slide.src} srcSet={slide.srcSet} sizes={`${sizes.imageWidth}px`} alt={alt} width={slide.width} height={slide.height} />
  )
  const slideContent = (slide: Slide, index: number) => {
    const embed = index === state.current ? slide.embed : undefined
    if (embed?.type === 'player') {
      // A post keeps Instagram's footer (96 px in the slideshow) below its picture; a video
      // fits the stage at its own ratio.
      const footer = embed.framed ? INSTAGRAM_FOOTER_SLIDESHOW : 0
      const box = fitInstagramPost({ containerWidth: stageWidth, containerHeight: stageHeight, mediaWidth: slide.width, mediaHeight: slide.height, footer })
      return (
        // Loaded only when a slide with a video or post is shown: photo slideshows never load it.
        <LazyEmbedFacade
          key={slide.id}
          title={slide.title}
          action={embed.action}
          providerName={embed.providerName}
          src={embed.src}
          framed={embed.framed}
          ratio={slide.width / slide.height}
          footer={footer}
          style={{ width: box.width }}
          onActivate={() => {
            // A started player stops the show: it must not move on while the visitor watches.
            dispatch({ type: 'pause' })
            setPlayerSlide(slide.id)
          }}
        >
          {slideImage(slide, '')}
        </LazyEmbedFacade>
      )
    }
    return (
      <>
        {slideImage(slide, slide.title)}
        {embed?.type === 'link' && (
          <a className="slideshow__watch" href={embed.href} rel="noopener noreferrer" aria-label={`Watch on ${embed.providerName}: ${slide.title}`}>
            Watch on {embed.providerName}
          </a>
        )}
      </>
    )
  }

  const style = {
    '--slideshow-width': `${sizes.imageWidth}px`,
    '--slideshow-ratio': `${settings.imageWidth} / ${settings.imageHeight}`,
    '--slideshow-transition': `${transitionMs}ms`,
    '--filmstrip-size': `${vertical ? sizes.filmstripWidth : sizes.filmstripHeight}px`,
    '--slideshow-play-size': `${sizes.playPauseButtonSize}px`,
  } as CSSProperties

  return (
    <section
      ref={rootRef}
      className={`slideshow${vertical ? ' slideshow--vertical' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onKeyDown={onKeyDown}
      data-playing={state.playing}
      data-player={playerActive ? 'active' : undefined}
    >
      <div ref={stageRef} className="slideshow__stage">
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className={`slideshow__slide${slide.embed?.type === 'player' ? ' slideshow__slide--embed' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${complete ? slides.length : (more ? more.total - more.start : slides.length)}`}
            aria-hidden={index !== state.current}
            data-active={index === state.current}
          >
            {Math.abs(index - state.current) <= 1 ? slideContent(slide, index) : null}
          </div>
        ))}
        {(settings.showTitle || settings.showDescription) && (
          <div className="slideshow__caption">
            {settings.showTitle && <p style={{ fontSize: sizes.titleFontSize }}>{current.title}</p>}
            {settings.showDescription && current.description && <p style={{ fontSize: sizes.descriptionFontSize }}>{current.description}</p>}
          </div>
        )}
        {watermarkShown && settings.watermark.type === 'text' && settings.watermark.text && (
          <span className="slideshow__watermark" aria-hidden="true" style={{ fontSize: sizes.watermarkFontSize }}>
            {settings.watermark.text}
          </span>
        )}
        {watermarkShown && settings.watermark.type === 'image' && settings.watermark.imageUrl && (
          <img className="slideshow__watermark" src={settings.watermark.imageUrl} alt="" width={sizes.watermarkWidth} height={sizes.watermarkHeight} />
        )}
        <div className="slideshow__controls">
          <button type="button" className="slideshow__arrow" onClick={() => dispatch({ type: 'previous' })} aria-label="Previous slide" disabled={!settings.enableLoop && state.current === 0}>
            ‹
          </button>
          {!current.isEmbedVideo && slides.length > 1 && (
            <button
              type="button"
              className="slideshow__play"
              onClick={() => dispatch({ type: 'toggle' })}
              aria-label={state.playing ? 'Pause slideshow' : 'Play slideshow'}
              style={{ width: sizes.playPauseButtonSize, height: sizes.playPauseButtonSize }}
            >
              <span aria-hidden="true">{state.playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          <button
            type="button"
            className="slideshow__arrow"
            onClick={() => dispatch({ type: 'next' })}
            aria-label="Next slide"
            disabled={complete && !settings.enableLoop && !settings.enableShuffle && state.current === slides.length - 1}
          >
            ›
          </button>
        </div>
        {/* Announces slide changes, but not while the show plays by itself. */}
        <p className="visually-hidden" aria-live={state.playing ? 'off' : 'polite'} aria-atomic="true">
          {`Slide ${state.current + 1} of ${complete ? slides.length : (more ? more.total - more.start : slides.length)}: ${current.title}`}
        </p>
      </div>
      {settings.navigation === 'filmstrip' && (
        <ul ref={filmstripRef} className="slideshow__filmstrip" aria-label="Slides">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <a
                href={slide.href}
                aria-current={index === state.current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  dispatch({ type: 'go', index })
                }}
              >
                <img src={slide.thumbSrc} alt={slide.title} loading="lazy" width={80} height={60} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {settings.navigation === 'dots' && (
        <div className="slideshow__dots">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`Show slide ${index + 1}: ${slide.title}`}
              aria-current={index === state.current ? 'true' : undefined}
              onClick={() => dispatch({ type: 'go', index })}
            />
          ))}
        </div>
      )}
    </section>
  )
}
