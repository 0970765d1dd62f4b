'use client'

import { useEffect } from 'react'

import { debounce, headerState, RESIZE_DEBOUNCE_MS, type HeaderLayout } from './header-state'

/**
 * Marks the header `data-shrunk` (classic layout, wide screens, after 60 px) or `data-fixed`
 * (boxed layout, after 40 px) as the page scrolls. Reads the scroll position once per frame and
 * the window width 150 ms after resizing stops. Renders nothing.
 */
export function HeaderScroll({ header, layout }: { header: string; layout: HeaderLayout }) {
  useEffect(() => {
    const element = document.getElementById(header)
    if (!element) return
    let width = window.innerWidth
    let frame = 0
    const apply = () => {
      frame = 0
      const state = headerState(layout, window.scrollY, width)
      element.toggleAttribute('data-shrunk', state.shrunk)
      element.toggleAttribute('data-fixed', state.navFixed)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply)
    }
    const onResize = debounce(() => {
      width = window.innerWidth
      apply()
    }, RESIZE_DEBOUNCE_MS)
    apply()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onResize)
      onResize.cancel()
      cancelAnimationFrame(frame)
    }
  }, [header, layout])
  return null
}
