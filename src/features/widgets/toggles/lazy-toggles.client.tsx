'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show toggles (server-rendered, then hydrated). */
export const LazyToggles = dynamic(() => import('./toggles.client').then((module) => module.TogglesWidget))
