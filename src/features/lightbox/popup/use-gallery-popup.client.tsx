'use client'

/**
 * The popup as a gallery view uses it: a click on an image link (`a[data-lightbox="{imageId}"]`)
 * opens the popup on that image instead of its page; pointing at or focusing one fetches the
 * popup's code ahead; a deep link (`#bwg{g}/{i}`, `?image_id=…`) opens it at page load. One popup
 * at a time on the page. Links stay real links: a click with a modifier key, or without
 * JavaScript, opens the photo's page.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react'

import { mayNameImage } from '../links/deep-link-hint'
import type { SetParams } from '../links/set-request'
import { LazyLightbox, prefetchLightbox } from './lazy-lightbox.client'

// Parsing a deep link and asking for its set: fetched only when the address may name an image.
const loadDeepLinks = () => import('../links/deep-link-open')

type Open = { set: SetParams; imageId: number; openEcommerce: boolean; href: string | null; trigger: HTMLElement | null }

// One popup on the page at a time, whichever view opened it.
let popupOpen = false
// A deep link opens in the first view that holds its image; the views ask in turn.
let deepLinkTurn: Promise<boolean> = Promise.resolve(false)

export function useGalleryPopup(container: RefObject<HTMLElement | null>, set: SetParams | null) {
  const [open, setOpen] = useState<Open | null>(null)
  const prefetched = useRef(false)

  const show = useCallback((next: Open) => {
    if (popupOpen) return false
    popupOpen = true
    setOpen(next)
    return true
  }, [])

  const tryDeepLink = useCallback(() => {
    if (!set) return
    const { hash, search } = window.location
    if (!mayNameImage(hash, search)) return
    deepLinkTurn = deepLinkTurn.then(async (opened) => {
      if (opened || popupOpen) return opened
      // Only an image in this view's set opens; anything else opens nothing and says nothing.
      const linked = await loadDeepLinks()
        .then(({ findDeepLinked }) => findDeepLinked(set, hash, search))
        .catch(() => null)
      if (!linked) return false
      const trigger = container.current?.querySelector<HTMLElement>(`a[data-lightbox="${linked.imageId}"]`) ?? null
      return show({ ...linked, href: null, trigger })
    })
  }, [set, show, container])

  useEffect(() => {
    tryDeepLink()
    window.addEventListener('hashchange', tryDeepLink)
    return () => window.removeEventListener('hashchange', tryDeepLink)
  }, [tryDeepLink])

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!set || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lightbox]')
    const imageId = Number(link?.dataset.lightbox)
    if (!link || !container.current?.contains(link) || !Number.isSafeInteger(imageId)) return
    // Before the browser follows the link: the popup opens instead of the photo's page.
    event.preventDefault()
    show({ set, imageId, openEcommerce: false, href: link.href, trigger: link })
  }

  const prefetch = (event: { target: EventTarget }) => {
    if (!set || prefetched.current || !(event.target as Element).closest?.('a[data-lightbox]')) return
    prefetched.current = true
    prefetchLightbox()
  }

  const onClose = (outcome: 'closed' | 'missing') => {
    const closed = open
    popupOpen = false
    setOpen(null)
    if (!closed) return
    // Clicked, but no longer in the gallery (changed since the page was rendered): its page says why.
    if (outcome === 'missing' && closed.href) window.location.assign(closed.href)
    // Focus returns to the thumbnail that opened the popup (the lightbox does it; this covers
    // browsers that do not focus a link on click, and deep links).
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || !document.activeElement) closed.trigger?.focus()
    })
  }

  const popup: ReactNode = open ? (
    <LazyLightbox key={`${open.set.galleryId}-${open.imageId}`} set={open.set} imageId={open.imageId} openEcommerce={open.openEcommerce} onClose={onClose} />
  ) : null

  return { onClickCapture, onPointerOver: prefetch, onFocus: prefetch, popup }
}
