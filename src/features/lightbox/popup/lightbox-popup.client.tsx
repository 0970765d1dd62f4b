'use client'

/**
 * The gallery popup (SPEC.md sections 2 and 4; docs/decisions/014): yet-another-react-lightbox
 * with its filmstrip, fullscreen and autoplay plugins, and Vitrine's panels on its extension
 * points. It browses a gallery's whole filtered, sorted set, loading it a window at a time.
 * Loaded on demand (lazy-lightbox.client.tsx): none of it is in a gallery page's first load.
 *
 * Closing (button, Escape, a click on the overlay) removes it after 20 ms, leaves fullscreen,
 * gives the page its scrolling back, clears the address's hash, stops the autoplay and returns
 * focus to the thumbnail that opened it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type MouseEvent, type SetStateAction } from 'react'
import Lightbox, { type ControllerRef, type SlideshowRef } from 'yet-another-react-lightbox'
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen'
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow'
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails'
import 'yet-another-react-lightbox/plugins/thumbnails.css'
import 'yet-another-react-lightbox/styles.css'

import { hashFor, withoutHash } from '../links/deep-link'
import { InfoPanel } from './parts/info-panel'
import { LoadingOverlay } from './parts/loading-overlay'
import './lightbox.css'
import { Counter, HomeEndKeys, NavButton, PlayPauseButton, toolbarButtons } from './parts/popup-controls'
import { PopupContext, type PopupState, type Sidebar } from './popup-context'
import type { PopupItem } from './popup-item'
import { FILMSTRIP_ANIMATION_MS, filmstripWidthFor, POPUP_REMOVAL_MS, startsPlaying } from './popup-settings'
import { SidebarPlugin } from './parts/popup-sidebar'
import { PopupSlide, PopupThumbnail } from './parts/popup-slide'
import { countHit } from '../engagement/hits-client'
import { fetchSetWindow, setUrl, windowStart, WINDOW_SIZE, type SetParams, type SetWindow } from '../links/set-request'

export type LightboxPopupProps = {
  set: SetParams
  /** The image to open. */
  imageId: number
  /** Open the e-commerce panel at once (`open_ecommerce=1`). */
  openEcommerce?: boolean
  /** The popup has closed (or found nothing to show): the caller unmounts it. */
  onClose: (outcome: 'closed' | 'missing') => void
}

type Loaded = Omit<SetWindow, 'items' | 'offset' | 'index'> & { start: number }

