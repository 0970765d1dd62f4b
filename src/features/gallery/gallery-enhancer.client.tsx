'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition, type FormEvent, type MouseEvent, type ReactNode } from 'react'

import { useGalleryPopup, type SetParams } from '@/features/lightbox'

/** The spec's page scroll offset after paging: the gallery's top ends up 150 px below the window's. */
export const SCROLL_OFFSET = 150

type Intent = { view: number; scroll: boolean; focus: { kind: 'view' } | { kind: 'item'; index: number } | { kind: 'field'; name: string } }

// Kept outside the component: going from a cached page to its dynamic twin (decision 008)
// mounts a new copy of this component, which picks the intent up.
let pending: Intent | null = null

/**
 * The small script on a gallery view. Everything works without it (links and GET forms); with
 * it, page links, "Load more", album links and the search form update the view in place
 * through Next's router (the server renders the new state; no full reload), then paging scrolls
 * to 150 px above the gallery and focus goes where the new content is. It also refuses the
 * context menu on images when the gallery asks (keyboard users are unaffected: a keyboard's
 * context menu opens on the focused link, not on the image). Images open in the popup when the
 * view hands it a set (features/lightbox, loaded on the first open).
 */
export function GalleryEnhancer({
  viewIndex,
  disableRightClick,
  lightbox = null,
  children,
}: {
  viewIndex: number
  disableRightClick: boolean
  /** The set the popup browses from this view; null: images open on their own page. */
  lightbox?: SetParams | null
  children: ReactNode
}) {
  const router = useRouter()
  const ref = useRef<HTMLDivElement>(null)
  const [isPending, startTransition] = useTransition()
  const popup = useGalleryPopup(ref, lightbox)

  useEffect(() => {
    const container = ref.current
    if (isPending || !container || pending?.view !== viewIndex) return
    const intent = pending
    pending = null
    if (intent.scroll) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      const top = container.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET
      window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' })
    }
    const target =
      intent.focus.kind === 'item'
        ? container.querySelectorAll<HTMLElement>('[data-gallery-item]')[intent.focus.index]?.querySelector<HTMLElement>('a')
        : intent.focus.kind === 'field'
          ? container.querySelector<HTMLElement>(`[name="${CSS.escape(intent.focus.name)}"]:not([type="hidden"])`)
          : null
    ;(target ?? container).focus({ preventScroll: intent.scroll || !target })
  })

  const go = (href: string, intent: Omit<Intent, 'view'>) => {
    pending = { view: viewIndex, ...intent }
    startTransition(() => router.push(href, { scroll: false }))
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-gallery-nav]')
    if (!link || !ref.current?.contains(link)) return
    event.preventDefault()
    const kind = link.dataset.galleryNav
    const items = ref.current.querySelectorAll('[data-gallery-item]').length
    go(link.getAttribute('href') ?? '', {
      scroll: kind === 'page' || kind === 'album',
      focus: kind === 'more' ? { kind: 'item', index: items } : { kind: 'view' },
    })
  }

  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement
    if (event.defaultPrevented || !form.matches('form[data-gallery-form]')) return
    event.preventDefault()
    // The same URL the browser would build, less empty fields.
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(key, value)
    const action = form.getAttribute('action') ?? window.location.pathname
    const focused = document.activeElement instanceof HTMLElement && form.contains(document.activeElement) ? document.activeElement.getAttribute('name') : null
    go(params.size ? `${action}?${params}` : action, { scroll: false, focus: focused ? { kind: 'field', name: focused } : { kind: 'view' } })
  }

  const onContextMenu = disableRightClick
    ? (event: MouseEvent<HTMLDivElement>) => {
        if ((event.target as Element).closest('img, picture')) event.preventDefault()
      }
    : undefined

  return (
    <div
      ref={ref}
      id={`gallery-view-${viewIndex}`}
      className="gallery-view"
      data-gallery-view={viewIndex}
      data-protected={disableRightClick || undefined}
      aria-busy={isPending || undefined}
      tabIndex={-1}
      onClick={onClick}
      onClickCapture={popup.onClickCapture}
      onPointerOver={popup.onPointerOver}
      onFocus={popup.onFocus}
      onSubmit={onSubmit}
      onContextMenu={onContextMenu}
    >
      {children}
      {popup.popup}
    </div>
  )
}
