'use client'

import { onDemand } from '@/lib/on-demand.client'

/** The set's opener: it has no HTML of its own, so its small chunk loads as the page hydrates. */
export const LazyPhotoSetOpener = onDemand('photo-set', () => import('./photo-set-opener.client').then((module) => module.PhotoSetOpener))
