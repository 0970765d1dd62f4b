'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show tabs (server-rendered, then hydrated). */
export const LazyTabs = dynamic(() => import('./tabs.client').then((module) => module.TabsWidget))
