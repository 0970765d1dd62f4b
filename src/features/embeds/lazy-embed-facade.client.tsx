'use client'

import { onDemand } from '@/lib/on-demand.client'

/**
 * The facade, loaded on demand. Pages reference this small wrapper; the facade's own code and
 * styles are a chunk of their own that the browser fetches only when a facade comes into view
 * (server-rendered, hydrated then). Referencing embed-facade.client.tsx directly from a server
 * component would put it in the first load of every page of the route, embeds or not.
 */
export const LazyEmbedFacade = onDemand('embed-facade', () => import('./embed-facade.client').then((module) => module.EmbedFacade))
