'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded when a tab list comes into view (server-rendered, hydrated then), with the other Radix widgets' shared chunk. */
export const LazyTabs = onDemand('tabs', () => import('../radix-widgets.client').then((module) => module.TabsWidget))
