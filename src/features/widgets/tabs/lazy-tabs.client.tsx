'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show tabs (server-rendered, then hydrated), with the other Radix widgets' shared chunk. */
export const LazyTabs = dynamic(() => import('../radix-widgets.client').then((module) => module.TabsWidget))
