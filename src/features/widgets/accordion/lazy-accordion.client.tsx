'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded when an accordion comes into view (server-rendered, hydrated then), with the other Radix widgets' shared chunk. */
export const LazyAccordion = onDemand('accordion', () => import('../radix-widgets.client').then((module) => module.AccordionWidget))
