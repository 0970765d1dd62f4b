'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show an accordion (server-rendered, then hydrated). */
export const LazyAccordion = dynamic(() => import('./accordion.client').then((module) => module.AccordionWidget))
