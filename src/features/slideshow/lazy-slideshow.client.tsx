'use client'

import { onDemand } from '@/lib/on-demand.client'

/**
 * The slideshow's code loads when a slideshow comes into view (server-rendered, hydrated then):
 * pages of the same route that show another view, or none, never fetch it.
 */
export const LazySlideshow = onDemand('slideshow', () => import('./slideshow.client').then((module) => module.Slideshow), { actsOnItsOwn: true })
