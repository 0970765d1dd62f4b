'use client'

/**
 * The three Radix widgets in one module, so that one chunk carries them and the Radix internals
 * they share (about 12 kB gzip, decision 015) rather than three chunks each with its own copy
 * (23 kB measured when each was imported on its own).
 */
export { AccordionWidget } from './accordion/accordion.client'
export { TabsWidget } from './tabs/tabs.client'
export { TogglesWidget } from './toggles/toggles.client'
