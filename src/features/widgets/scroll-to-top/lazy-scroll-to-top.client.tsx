'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that have the link. */
export const LazyScrollToTop = dynamic(() => import('./scroll-to-top.client').then((module) => module.ScrollToTop))
