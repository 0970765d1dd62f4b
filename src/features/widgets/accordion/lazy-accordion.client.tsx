'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show accordion (server-rendered, then hydrated), with the other Radix widgets' shared chunk. */
export const LazyAccordion = dynamic(() => import('../radix-widgets.client').then((module) => module.AccordionWidget))