/** Replaces what the popup knows of an image (wherever it stands in the set). */
function replaceItem(setItems: Dispatch<SetStateAction<Map<number, PopupItem>>>, changed: PopupItem) {
  setItems((previous) => {
    const next = new Map(previous)
    for (const [index, value] of previous) if (value.id === changed.id) next.set(index, { ...value, ...changed })
    return next
  })
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export default function LightboxPopup({ set, imageId, openEcommerce = false, onClose }: LightboxPopupProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [items, setItems] = useState<Map<number, PopupItem>>(() => new Map())
  const [current, setCurrent] = useState(0)
  const [infoVisible, setInfoVisible] = useState(true)
  const [sidebar, setSidebar] = useState<Sidebar | null>(null)
  const [maximized, setMaximized] = useState(false)
  const [reducedMotion] = useState(prefersReducedMotion)
  const [playing, setPlaying] = useState(false)
  const slideshowRef = useRef<SlideshowRef>(null)
  const controllerRef = useRef<ControllerRef>(null)
  const requested = useRef(new Set<number>())
  const counted = useRef(new Set<number>())

  const addItems = useCallback((window: SetWindow) => {
    setItems((previous) => {
      const next = new Map(previous)
      window.items.forEach((item, i) => next.set(window.offset + i, item))
      return next
    })
  }, [])

  // The first window, around the image asked for. Not in the set (another gallery, unpublished,
  // filtered out): the popup opens nothing and says nothing.
  useEffect(() => {
    const controller = new AbortController()
    fetchSetWindow(setUrl(set, { image: imageId, limit: WINDOW_SIZE }), controller.signal)
      .then((window) => {
        if (!window || window.index === null) return onClose('missing')
        requested.current.add(windowStart(window.index, window.total))
        addItems(window)
        setCurrent(window.index)
        setLoaded({ gallery: window.gallery, total: window.total, settings: window.settings, start: window.index })
        if (openEcommerce && window.settings.ecommerce && window.items[window.index - window.offset]?.priceList) setSidebar('ecommerce')
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) onClose('missing')
        if (!(error instanceof DOMException)) console.warn(error)
      })
    return () => controller.abort()
    // Opened once per mount: a new image is a new popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Windows around the current image as the visitor browses (the filmstrip looks a little further).
  const total = loaded?.total ?? 0
  useEffect(() => {
    if (!loaded) return
    for (const index of [current - 12, current, current + 12]) {
      const wrapped = ((index % total) + total) % total
      if (items.has(wrapped)) continue
      const start = windowStart(wrapped, total)
      if (requested.current.has(start)) continue
      requested.current.add(start)
      fetchSetWindow(setUrl(set, { offset: start, limit: WINDOW_SIZE }))
        .then((window) => window && addItems(window))
        .catch(() => requested.current.delete(start))
    }
  }, [current, items, loaded, total, set, addItems])

  // The address follows the image shown (replaceState: no history entry per image), and a view is counted.
  const item = items.get(current)
  useEffect(() => {
    if (!loaded || !item) return
    window.history.replaceState(window.history.state, '', hashFor(loaded.gallery.id, item.id))
    if (loaded.settings.hitCounter && !counted.current.has(item.id)) {
      counted.current.add(item.id)
      countHit(item.id).then((hitCount) => {
        if (hitCount !== null) replaceItem(setItems, { ...item, hitCount })
      })
    }
  }, [loaded, item])

  // The carousel is a live region; while the popup plays by itself it says nothing (the lightbox
  // itself keeps announcing when focus is inside it, as it is from the start).
  useEffect(() => {
    document.querySelector('.vitrine-popup .yarl__carousel')?.setAttribute('aria-live', playing ? 'off' : 'polite')
  }, [playing, current])

  const cancel = useCallback(() => onClose('closed'), [onClose])
  const slides = useMemo(() => Array.from({ length: total }, (_, position) => ({ type: 'vitrine' as const, position })), [total])

  const state: PopupState | null = useMemo(() => {
    if (!loaded) return null
    return {
      gallery: loaded.gallery,
      settings: loaded.settings,
      total,
      current,
      itemAt: (index: number) => items.get(index),
      updateItem: (changed: PopupItem) => replaceItem(setItems, changed),
      infoVisible,
      setInfoVisible,
      sidebar,
      setSidebar,
      maximized,
      setMaximized,
      reducedMotion,
      pauseAutoplay: () => slideshowRef.current?.pause(),
    }
  }, [loaded, total, current, items, infoVisible, sidebar, maximized, reducedMotion])

  // The overlay and loading indicator until the first window arrives.
  if (!loaded || !state) return <LoadingOverlay onCancel={cancel} />

  const { settings } = loaded
  const thumbHeight = settings.filmstripHeight
  const closeOnOverlay = (event: MouseEvent<HTMLDivElement>) => {
    // A click on the overlay around the (not maximized) popup closes it.
    if (event.target === event.currentTarget) controllerRef.current?.close()
  }
  const plugins = [...(settings.fullscreen ? [Fullscreen] : []), Thumbnails, Slideshow, SidebarPlugin]

  return (
    <PopupContext.Provider value={state}>
      <Lightbox
        open
        close={() => onClose('closed')}
        index={loaded.start}
        slides={slides}
        plugins={plugins}
        labels={{ Lightbox: `Photo viewer: ${loaded.gallery.name}`, 'Photo gallery': `Photos of ${loaded.gallery.name}`, Thumbnails: 'Filmstrip', 'Show thumbnails': 'Show filmstrip', 'Hide thumbnails': 'Hide filmstrip' }}
        className={[
          'vitrine-popup',
          `vitrine-popup--controls-${settings.controlsPosition}`,
          maximized ? 'vitrine-popup--maximized' : 'vitrine-popup--restored',
          sidebar ? 'vitrine-popup--sidebar' : '',
        ].join(' ')}
        styles={{ root: { '--vitrine-popup-width': `${settings.width}px`, '--vitrine-popup-height': `${settings.height}px` } as Record<string, string> }}
        portal={{ container: { onClick: closeOnOverlay } }}
        animation={{ fade: POPUP_REMOVAL_MS, swipe: reducedMotion ? 0 : FILMSTRIP_ANIMATION_MS }}
        carousel={{ finite: !settings.loop, preload: 6, padding: 16 }}
        controller={{ ref: controllerRef, closeOnBackdropClick: true }}
        thumbnails={{
          position: settings.filmstripPosition,
          height: thumbHeight,
          width: filmstripWidthFor(thumbHeight),
          hidden: !settings.filmstrip,
          showToggle: true,
          border: 1,
          padding: 0,
          gap: 8,
          imageFit: 'cover',
          vignette: false,
        }}
        slideshow={{ ref: slideshowRef, autoplay: startsPlaying(settings, reducedMotion), delay: settings.interval * 1000 }}
        toolbar={{ buttons: [<Counter key="counter" />, 'slideshow', 'thumbnails', ...(settings.fullscreen ? ['fullscreen'] : []), ...toolbarButtons(state), 'close'] }}
        on={{
          view: ({ index }) => setCurrent(index),
          slideshowStart: () => setPlaying(true),
          slideshowStop: () => setPlaying(false),
          exiting: () => window.history.replaceState(window.history.state, '', withoutHash(window.location)),
        }}
        render={{
          slide: ({ slide, offset, rect }) => (slide.type === 'vitrine' ? <PopupSlide position={slide.position} offset={offset} rect={rect} /> : null),
          thumbnail: ({ slide }) => (slide.type === 'vitrine' ? <PopupThumbnail position={slide.position} /> : null),
          buttonPrev: () => <NavButton direction="prev" />,
          buttonNext: () => <NavButton direction="next" />,
          buttonSlideshow: (props) => <PlayPauseButton {...props} />,
          controls: () => (
            <>
              <InfoPanel />
              <HomeEndKeys />
            </>
          ),
        }}
      />
    </PopupContext.Provider>
  )
}
