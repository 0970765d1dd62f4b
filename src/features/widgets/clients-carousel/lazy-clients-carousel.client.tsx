'use client'

import dynamic from 'next/dynamic'

/** Embla and the carousel load only on pages that show one (server-rendered, then hydrated). */
export const LazyClientsCarousel = dynamic(() => import('./clients-carousel.client').then((module) => module.ClientsCarousel))
