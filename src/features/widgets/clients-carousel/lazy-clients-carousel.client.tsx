'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Embla and the carousel load when a carousel comes into view (server-rendered, hydrated then). */
export const LazyClientsCarousel = onDemand('clients-carousel', () => import('./clients-carousel.client').then((module) => module.ClientsCarousel))
