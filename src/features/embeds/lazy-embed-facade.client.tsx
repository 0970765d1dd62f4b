'use client'

import dynamic from 'next/dynamic'

/**
 * The facade, loaded on demand. Pages reference this small wrapper; the facade's own code and
 * styles are a separate chunk that the browser fetches only when a facade is rendered (a server
 * render preloads it with the page that shows one). Referencing embed-facade.client.tsx directly from a
 * server component would put it in the bundle of every page of the route, embeds or not.
 */
export const LazyEmbedFacade = dynamic(() => import('./embed-facade.client').then((module) => module.EmbedFacade))
