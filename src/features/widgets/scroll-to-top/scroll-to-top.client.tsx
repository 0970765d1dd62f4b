'use client'

import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react'

import { SCROLL_TOP, scrollPositionAt, scrollTopVisible } from './scroll-to-top'

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The top of the page for keyboard and screen reader users: the site header, or the body. */
function focusTop() {
  const target = document.querySelector<HTMLElement>('body > header, header') ?? document.body
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * The "back to top" link. Shows after 200 px (fading in over 600 ms, out over 400 ms: the
 * durations are set here from SCROLL_TOP, the fade itself is CSS), scrolls to the top over
 * 1200 ms (at once under reduced motion), then moves focus to the top of the page. Without
 * JavaScript it is a plain link to #top, always shown.
 */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  const animation = useRef(0)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setVisible(scrollTopVisible(window.scrollY))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      cancelAnimationFrame(animation.current)
    }
  }, [])

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    cancelAnimationFrame(animation.current)
    const from = window.scrollY
    const instant = reducedMotion()
    const start = performance.now()
    // A wheel or touch during the scroll hands the page back to the visitor.
    const stop = () => cancelAnimationFrame(animation.current)
    window.addEventListener('wheel', stop, { once: true, passive: true })
    window.addEventListener('touchstart', stop, { once: true, passive: true })
    const step = (now: number) => {
      const y = scrollPositionAt(from, now - start, instant)
      window.scrollTo({ top: y, behavior: 'instant' })
      if (y > 0) {
        animation.current = requestAnimationFrame(step)
        return
      }
      window.removeEventListener('wheel', stop)
      window.removeEventListener('touchstart', stop)
      focusTop()
    }
    if (instant) step(start)
    else animation.current = requestAnimationFrame(step)
  }

  const style = { '--fade-in': `${SCROLL_TOP.fadeInMs}ms`, '--fade-out': `${SCROLL_TOP.fadeOutMs}ms` } as CSSProperties
  return (
    <a href="#top" className="scroll-top" data-visible={visible ? '' : undefined} title={label} style={style} onClick={onClick}>
      <span aria-hidden="true" className="scroll-top__arrow" />
      <span className="visually-hidden">{label}</span>
    </a>
  )
}
