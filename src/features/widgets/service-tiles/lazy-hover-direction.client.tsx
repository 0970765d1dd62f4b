'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded when service tiles come into view (server-rendered, hydrated then); the links work before. */
export const LazyHoverDirectionList = onDemand('service-tiles', () => import('./hover-direction.client').then((module) => module.HoverDirectionList))
