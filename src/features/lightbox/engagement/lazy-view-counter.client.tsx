'use client'

import { Suspense, lazy } from 'react'

const Counter = lazy(() => import('./view-counter.client').then(({ ViewCounter }) => ({ default: ViewCounter })))

/**
 * The photo page's view counter in a chunk of its own, fetched as the page comes alive: only the
 * photo page shows one, but Turbopack gives every visitor page the same first-load scripts.
 * The server renders it whole; until the chunk arrives the empty line holds its place.
 */
export function LazyViewCounter({ imageId }: { imageId: number }) {
  return (
    <Suspense fallback={<p className="photo__views" aria-live="polite" />}>
      <Counter imageId={imageId} />
    </Suspense>
  )
}
