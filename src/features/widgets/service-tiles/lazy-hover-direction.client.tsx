'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show service tiles (server-rendered, then hydrated). */
export const LazyHoverDirectionList = dynamic(() => import('./hover-direction.client').then((module) => module.HoverDirectionList))
