'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded when a content slider comes into view (server-rendered, hydrated then). */
export const LazyContentSlider = onDemand('content-slider', () => import('./content-slider.client').then((module) => module.ContentSlider))
