'use client'

/**
 * The popup as a gallery view uses it: a click on an image link (`a[data-lightbox="{imageId}"]`)
 * opens the popup on that image instead of its page; pointing at or focusing one fetches the
 * popup's code ahead; a deep link (`#bwg{g}/{i}`, `?image_id=…`) opens it at page load. One popup
 * at a time on the page. Links stay real links: a click with a modifier key, or without
 * JavaScript, opens the photo's page.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react'

import { parseDeepLink, type DeepLink } from '../links/deep-link'
import { LazyLightbox, prefetchLightbox } from './lazy-lightbox.client'
import { fetchSetWindow, setUrl, type SetParams } from '../links/set-request'

type Open = { set: SetParams; imageId: number; openEcommerce: boolean; href: string | null; trigger: HTMLElement | null }

// One popup on the page at a time, whichever view opened it.
let popupOpen = false
// A deep link opens in the first view that holds its image; the views ask in turn.
let deepLinkTurn: Promise<boolean> = Promise.resolve(false)

/** The set a deep link browses: the view's, narrowed and ordered as the link asks. */
function linkedSet(view: SetParams, link: DeepLink): SetParams {
  const sort = link.sort ?? view.sort
  return {
    galleryId: view.galleryId,
    search: link.search ?? view.search,
    tagIds: link.tagIds ?? view.tagIds,
    sort,
    seed: sort === 'random' ? (view.seed ?? 1 + Math.floor(Math.random() * 2_147_483_646)) : view.seed,
  }
}

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
    const link = parseDeepLink(window.location.hash, window.location.search)
    if (!link || (link.galleryId !== null && link.galleryId !== set.galleryId)) return
    const linked = linkedSet(set, link)
    deepLinkTurn = deepLinkTurn.then(async (opened) => {
      if (opened || popupOpen) return opened
      // Only an image in this view's set opens; anything else opens nothing and says nothing.
      const found = await fetchSetWindow(setUrl(linked, { image: link.imageId, limit: 1 })).catch(() => null)
      if (!found || found.index === null) return false
      const trigger = container.current?.querySelector<HTMLElement>(`a[data-lightbox="${link.imageId}"]`) ?? null
      return show({ set: linked, imageId: link.imageId, openEcommerce: link.openEcommerce, href: null, trigger })
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
    // Before Next's <Link> sees the click: the popup opens instead of the photo's page.
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
