'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show toggles (server-rendered, then hydrated), with the other Radix widgets' shared chunk. */
export const LazyToggles = dynamic(() => import('../radix-widgets.client').then((module) => module.TogglesWidget))
