'use client'

import { Suspense, lazy } from 'react'

import type { LightboxPopupProps } from './lightbox-popup.client'
import { LoadingOverlay } from './parts/loading-overlay'

const load = () => import('./lightbox-popup.client')

/**
 * Fetches the popup's code ahead of a click (a pointer over a thumbnail, focus on one), so the
 * popup opens at once. Safe to call any number of times: the browser fetches the chunk once.
 */
export function prefetchLightbox(): void {
  load().catch(() => undefined)
}

/**
 * The gallery popup, loaded on demand: its code (yet-another-react-lightbox, its plugins and
 * styles, and Vitrine's panels) is a chunk of its own that no page loads until a visitor opens an
 * image, or points at one (docs/decisions/014).
 */
const LightboxPopup = lazy(load)

export function LazyLightbox(props: LightboxPopupProps) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <LightboxPopup {...props} />
    </Suspense>
  )
}
