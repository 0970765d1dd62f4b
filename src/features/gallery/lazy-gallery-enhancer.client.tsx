'use client'

import { onDemand } from '@/lib/on-demand.client'

/** A deep link to a photo in the popup (`#bwg{gallery}/{image}` or `?image_id=`, parsed by features/lightbox). */
const linksToAPhoto = () => /^#bwg\d/.test(window.location.hash) || /[?&]image_id=/.test(window.location.search)

/**
 * The gallery view's script (paging in place, the search form, the popup) loads when the view
 * comes near the viewport, or at once for a deep link to one of its photos. Until then the view
 * is the server's HTML, whose links and forms work as they do without JavaScript.
 */
export const LazyGalleryEnhancer = onDemand('gallery', () => import('./gallery-enhancer.client').then((module) => module.GalleryEnhancer), { now: linksToAPhoto })
