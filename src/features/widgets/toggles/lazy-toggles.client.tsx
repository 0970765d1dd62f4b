'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded when toggles come into view (server-rendered, hydrated then), with the other Radix widgets' shared chunk. */
export const LazyToggles = onDemand('toggles', () => import('../radix-widgets.client').then((module) => module.TogglesWidget))
