'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded on the visitor's first scroll: the link shows only after 200 px of it. */
export const LazyScrollToTop = onDemand('scroll-to-top', () => import('./scroll-to-top.client').then((module) => module.ScrollToTop), { trigger: 'scroll' })
