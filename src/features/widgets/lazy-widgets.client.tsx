'use client'

/**
 * The theme's widgets, each loaded on demand (decision 026): the server renders a widget whole,
 * and its code is fetched when a visitor is about to use it. One module for all of them, so the
 * page's first load carries one small module, not one per widget.
 */
import { onDemand } from '@/lib/on-demand.client'

/** With the other Radix widgets' shared chunk, when the widget comes into view. */
export const LazyAccordion = onDemand('accordion', () => import('./radix-widgets.client').then((module) => module.AccordionWidget))
export const LazyTabs = onDemand('tabs', () => import('./radix-widgets.client').then((module) => module.TabsWidget))
export const LazyToggles = onDemand('toggles', () => import('./radix-widgets.client').then((module) => module.TogglesWidget))

/** Embla and the carousel, when a carousel comes into view. */
export const LazyClientsCarousel = onDemand('clients-carousel', () => import('./clients-carousel/clients-carousel.client').then((module) => module.ClientsCarousel))

/** It plays on its own: it wakes the page as it comes near (decision 043). */
export const LazyContentSlider = onDemand('content-slider', () => import('./content-slider/content-slider.client').then((module) => module.ContentSlider), { actsOnItsOwn: true })

/** On posts, when the like button comes into view; it asks for the current count, so it wakes the page. */
export const LazyLikeButton = onDemand('like-button', () => import('./like-button/like-button.client').then((module) => module.LikeButton), { actsOnItsOwn: true })

/** The lightbox set's opener: it has no HTML of its own, so its small chunk loads as the page hydrates. */
export const LazyPhotoSetOpener = onDemand('photo-set', () => import('./photo-set/photo-set-opener.client').then((module) => module.PhotoSetOpener))

/** It animates on coming into view, so it wakes the page as it comes near. */
export const LazyPieChart = onDemand('pie-chart', () => import('./pie-chart/pie-chart.client').then((module) => module.PieChart), { actsOnItsOwn: true })

/** On the visitor's first scroll: the link shows only after 200 px of it. */
export const LazyScrollToTop = onDemand('scroll-to-top', () => import('./scroll-to-top/scroll-to-top.client').then((module) => module.ScrollToTop), { trigger: 'scroll' })

/** The tiles' links work before it comes. */
export const LazyHoverDirectionList = onDemand('service-tiles', () => import('./service-tiles/hover-direction.client').then((module) => module.HoverDirectionList))
