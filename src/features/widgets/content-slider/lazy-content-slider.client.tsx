'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show a content slider (server-rendered, then hydrated). */
export const LazyContentSlider = dynamic(() => import('./content-slider.client').then((module) => module.ContentSlider))
