'use client'

import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { ON_DEMAND_READY_ATTRIBUTE } from '@/lib/page-wake'

import type { SetSlide } from './photo-set'

const load = () => import('./theme-lightbox.client')
const ThemeLightbox = lazy(load)

type Props = { setId: string; slides: SetSlide[]; label: string; showThumbnails: boolean }

/**
 * Turns a click (or Enter) on a link of the set `setId` into the theme lightbox at that item
 * instead of the file. A link opened with a modifier key (a new tab or window) or another button
 * is left to the browser. The lightbox's code is fetched when a pointer or focus reaches a link,
 * so it is there by the time of the click. Closing gives focus back to the link.
 */
export function PhotoSetOpener({ setId, slides, label, showThumbnails }: Props) {
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLAnchorElement | null>(null)

  useEffect(() => {
    const set = document.getElementById(setId)
    if (!set) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-set-index]')
      if (!link || !set.contains(link)) return
      event.preventDefault()
      opener.current = link
      // Without the lightbox's code (offline, a deploy replaced it), the link opens the file.
      load().then(
        () => setOpen(Number(link.dataset.setIndex)),
        () => window.location.assign(link.href),
      )
    }
    const prefetch = () => void load().catch(() => undefined)
    set.addEventListener('click', onClick)
    set.addEventListener('pointerover', prefetch, { once: true })
    set.addEventListener('focusin', prefetch, { once: true })
    set.dataset.opener = 'ready'
    // A click the page's wake script held before the opener was here goes to it now.
    set.setAttribute(ON_DEMAND_READY_ATTRIBUTE, '')
    return () => {
      delete set.dataset.opener
      set.removeAttribute(ON_DEMAND_READY_ATTRIBUTE)
      set.removeEventListener('click', onClick)
      set.removeEventListener('pointerover', prefetch)
      set.removeEventListener('focusin', prefetch)
    }
  }, [setId])

  // Focus goes back to the link the lightbox was opened from, once the lightbox is gone and the
  // page is out of fullscreen (leaving fullscreen moves focus to the document).
  useEffect(() => {
    const link = opener.current
    if (open !== null || !link) return
    opener.current = null
    const focusLink = () => link.focus()
    if (!document.fullscreenElement) return focusLink()
    document.addEventListener('fullscreenchange', focusLink, { once: true })
    return () => document.removeEventListener('fullscreenchange', focusLink)
  }, [open])

  if (open === null) return null
  return (
    // The waiting layer is fixed, so it goes to the body: the block it opens from is contained
    // (`content-visibility`, decision 047).
    <Suspense fallback={createPortal(<div className="photo-set__loading" role="status">Opening the viewer…</div>, document.body)}>
      <ThemeLightbox slides={slides} index={open} label={label} showThumbnails={showThumbnails} onClose={() => setOpen(null)} />
    </Suspense>
  )
}
