'use client'

import { useEffect } from 'react'

import { HYDRATED_EVENT } from './page-wake'

/**
 * Tells the page's wake script (scripts/lib/wake-on-need.mjs) that React has hydrated the page,
 * so the clicks it held meanwhile can be given again, and marks `<html data-hydrated>`.
 * Rendered once, in the visitor site's layout; renders nothing.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
    window.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return null
}
